import { type Hook, type Interfaces, toConfiguredId } from '@oclif/core';
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
 * The command to suggest. One that the typed words begin (`debug app-server send` is the start of
 * `send-message`) wins over any spelling that is merely closer (`replay`); among those, the one
 * that covers more typed words, then the closest. With no such command, the closest of all.
 */
function closestCommand(id: string, ids: readonly string[]): string | undefined {
  const typed = id.split(':');
  const ranked = ids.map((candidate) => ({ id: candidate, started: wordsStarted(typed, candidate), d: distance(id, candidate) }));
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
 */
const hook: Hook<'command_not_found'> = async function (options) {
  const given = commandGivenArguments(options.id, options.config);
  if (given !== undefined) {
    const command = toConfiguredId(given.command, options.config);
    this.error(`${command} takes no arguments; got ${given.extra.join(' ')} (see ${options.config.bin} ${command} --help)`, { exit: EXIT_USAGE });
  }
  const ids = options.config.commands.filter((c) => !c.hidden).map((c) => c.id);
  const closest = closestCommand(options.id, ids);
  if (process.stdin.isTTY === true && process.stdout.isTTY === true) {
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
  this.error(`${typed} is not a ${options.config.bin} command${suggestion} (see ${options.config.bin} help)`, { exit: EXIT_USAGE });
};

export default hook;
