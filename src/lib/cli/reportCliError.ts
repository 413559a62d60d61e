import { VvAgentError } from '../shared/errors.js';

/** Exit codes of every command: 0 ok, 1 runtime failure, 2 usage or configuration error. */
export const EXIT_RUNTIME = 1;
export const EXIT_USAGE = 2;

interface OclifLikeError {
  code?: unknown;
  message?: unknown;
  oclif?: { exit?: number };
  /** Set on every oclif argument/flag parsing error: the user's mistake. */
  parse?: unknown;
}

/**
 * oclif's wording of a missing argument or flag, as a user reads it: `Missing 1 required arg:`
 * followed by a `name  description` line becomes `missing required argument NAME (description)`;
 * `Missing required flag out` names the flag as it is typed, `--out`.
 */
function missingInput(message: string): string {
  // oclif adds a note to every command that has a flag taking several values: "provide all
  // arguments before that flag". Ours that stand beside an argument take one value per use
  // (multipleNonGreedy), so an argument after them is read as one: the note is not true of them.
  message = message.replace(/\n\s*\nNote: [\s\S]*?(?=\nSee more help with|$)/, '');
  const args = /^Missing \d+ required args?:\n([\s\S]*?)(?:\nSee more help with[^\n]*)?$/.exec(message.trim());
  if (args) {
    const named = args[1]!
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .map((l) => {
        const [name = '', ...rest] = l.split(/\s{2,}/);
        return rest.length > 0 ? `${name.toUpperCase()} (${rest.join(' ')})` : name.toUpperCase();
      });
    return `missing required argument${named.length > 1 ? 's' : ''} ${named.join(', ')}`;
  }
  return message.replace(/^(\s*)Missing required flag ([\w-]+)\s*$/gm, '$1Missing required flag --$2');
}

/**
 * oclif's "`--a=VALUE cannot also be provided when using --b`" shows, for VALUE, a flag's help
 * default rather than what was typed (helpDefault.ts); the rule is what the user needs.
 */
function exclusiveFlags(message: string): string {
  return message.replace(/--([\w-]+)(?:=[^\n]*?)? cannot also be provided when using --([\w-]+)/g, '--$1 cannot be used with --$2');
}

/** oclif's multi-line parse errors, condensed to the lines that say what is wrong. */
function oneLine(message: string): string {
  const lines = exclusiveFlags(missingInput(message))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !/^The following errors? occurred:?$/i.test(l) && !/^See more help with/i.test(l));
  return lines.join('; ');
}

/** What the user is told about `error`, on one line, without a leading `Error:` (stderr and `--json` alike). */
export function cliErrorMessage(error: unknown): string {
  const message = (error as OclifLikeError | null)?.message;
  return (typeof message === 'string' ? oneLine(message) : String(error)).replace(/^Error:\s*/, '');
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof VvAgentError) return error.category === 'usage' || error.category === 'config' ? EXIT_USAGE : EXIT_RUNTIME;
  const e = error as OclifLikeError | null;
  // oclif's own errors carry their exit code. Its plain CLIErrors (an unknown command, a flag
  // given twice or without its value) take `oclif.exitCodes.default` from package.json, which is
  // 2: our commands never raise CLIErrors (they throw VvAgentErrors), so every CLIError is about
  // the command line. Parse errors with a class of their own are mapped there too.
  if (e?.parse !== undefined) return EXIT_USAGE;
  const exit = e?.oclif?.exit;
  return typeof exit === 'number' ? exit : EXIT_RUNTIME;
}

/**
 * The CLI boundary: every error that escapes a command becomes one line on stderr and an exit
 * code. A stack trace is printed only for errors that are not ours or oclif's (bugs), and only
 * with VV_AGENT_DEBUG=1.
 */
export function reportCliError(error: unknown): number {
  const e = error as OclifLikeError | null;
  if (e?.code === 'EEXIT') return exitCodeFor(error);
  const known = error instanceof VvAgentError || typeof e?.oclif?.exit === 'number';
  process.stderr.write(`vv-agent: ${cliErrorMessage(error)}\n`);
  if (!known && process.env['VV_AGENT_DEBUG'] === '1' && error instanceof Error && error.stack) {
    process.stderr.write(`${error.stack}\n`);
  }
  return exitCodeFor(error);
}
