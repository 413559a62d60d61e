/**
 * Secrets on the runtime host (contract, "Credentials"): `KEY=value` files (default
 * `.env.agentteam`), created with mode 0600 and kept out of git; a flag wins over an environment
 * variable, which wins over the file. Nothing here prints or throws a secret's value: errors name
 * files and keys only.
 */
import { constants } from 'node:fs';
import { access, chmod, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VvAgentError } from '../shared/errors.js';

export const DEFAULT_SECRETS_FILE = '.env.agentteam';

/** The variables the AgentTeam commands read (flags, env, or the secrets file). */
export const SECRET_NAMES = {
  baseUrl: 'AGENTTEAM_BASE_URL',
  workspaceId: 'AGENTTEAM_WORKSPACE_ID',
  runnerToken: 'AGENTTEAM_RUNNER_TOKEN',
  callbackSigningSecret: 'AGENTTEAM_CALLBACK_SIGNING_SECRET',
  userToken: 'AGENTTEAM_USER_TOKEN',
} as const;

export type SecretsValues = Readonly<Record<string, string>>;

const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

interface ParsedLine {
  readonly key: string;
  readonly value: string;
}

function parseLine(line: string): ParsedLine | undefined {
  const trimmed = line.replace(/\s+$/, '');
  const start = trimmed.trimStart();
  if (start === '' || start.startsWith('#')) return undefined;
  const eq = start.indexOf('=');
  if (eq <= 0) return undefined;
  let key = start.slice(0, eq).trim();
  if (key.startsWith('export ')) key = key.slice('export '.length).trim();
  if (!KEY_PATTERN.test(key)) return undefined;
  let value = start.slice(eq + 1).trimStart();
  // One pair of matching quotes is the usual dotenv spelling; tokens never contain them.
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) value = value.slice(1, -1);
  return { key, value };
}

/**
 * Parses `KEY=value` lines: blank lines and `#` comments are ignored, `\r` and trailing
 * whitespace stripped, `export KEY=` and one pair of surrounding quotes accepted, and an empty
 * value counts as missing (left out). A later line for the same key wins.
 */
export function parseSecrets(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const parsed = parseLine(line);
    if (parsed === undefined) continue;
    if (parsed.value.trim() === '') delete values[parsed.key];
    else values[parsed.key] = parsed.value;
  }
  return values;
}

export interface ReadSecretsOptions {
  /** A missing file reads as empty instead of failing (for the default file). */
  readonly missingOk?: boolean;
}

/** Reads and parses a secrets file; a missing or unreadable file is a config error naming the file. */
export async function readSecretsFile(file: string, options: ReadSecretsOptions = {}): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT' && options.missingOk === true) return {};
    throw new VvAgentError(
      'secrets_file_unreadable',
      code === 'ENOENT' ? `secrets file ${file} does not exist` : `cannot read secrets file ${file} (${String(code ?? 'error')})`,
      'config',
      { cause: error },
    );
  }
  return parseSecrets(text);
}

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
  readonly file?: SecretsValues | undefined;
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

export interface WriteSecretsOptions {
  /** The directory whose git checkout decides about `.gitignore`; default `process.cwd()`. */
  readonly cwd?: string;
}

export interface WriteSecretsResult {
  /** The absolute path written. */
  readonly file: string;
  /** The `.gitignore` that lists the file, when it lies inside the checkout of `cwd`. */
  readonly gitignore?: string;
  /** Whether a line was added to that `.gitignore` by this call. */
  readonly gitignoreAdded: boolean;
}

/**
 * Sets `entries` in a secrets file, keeping its other lines (comments included) and replacing the
 * lines of the keys written. The file is written to a temporary 0600 file and renamed over the
 * old one, so no reader ever sees a half-written file or a world-readable secret, and an existing
 * file ends up 0600 too. When the file lies inside the git checkout of `cwd`, it is added to the
 * checkout's `.gitignore`.
 */
export async function writeSecrets(
  file: string,
  entries: Readonly<Record<string, string>>,
  options: WriteSecretsOptions = {},
): Promise<WriteSecretsResult> {
  for (const [key, value] of Object.entries(entries)) {
    if (!KEY_PATTERN.test(key)) throw new VvAgentError('invalid_secret_key', `cannot write secret key '${key}': keys are letters, digits and _`, 'usage');
    if (/[\r\n]/.test(value)) throw new VvAgentError('invalid_secret_value', `the value of ${key} contains a line break`, 'usage');
  }
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const absolute = path.resolve(cwd, file);
  await mkdir(path.dirname(absolute), { recursive: true });

  let existing = '';
  try {
    existing = await readFile(absolute, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') {
      throw new VvAgentError('secrets_file_unreadable', `cannot read secrets file ${absolute}`, 'config', { cause: error });
    }
  }

  const pending = new Map(Object.entries(entries));
  const written = new Set<string>();
  const lines: string[] = [];
  const oldLines = existing === '' ? [] : existing.replace(/\r?\n$/, '').split(/\r?\n/);
  for (const line of oldLines) {
    const parsed = parseLine(line);
    if (parsed !== undefined && pending.has(parsed.key)) {
      // The first line of a key takes the new value; later duplicates would override it on read.
      if (!written.has(parsed.key)) {
        lines.push(`${parsed.key}=${pending.get(parsed.key) ?? ''}`);
        written.add(parsed.key);
      }
      continue;
    }
    lines.push(line);
  }
  for (const [key, value] of pending) {
    if (!written.has(key)) lines.push(`${key}=${value}`);
  }

  const temporary = `${absolute}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, `${lines.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
    // The mode given at creation is reduced by the umask; set it exactly.
    await chmod(temporary, 0o600);
    await rename(temporary, absolute);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new VvAgentError('secrets_file_unwritable', `cannot write secrets file ${absolute}`, 'config', { cause: error });
  }

  const ignore = await ignoreInCheckout(absolute, cwd);
  return { file: absolute, ...(ignore === undefined ? {} : { gitignore: ignore.gitignore }), gitignoreAdded: ignore?.added ?? false };
}

/** The nearest directory at or above `start` that holds `.git` (a folder, or a file in worktrees). */
export async function findGitRoot(start: string): Promise<string | undefined> {
  let dir = path.resolve(start);
  for (;;) {
    try {
      await access(path.join(dir, '.git'), constants.F_OK);
      return dir;
    } catch {
      // Not here; go up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

async function ignoreInCheckout(absoluteFile: string, cwd: string): Promise<{ gitignore: string; added: boolean } | undefined> {
  const found = await findGitRoot(cwd);
  if (found === undefined) return undefined;
  // Compare real paths: a temp dir reached through a symlink (/tmp on macOS) is still inside.
  const root = await realpath(found);
  const fileReal = path.join(await realpath(path.dirname(absoluteFile)), path.basename(absoluteFile));
  const relative = path.relative(root, fileReal);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const entry = `/${relative.split(path.sep).join('/')}`;
  const gitignore = path.join(root, '.gitignore');
  let text = '';
  try {
    text = await readFile(gitignore, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
  }
  const present = text.split(/\r?\n/).some((line) => {
    const item = line.trim();
    return item === entry || item === entry.slice(1);
  });
  if (present) return { gitignore, added: false };
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  await writeFile(gitignore, `${text}${separator}${entry}\n`, 'utf8');
  return { gitignore, added: true };
}
