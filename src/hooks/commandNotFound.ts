import { Errors, type Hook, type Interfaces, toConfiguredId } from '@oclif/core';
import { jsonRequested, writeCliErrorJson } from '../lib/cli/jsonCliError.js';
import { EXIT_USAGE } from '../lib/cli/reportCliError.js';

/** Edit distance (insertions, deletions, substitutions) between two command ids. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many of the typed words start the command's words, in order, or 0 when one does not. The
 * id oclif reports also holds the arguments after the mistyped word, so typed words past the
 * command's length are not held against it.
 */
function wordsStarted(typed: readonly string[], command: string): number {
  const words = command.split(':');
  const n = Math.min(typed.length, words.length);
  for (let i = 0; i < n; i++) if (!words[i]!.startsWith(typed[i]!)) return 0;
  return n;
}

/**
 * The words of `typed` that name a topic: the longest run of its first words (not all of them)
 * that some command's id continues. `app-server schemaa` is under `app-server`; `doctr` under none.
 */
function typedTopic(typed: readonly string[], ids: readonly string[]): string | undefined {
  for (let n = typed.length - 1; n > 0; n--) {
    const topic = typed.slice(0, n).join(':');
    if (ids.some((candidate) => candidate.startsWith(`${topic}:`))) return topic;
  }
  return undefined;
}

/**
 * The command to suggest, among the commands under the typed topic (the topic's own command,
 * `app-server`, is what the user went past, not what they mistyped). One that the typed words
 * begin (`debug app-server send` is the start of `send-message`) wins over any spelling that is
 * merely closer (`replay`); among those, the one that covers more typed words, then the closest.
 * The distance is to as many typed words as the command has: the rest are its arguments.
 */
function closestCommand(id: string, ids: readonly string[]): string | undefined {
  const typed = id.split(':');
  const topic = typedTopic(typed, ids);
  const candidates = topic === undefined ? ids : ids.filter((candidate) => candidate.startsWith(`${topic}:`));
  const ranked = candidates.map((candidate) => {
    const words = candidate.split(':').length;
    return { id: candidate, started: wordsStarted(typed, candidate), d: distance(typed.slice(0, words).join(':'), candidate) };
  });
  return ranked.sort((x, y) => y.started - x.started || x.d - y.d)[0]?.id;
}

/**
 * The command that `id` starts with when the rest are words it was given as arguments. oclif
 * reads the words after a command that takes no arguments as more of its id (`version extra` is
 * `version:extra`), so such a line lands here and would be offered the command it already names.
 * A command that also heads a topic (`app-server`) is not one: a word after it is more likely a
 * mistyped subcommand, which the suggestion below serves.
 */
function commandGivenArguments(id: string, config: Interfaces.Config): { command: string; extra: string[] } | undefined {
  const words = id.split(':');
  for (let n = words.length - 1; n > 0; n--) {
    const command = words.slice(0, n).join(':');
    if (config.findCommand(command) === undefined) continue;
    if (config.commandIDs.some((other) => other.startsWith(`${command}:`))) return undefined;
    return { command, extra: words.slice(n) };
  }
  return undefined;
}

/**
 * An unknown command. On a terminal, @oclif/plugin-not-found asks "Did you mean ...?" and runs
 * the suggestion when confirmed; otherwise (and when declined) one line names the closest command
 * and the exit code is 2, like every other mistake on the command line (its own would be 127).
 * With `--json` no command parses the line, so its error object is printed here, as a command's
 * would be (lib/cli/jsonCliError.ts), and nothing is asked: whoever reads it is a program.
 */
const hook: Hook<'command_not_found'> = async function (options) {
  const json = jsonRequested(options.argv ?? []);
  const refuse = (message: string): never => {
    if (!json) this.error(message, { exit: EXIT_USAGE });
    writeCliErrorJson(new Errors.CLIError(message, { exit: EXIT_USAGE }));
    // Said on stdout: the exit code alone follows, with no line on stderr (reportCliError).
    throw new Errors.ExitError(EXIT_USAGE);
  };
  const given = commandGivenArguments(options.id, options.config);
  if (given !== undefined) {
    const command = toConfiguredId(given.command, options.config);
    refuse(`${command} takes no arguments; got ${given.extra.join(' ')} (see ${options.config.bin} ${command} --help)`);
  }
  const ids = options.config.commands.filter((c) => !c.hidden).map((c) => c.id);
  const closest = closestCommand(options.id, ids);
  if (!json && process.stdin.isTTY === true && process.stdout.isTTY === true) {
    const { default: notFound } = await import('@oclif/plugin-not-found');
    // The plugin offers the closest of the commands it is shown, by spelling alone; shown only
    // ours, it offers (and runs) the command the one line below would name.
    const config = Object.create(options.config, { commandIDs: { value: closest !== undefined ? [closest] : [] }, commands: { value: [] } }) as typeof options.config;
    try {
      return await notFound.call(this, { ...options, config });
    } catch {
      // Declined or no answer: the plugin has said what is wrong; our one line and exit code follow.
    }
  }
  const typed = toConfiguredId(options.id, options.config);
  const suggestion = closest !== undefined ? `; did you mean ${toConfiguredId(closest, options.config)}?` : '';
  return refuse(`${typed} is not a ${options.config.bin} command${suggestion} (see ${options.config.bin} help)`);
};

export default hook;
