import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isErrno } from './isErrno.js';

/**
 * `mkdir -p` that always ends. Node 20's `mkdirSync(path, { recursive: true })` spins forever
 * when mkdir answers ENOENT for a parent that exists (any path under /proc, e.g. `/proc/x`): here
 * each missing level is created in turn, top down, so such a path fails at once with the
 * system's error (ENOENT, EACCES, ENOTDIR, ...), which the caller reports. `mode` applies to the
 * directories created; existing ones are left as they are.
 */
export function makeDirectory(path: string, mode?: number): void {
  const missing: string[] = [];
  for (let current = resolve(path); ; current = dirname(current)) {
    try {
      statSync(current);
      break;
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
      missing.push(current);
      if (dirname(current) === current) break;
    }
  }
  for (const dir of missing.reverse()) {
    try {
      mkdirSync(dir, mode === undefined ? {} : { mode });
    } catch (error) {
      // Made by someone else in the meantime: as good as made here.
      if (!isErrno(error, 'EEXIST')) throw error;
    }
  }
  // The last level may be a file: mkdir -p's ENOTDIR / EEXIST, as the user would see them.
  if (missing.length === 0 && !statSync(resolve(path)).isDirectory()) mkdirSync(path);
}
