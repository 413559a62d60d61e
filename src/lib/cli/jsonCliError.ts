import { isVvAgentError } from '../shared/errors.js';
import { cliErrorMessage, exitCodeFor } from './reportCliError.js';

/**
 * What `--json` prints for an error: one small object, never the error's own properties. An error
 * may add fields of its own by a `jsonFields()` method (a failed agent action: the agent's code);
 * they never replace `code`, `category` or `message`.
 */
export interface CliErrorJson {
  readonly error: { readonly code: string | number; readonly category: string; readonly message: string; readonly [field: string]: unknown };
}

export function cliErrorJson(error: unknown): CliErrorJson {
  const message = cliErrorMessage(error);
  if (isVvAgentError(error)) return { error: withOwnFields({ code: error.code, category: error.category, message }, error) };
  const exit = exitCodeFor(error);
  return { error: { code: exit === 2 ? 'usage_error' : 'runtime_error', category: exit === 2 ? 'usage' : 'runtime', message } };
}

function withOwnFields(base: CliErrorJson['error'], error: unknown): CliErrorJson['error'] {
  const own = (error as { jsonFields?: unknown }).jsonFields;
  if (typeof own !== 'function') return base;
  const added = Object.entries(own.call(error) as Record<string, unknown>).filter(([field]) => !(field in base));
  return { ...base, ...Object.fromEntries(added) };
}

/**
 * Whether a command line asks for `--json`: the flag before any `--` (after it every word is an
 * argument). For the lines no command parses, such as an unknown command (hooks/commandNotFound.ts).
 */
export function jsonRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** Prints `error` as `--json` shows it: its one object on a line of stdout. */
export function writeCliErrorJson(error: unknown): void {
  process.stdout.write(`${JSON.stringify(cliErrorJson(error))}\n`);
}

interface JsonCapableCommand {
  jsonEnabled(): boolean;
  catch(error: unknown): Promise<unknown>;
}

/**
 * oclif's `Command.catch` prints a command's error under `--json` as every enumerable property it
 * has (an oclif parse error carries the whole configuration: ~120 KB) and exits 1 whatever the
 * error. Commands with `--json` instead print `{"error":{code,category,message}}` on stdout and
 * exit as they would without `--json` (lib/cli/reportCliError.ts decides the code).
 */
export function installJsonErrors(command: { prototype: JsonCapableCommand }): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with `.call(this, ...)`
  const original = command.prototype.catch;
  command.prototype.catch = async function (this: JsonCapableCommand, error: unknown): Promise<unknown> {
    if (!this.jsonEnabled()) return original.call(this, error);
    const exitCode = exitCodeFor(error);
    if ((error as { code?: unknown } | null)?.code !== 'EEXIT') writeCliErrorJson(error);
    process.exitCode = exitCode;
    return undefined;
  };
}
