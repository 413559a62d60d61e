/**
 * `KEY=value` secrets files (dotenv syntax, parsed by `util.parseEnv`). A secrets file is used only
 * when it is safe, as ssh does with private keys: a symbolic link is refused (replacing it would
 * leave its target stale; following it would read whatever it points to), and so is a file that
 * its group or others may access. Files are written with mode 0600, atomically, and kept out of
 * git. Nothing here prints or throws a secret's value: errors name files and keys only.
 */
import { constants } from 'node:fs';
import { chmod, lstat, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { VvAgentError } from './errors.js';
import { ignoreInGitCheckout } from './gitIgnore.js';
import { makeDirectory } from './makeDirectory.js';

export type SecretsValues = Readonly<Record<string, string>>;

const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Mode bits that let someone other than the owner read or change the file. */
const GROUP_OR_OTHER_BITS = 0o077;

interface ParsedLine {
  readonly key: string;
  readonly value: string;
}

/**
 * One line at a time, so that a writer can replace a key's line in place and a stray quote cannot
 * swallow the lines after it. Leading `export` and surrounding whitespace are dropped first:
 * `util.parseEnv` of Node 20 keeps them in the key.
 */
function parseLine(line: string): ParsedLine | undefined {
  const parsed = classifyLine(line);
  return typeof parsed === 'string' ? undefined : parsed;
}

/** A line's assignment, or whether it is blank / a comment (`skip`) or not `KEY=value` at all (`bad`). */
function classifyLine(line: string): ParsedLine | 'skip' | 'bad' {
  const start = line.trim().replace(/^export\s+/, '');
  if (start === '' || start.startsWith('#')) return 'skip';
  if (!start.includes('=')) return 'bad';
  const entries = Object.entries(parseEnv(start));
  if (entries.length !== 1) return 'bad';
  const [key, value] = entries[0] as [string, string | undefined];
  if (!KEY_PATTERN.test(key) || value === undefined) return 'bad';
  return { key, value };
}

/**
 * Parses `KEY=value` lines: blank lines and `#` comments are ignored, `\r` and surrounding
 * whitespace stripped, `export KEY=` and one pair of quotes accepted, an unquoted ` #` starts a
 * comment, and an empty value counts as missing (left out). A later line for the same key wins.
 */
export function parseSecrets(text: string): Record<string, string> {
  return scanSecrets(text).values;
}

/**
 * `parseSecrets` in one pass, with the number (from 1) of the first line that is neither
 * `KEY=value` nor blank nor a `#` comment. A file of such lines (binary garbage, a pasted key
 * alone, a wrong file named) would otherwise read as empty and surface later as a missing setting.
 */
function scanSecrets(text: string): { values: Record<string, string>; malformedLine: number | undefined } {
  const values: Record<string, string> = {};
  let malformedLine: number | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    const parsed = classifyLine(line);
    if (parsed === 'bad') malformedLine ??= index + 1;
    if (typeof parsed === 'string') continue;
    if (parsed.value.trim() === '') delete values[parsed.key];
    else values[parsed.key] = parsed.value;
  }
  return { values, malformedLine };
}

export interface ReadSecretsOptions {
  /** A missing file reads as empty instead of failing (for the default file). */
  readonly missingOk?: boolean;
}

/**
 * Reads and parses a secrets file. A missing or unreadable file, a symbolic link, a file open
 * to its group or others (with the `chmod` to run) and a line that is not `KEY=value` (with its
 * number) are config errors naming the file.
 */
export async function readSecretsFile(file: string, options: ReadSecretsOptions = {}): Promise<Record<string, string>> {
  const text = await readOwnFile(file, { checkMode: true });
  if (text === undefined) {
    if (options.missingOk === true) return {};
    throw new VvAgentError('secrets_file_unreadable', `secrets file ${file} does not exist`, 'config');
  }
  const { values, malformedLine } = scanSecrets(text);
  // The line's number only, never its content: it may be a secret pasted without its key.
  if (malformedLine !== undefined) throw new VvAgentError('secrets_file_syntax', `secrets file ${file}: line ${malformedLine} is not KEY=value (nor blank or a # comment)`, 'config');
  return values;
}

