import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../shared/errors.js';

const PROJECT_NAME = /^[a-z][a-z0-9-]{0,62}$/;

/** `<dir>/<name>` for a new project: the name is a valid npm package name, the folder empty or absent. */
export function newProjectTarget(kind: 'app' | 'agent', name: string, dir: string | undefined): string {
  if (!PROJECT_NAME.test(name)) throw new UsageError(`${kind} name '${name}' must be lowercase letters, digits and dashes, starting with a letter`, `invalid_${kind}_name`);
  const target = resolve(dir ?? '.', name);
  if (existsSync(target) && readdirSync(target).length > 0) throw new UsageError(`${target} exists and is not empty`, 'target_not_empty');
  return target;
}

/** Writes each file under `root`, creating folders; `exclusive` refuses to replace an existing file. */
export function writeProjectFiles(root: string, files: Readonly<Record<string, string>>, options: { exclusive?: boolean } = {}): string[] {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content, options.exclusive ? { flag: 'wx' } : {});
  }
  return Object.keys(files);
}
