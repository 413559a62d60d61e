import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding this package's package.json, found by walking up from this module. Works
 * from `src/` (tsx, vitest) and from `dist/src/` (the built CLI) alike.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schemas'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('vv-agent: cannot find the package root above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