/**
 * The file's text, or undefined when it does not exist. Opened without following a final
 * symbolic link, and checked on the open descriptor, so the file checked is the file read.
 */
async function readOwnFile(file: string, check: { readonly checkMode: boolean }): Promise<string | undefined> {
  // O_NOFOLLOW is missing on Windows; lstat stands in for it there.
  const noFollow = constants.O_NOFOLLOW as number | undefined;
  let handle;
  try {
    if (noFollow === undefined && (await lstat(file)).isSymbolicLink()) throw symlinkRefused(file);
    handle = await open(file, constants.O_RDONLY | (noFollow ?? 0));
  } catch (error) {
    if (error instanceof VvAgentError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP' || code === 'EMLINK') throw symlinkRefused(file);
    throw new VvAgentError('secrets_file_unreadable', `cannot read secrets file ${file} (${errnoCode(error)})`, 'config', { cause: error });
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new VvAgentError('secrets_file_unreadable', `secrets file ${file} is not a regular file`, 'config');
    const loose = info.mode & GROUP_OR_OTHER_BITS;
    if (check.checkMode && loose !== 0 && process.platform !== 'win32') {
      const mode = (info.mode & 0o777).toString(8).padStart(4, '0');
      throw new VvAgentError(
        'secrets_file_permissions',
        `secrets file ${file} is accessible by group or others (mode ${mode}); make it private with: chmod 600 ${file}`,
        'config',
      );
    }
    return await handle.readFile('utf8');
  } catch (error) {
    if (error instanceof VvAgentError) throw error;
    throw new VvAgentError('secrets_file_unreadable', `cannot read secrets file ${file} (${errnoCode(error)})`, 'config', { cause: error });
  } finally {
    await handle.close();
  }
}

/** The system's error code (ENOENT, EACCES, ...) for a message: names the reason, never a value. */
function errnoCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'error';
}

function unwritable(absolute: string, error: unknown): VvAgentError {
  return new VvAgentError('secrets_file_unwritable', `cannot write secrets file ${absolute} (${errnoCode(error)})`, 'config', { cause: error });
}

function symlinkRefused(file: string): VvAgentError {
  return new VvAgentError(
    'secrets_file_symlink',
    `secrets file ${file} is a symbolic link; refusing to use it: name the file it points to instead`,
    'config',
  );
}

/**
 * The spelling of `value` that reads back as exactly `value`: bare when it can be, else single
 * then double quotes (an unquoted `#` would start a comment, surrounding spaces would be lost).
 */
