import { Flags } from '@oclif/core';
import type { BooleanFlag, OptionFlag } from '@oclif/core/interfaces';
import type { BooleanFlagSpec, FlagSpec, FlagSpecs, FlagValue } from './flagSpec.js';
import { helpDefault } from './helpDefault.js';

type OclifFlag<S extends FlagSpec> = S extends BooleanFlagSpec ? BooleanFlag<boolean> : OptionFlag<FlagValue<S>>;
export type OclifFlags<T extends FlagSpecs> = { [K in keyof T]: OclifFlag<T[K]> };

type AnyOclifFlag = BooleanFlag<boolean> | OptionFlag<string | undefined> | OptionFlag<string[] | undefined>;

function toOclifFlag(spec: FlagSpec): AnyOclifFlag {
  if (spec.kind === 'boolean') return Flags.boolean<boolean>({ description: spec.description, default: false });
  const common = {
    description: spec.description,
    ...(spec.helpDefault !== undefined ? helpDefault(spec.helpDefault) : {}),
    ...(spec.exclusive !== undefined ? { exclusive: [...spec.exclusive] } : {}),
  };
  if (spec.multiple === true) return Flags.string({ ...common, multiple: true });
  return Flags.string({ ...common, ...(spec.default !== undefined ? { default: spec.default } : {}) });
}

/** oclif's flag definitions for `specs` (lib/cli/flagSpec.ts), typed so that `this.parse` infers each value. */
export function toOclifFlags<T extends FlagSpecs>(specs: T): OclifFlags<T> {
  // The cast restates, per key, what toOclifFlag builds from that key's spec.
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, toOclifFlag(spec)])) as OclifFlags<T>;
}
