import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { generateAll, type GeneratedFiles } from './generateProtocol.js';

export interface DriftEntry {
  readonly file: string;
  readonly kind: 'stale' | 'missing' | 'extra';
  /** A short unified-style excerpt around the first difference (stale files only). */
  readonly diff: string;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/** The first differing region of two texts, a few lines of context, at most `max` lines shown. */
export function shortDiff(expected: string, actual: string, max = 12): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  let first = 0;
  while (first < a.length && first < e.length && a[first] === e[first]) first++;
  let endA = a.length - 1;
  let endE = e.length - 1;
  while (endA > first && endE > first && a[endA] === e[endE]) {
    endA--;
    endE--;
  }
  const removed = a.slice(first, endA + 1).map((l) => `- ${l}`);
  const added = e.slice(first, endE + 1).map((l) => `+ ${l}`);
  const body = [...removed.slice(0, max / 2), ...added.slice(0, max / 2)];
  const more = removed.length + added.length - body.length;
  return [`@@ line ${first + 1} (- on disk, + from schemas) @@`, ...body, ...(more > 0 ? [`... ${more} more changed lines`] : [])].join('\n');
}

export function compareGenerated(root: string, expected: GeneratedFiles): DriftEntry[] {
  const drift: DriftEntry[] = [];
  for (const [file, content] of Object.entries(expected)) {
    const path = join(root, file);
    if (!existsSync(path)) {
      drift.push({ file, kind: 'missing', diff: '' });
      continue;
    }
    const actual = readFileSync(path, 'utf8');
    if (actual !== content) drift.push({ file, kind: 'stale', diff: shortDiff(content, actual) });
  }
  for (const path of listFiles(join(root, 'generated'))) {
    const file = relative(root, path).split(sep).join('/');
    if (!(file in expected)) drift.push({ file, kind: 'extra', diff: '' });
  }
  return drift.sort((x, y) => x.file.localeCompare(y.file));
}

/** Regenerates everything in memory and compares it with `generated/`. */
export async function checkGenerated(root: string): Promise<DriftEntry[]> {
  return compareGenerated(root, await generateAll(root));
}

/** Rewrites `generated/` from the schemas, removing files no schema produces. */
export async function writeGenerated(root: string): Promise<string[]> {
  const files = await generateAll(root);
  for (const path of listFiles(join(root, 'generated'))) {
    const file = relative(root, path).split(sep).join('/');
    if (!(file in files)) rmSync(path);
  }
  for (const [file, content] of Object.entries(files)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return Object.keys(files).sort();
}
