import { UsageError } from '../shared/errors.js';
import type { FlagSpecs } from './flagSpec.js';

/** A token of oclif's `raw` parse output (only flags matter here). */
interface RawToken {
  readonly type: string;
  readonly flag?: string;
}

/**
 * oclif accepts a boolean flag given twice (`--ephemeral --ephemeral`) where it refuses a repeated
 * option ("can only be specified once"). A command whose contract refuses every duplicate
 * (the App Server's, docs/app-server.md) checks its booleans too, in oclif's words.
 */
export function refuseRepeatedBooleans(raw: readonly RawToken[], specs: FlagSpecs): void {
  const seen = new Set<string>();
  for (const token of raw) {
    if (token.type !== 'flag' || token.flag === undefined || specs[token.flag]?.kind !== 'boolean') continue;
    if (seen.has(token.flag)) throw new UsageError(`Flag --${token.flag} can only be specified once`);
    seen.add(token.flag);
  }
}
