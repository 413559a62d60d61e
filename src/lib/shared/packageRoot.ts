import { existsSync, readFileSync } from 'node:fs';
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

export interface PackageManifest {
  readonly name: string;
  readonly version: string;
  readonly dependencies: Record<string, string>;
  readonly engines?: Readonly<Record<string, string>>;
}

let cachedManifest: PackageManifest | undefined;

/** This package's own package.json (its version names the client to servers; scaffolds depend on it by version). */
export function packageManifest(): PackageManifest {
  cachedManifest ??= JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as PackageManifest;
  return cachedManifest;
}
