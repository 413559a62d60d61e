import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { makeDirectory } from '../shared/makeDirectory.js';

const PROJECT_NAME = /^[a-z][a-z0-9-]{0,62}$/;

/**
 * For the npm install of a new project's `next:` line. npm runs the `prepare` script of a
 * dependency installed from a folder (this vv-agent, by path or `file:`): a rebuild of vv-agent in
 * place, which rewrites the dist/ of a vv-agent in use and fails where its dev dependencies are
 * absent. The project's own dependencies (vv-agent, zod) need no install script: vv-agent is
 * linked with the dependencies it already has.
 */
export const SKIP_PATH_DEPENDENCY_BUILD = '--ignore-scripts';

/** An empty `--dir` is a mistake (a variable that was not set), not the current directory: as `--out ''` is refused. */
export function refuseEmptyDir(dir: string | undefined): void {
  if (dir !== undefined && dir.trim() === '') throw new UsageError('--dir must not be empty (leave it out for the current directory)', 'dir_empty');
}

/**
 * `<dir>/<name>` for a new project, created: the name is a valid npm package name, the folder
 * empty or absent, and a folder that cannot be made (a file in the way, `/proc/x`) is the user's.
 */
export function newProjectTarget(kind: 'app' | 'agent', name: string, dir: string | undefined): string {
  refuseEmptyDir(dir);
  if (!PROJECT_NAME.test(name)) throw new UsageError(`${kind} name '${name}' must be lowercase letters, digits and dashes, starting with a letter`, `invalid_${kind}_name`);
  const target = resolve(dir ?? '.', name);
  if (existsSync(target) && !statSync(target).isDirectory()) throw new UsageError(`${target} exists and is not a directory`, 'target_unusable');
  if (existsSync(target) && readdirSync(target).length > 0) throw new UsageError(`${target} exists and is not empty`, 'target_not_empty');
  try {
    makeDirectory(target);
  } catch (error) {
    throw new UsageError(`${target} cannot be created: ${error instanceof Error ? error.message : String(error)}`, 'target_unusable');
  }
  return target;
}

/**
 * Writes each file under `root`, creating folders; `exclusive` refuses to replace an existing file.
 * All or nothing: the folders are made first (a file in the way of one is found before anything is
 * written), and a write that fails takes back the files this call wrote. Either is the user's to
 * fix (exit 2, naming the path).
 */
export function writeProjectFiles(root: string, files: Readonly<Record<string, string>>, options: { exclusive?: boolean } = {}): string[] {
  const unusable = (path: string, error: unknown): UsageError =>
    new UsageError(`${path} cannot be written: ${error instanceof Error ? error.message : String(error)}`, 'target_unusable');
  const targets = Object.entries(files).map(([path, content]) => ({ full: join(root, path), content }));
  for (const { full } of targets) {
    try {
      makeDirectory(dirname(full));
    } catch (error) {
      throw unusable(dirname(full), error);
    }
  }
  const written: string[] = [];
  for (const { full, content } of targets) {
    try {
      writeFileSync(full, content, options.exclusive ? { flag: 'wx' } : {});
    } catch (error) {
      for (const done of written) rmSync(done, { force: true });
      throw unusable(full, error);
    }
    written.push(full);
  }
  return Object.keys(files);
}
