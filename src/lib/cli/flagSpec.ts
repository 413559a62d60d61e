/**
 * A command's flags as plain data, declared once: `toOclifFlags` (lib/cli/oclifFlags.ts) hands them
 * to oclif, and `parsePlainArgv` reads a command line against them without loading oclif (the fast
 * start path of lib/cli/fastStart.ts). Only what both can honour exactly is expressible here.
 */
interface StringFlagSpecBase {
  readonly kind: 'string';
  readonly description: string;
  /** Shown as `[default: ...]` in help only: the command (or library) applies that default itself. */
  readonly helpDefault?: string;
  /** Flags that may not be given together with this one. */
  readonly exclusive?: readonly string[];
}

export interface SingleStringFlagSpec extends StringFlagSpecBase {
  readonly multiple?: false;
  /** A value oclif applies when the flag is absent. */
  readonly default?: string;
}

/** Repeatable: `--name a --name b` gives ['a', 'b']. */
export interface MultipleStringFlagSpec extends StringFlagSpecBase {
  readonly multiple: true;
}

export type StringFlagSpec = SingleStringFlagSpec | MultipleStringFlagSpec;

export interface BooleanFlagSpec {
  readonly kind: 'boolean';
  readonly description: string;
}

export type FlagSpec = StringFlagSpec | BooleanFlagSpec;
export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

/** The parsed value of one flag, as oclif gives it. */
export type FlagValue<S extends FlagSpec> = S extends BooleanFlagSpec
  ? boolean
  : S extends { multiple: true }
    ? string[] | undefined
    : S extends { default: string }
      ? string
      : string | undefined;

export type ParsedFlags<T extends FlagSpecs> = { -readonly [K in keyof T]: FlagValue<T[K]> };

/**
 * Parses `argv` against `specs` when it is a plain command line: only `--name value`, `--name=value`
 * and `--bool`, each known, a single flag at most once, no exclusive pair, no value that is empty
 * or starts with `-`. Anything else yields `undefined`, and the caller hands the command line to
 * oclif, which accepts it or reports the mistake in its own words: so a mistake always reads and
 * exits as it does through oclif. For what it accepts, the result equals oclif's parse
 * (test/lib/cli/flagSpec.test.ts checks both sides against oclif's parser).
 */
export function parsePlainArgv<T extends FlagSpecs>(argv: readonly string[], specs: T): ParsedFlags<T> | undefined {
  const given = new Map<string, string[] | true>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (!token.startsWith('--')) return undefined;
    const eq = token.indexOf('=');
    const name = token.slice(2, eq === -1 ? undefined : eq);
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (spec === undefined) return undefined;
    const previous = given.get(name);
    if (spec.kind === 'boolean') {
      if (eq !== -1 || previous !== undefined) return undefined;
      given.set(name, true);
      continue;
    }
    const value = eq === -1 ? argv[++i] : token.slice(eq + 1);
    if (value === undefined || value === '' || value.startsWith('-')) return undefined;
    if (previous === undefined) given.set(name, [value]);
    else if (spec.multiple === true && previous !== true) previous.push(value);
    else return undefined;
  }
  const flags: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = given.get(name);
    if (spec.kind === 'boolean') {
      flags[name] = value === true;
      continue;
    }
    if (value !== undefined && value !== true && spec.exclusive?.some((other) => given.has(other))) return undefined;
    if (value !== undefined && value !== true) flags[name] = spec.multiple === true ? value : value[0];
    else if (spec.multiple !== true && spec.default !== undefined) flags[name] = spec.default;
  }
  return flags as ParsedFlags<T>;
}