function formatValue(key: string, value: string): string | undefined {
  for (const spelled of [value, `'${value}'`, `"${value}"`]) {
    if (parseLine(`${key}=${spelled}`)?.value === value) return spelled;
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
  /** The line (`/path`) that lists the file in that `.gitignore`. */
  readonly gitignoreEntry?: string;
  /** True when that line was missing but not added because `.gitignore` is tracked by git: the caller tells the user. */
  readonly gitignoreSkippedTracked?: boolean;
}

/**
 * Fails as writeSecrets would when it could not create or replace `file`, and creates nothing, so
 * that a caller can check before it changes anything else: the nearest folder on the path that
 * exists (writeSecrets makes the missing ones) must be a directory in which a file can be made,
 * which a probe file, removed at once, shows. Even root cannot make one in some directories
 * (`/proc`), so asking access(2) would not do.
 */
export async function checkSecretsFileWritable(file: string, options: WriteSecretsOptions = {}): Promise<void> {
  const absolute = path.resolve(options.cwd ?? process.cwd(), file);
  try {
    const { dir, isDirectory } = await nearestExisting(path.dirname(absolute));
    if (!isDirectory) throw Object.assign(new Error(`${dir} is not a directory`), { code: 'ENOTDIR' });
    const probe = path.join(dir, `.${path.basename(absolute)}.${process.pid}.probe`);
    await writeFile(probe, '', { mode: 0o600, flag: 'wx' });
    await rm(probe, { force: true });
  } catch (error) {
    throw unwritable(absolute, error);
  }
}

/** `dir`, or the nearest of its parents that exists, and whether it is a directory. */
async function nearestExisting(dir: string): Promise<{ dir: string; isDirectory: boolean }> {
  try {
    return { dir, isDirectory: (await stat(dir)).isDirectory() };
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT' || path.dirname(dir) === dir) throw error;
    return nearestExisting(path.dirname(dir));
  }
}

/**
 * Sets `entries` in a secrets file, keeping its other lines (comments included) and replacing the
 * lines of the keys written. The file is written to a temporary 0600 file and renamed over the
 * old one, so no reader ever sees a half-written file or a world-readable secret, and an existing
 * file ends up 0600 too. A symbolic link is refused rather than replaced. When the file lies
 * inside the git checkout of `cwd`, it is added to the checkout's `.gitignore`.
 */
export async function writeSecrets(
  file: string,
  entries: Readonly<Record<string, string>>,
  options: WriteSecretsOptions = {},
): Promise<WriteSecretsResult> {
  const lines = new Map<string, string>();
  for (const [key, value] of Object.entries(entries)) {
    if (!KEY_PATTERN.test(key)) throw new VvAgentError('invalid_secret_key', `cannot write secret key '${key}': keys are letters, digits and _`, 'usage');
    if (/[\r\n]/.test(value)) throw new VvAgentError('invalid_secret_value', `the value of ${key} contains a line break`, 'usage');
    const spelled = formatValue(key, value);
    if (spelled === undefined) throw new VvAgentError('invalid_secret_value', `the value of ${key} cannot be written so that it reads back unchanged`, 'usage');
    lines.set(key, `${key}=${spelled}`);
  }
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const absolute = path.resolve(cwd, file);
  try {
    // Not mkdir({ recursive: true }): on Node 20 it never returns for a folder under /proc.
    makeDirectory(path.dirname(absolute));
  } catch (error) {
    throw unwritable(absolute, error);
  }

  // The mode of an existing file is not checked: it is about to be replaced by a 0600 one.
  const existing = (await readOwnFile(absolute, { checkMode: false })) ?? '';
  const written = new Set<string>();
  const out: string[] = [];
  const oldLines = existing === '' ? [] : existing.replace(/\r?\n$/, '').split(/\r?\n/);
  for (const line of oldLines) {
    const parsed = parseLine(line);
    const replacement = parsed === undefined ? undefined : lines.get(parsed.key);
    if (parsed !== undefined && replacement !== undefined) {
      // The first line of a key takes the new value; later duplicates would override it on read.
      if (!written.has(parsed.key)) {
        out.push(replacement);
        written.add(parsed.key);
      }
      continue;
    }
    out.push(line);
  }
  for (const [key, line] of lines) {
    if (!written.has(key)) out.push(line);
  }

  const temporary = `${absolute}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, `${out.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
    // The mode given at creation is reduced by the umask; set it exactly.
    await chmod(temporary, 0o600);
    // A link made between the read above and now is refused too, not silently replaced.
    if ((await lstat(absolute).catch(() => undefined))?.isSymbolicLink() === true) throw symlinkRefused(absolute);
    await rename(temporary, absolute);
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof VvAgentError) throw error;
    throw unwritable(absolute, error);
  }

  const ignore = await ignoreInGitCheckout(absolute, cwd);
  return {
    file: absolute,
    ...(ignore === undefined ? {} : { gitignore: ignore.gitignore, gitignoreEntry: ignore.entry, gitignoreSkippedTracked: ignore.skippedTracked }),
    gitignoreAdded: ignore?.added ?? false,
  };
}
