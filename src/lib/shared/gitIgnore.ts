/**
 * Keeps a file that holds secrets out of git: the checkout that contains it gets an anchored
 * `/path` line in its root `.gitignore`, once, unless that `.gitignore` is tracked by git (an edit
 * there would land in someone's next commit unnoticed); the caller says so instead.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export interface GitIgnoreResult {
  /** The `.gitignore` that lists the file. */
  readonly gitignore: string;
  /** Whether this call added the line (false: it was already listed, or the file is tracked). */
  readonly added: boolean;
  /** The entry that keeps the file out of git (`/path` from the checkout's root). */
  readonly entry: string;
  /** True when the line was missing but not added because `.gitignore` is tracked by git. */
  readonly skippedTracked: boolean;
}

/** Whether git tracks `file` in the checkout at `root` (false when git is not installed). */
function isTrackedByGit(root: string, file: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('git', ['ls-files', '--error-unmatch', '--', file], { cwd: root, timeout: 10_000 }, (error) => resolve(error === null));
  });
}

/**
 * Lists `absoluteFile` in the `.gitignore` of the git checkout that holds `cwd`, when the file lies
 * inside that checkout; undefined when there is no checkout or the file is outside it. An entry
 * already present, anchored or not, is kept as is.
 */
export async function ignoreInGitCheckout(absoluteFile: string, cwd: string): Promise<GitIgnoreResult | undefined> {
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
  if (present) return { gitignore, added: false, entry, skippedTracked: false };
  if (text !== '' && (await isTrackedByGit(root, '.gitignore'))) return { gitignore, added: false, entry, skippedTracked: true };
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  await writeFile(gitignore, `${text}${separator}${entry}\n`, 'utf8');
  return { gitignore, added: true, entry, skippedTracked: false };
}
