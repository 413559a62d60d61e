import { type Hook, toConfiguredId } from '@oclif/core';
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
 * An unknown command. On a terminal, @oclif/plugin-not-found asks "Did you mean ...?" and runs
 * the suggestion when confirmed; otherwise (and when declined) one line names the closest command
 * and the exit code is 2, like every other mistake on the command line (its own would be 127).
 */
const hook: Hook<'command_not_found'> = async function (options) {
  const ids = options.config.commands.filter((c) => !c.hidden).map((c) => c.id);
  const closest = ids.map((id) => ({ id, d: distance(options.id, id) })).sort((x, y) => x.d - y.d)[0]?.id;
  if (process.stdin.isTTY === true && process.stdout.isTTY === true) {
    const { default: notFound } = await import('@oclif/plugin-not-found');
    try {
      return await notFound.call(this, options);
    } catch {
      // Declined or no answer: the plugin has said what is wrong; our one line and exit code follow.
    }
  }
  const given = toConfiguredId(options.id, options.config);
  const suggestion = closest !== undefined ? `; did you mean ${toConfiguredId(closest, options.config)}?` : '';
  this.error(`${given} is not a ${options.config.bin} command${suggestion} (see ${options.config.bin} help)`, { exit: EXIT_USAGE });
};

export default hook;
