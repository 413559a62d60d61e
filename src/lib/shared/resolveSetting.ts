/**
 * Where a setting comes from when it may be given several ways: a flag wins over an environment
 * variable, which wins over a secrets file. Used for every secret-bearing setting, so the order
 * is the same for every command.
 */

export type SettingSource = 'flag' | 'env' | 'file';

export interface ResolvedSetting {
  readonly value: string;
  readonly source: SettingSource;
}

export interface ResolveSettingInput {
  /** The command-line flag's value, if given. */
  readonly flag?: string | undefined;
  /** The environment variable (and, unless `fileKey` says otherwise, the secrets file key). */
  readonly envName: string;
  /** Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The parsed secrets file, if any. */
  readonly file?: Readonly<Record<string, string>> | undefined;
  readonly fileKey?: string;
}

/**
 * flag > environment variable > secrets file; an empty or whitespace-only value at any level
 * counts as missing, so the next level is used. Undefined when no level has a value.
 */
export function resolveSetting(input: ResolveSettingInput): ResolvedSetting | undefined {
  const env = input.env ?? process.env;
  const candidates: readonly [SettingSource, string | undefined][] = [
    ['flag', input.flag],
    ['env', env[input.envName]],
    ['file', input.file?.[input.fileKey ?? input.envName]],
  ];
  for (const [source, value] of candidates) {
    if (typeof value === 'string' && value.trim() !== '') {
      // A value read from a file already lost its trailing whitespace; flags and env follow suit.
      return { value: value.replace(/\s+$/, ''), source };
    }
  }
  return undefined;
}
