import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { generateAll, protocolPackages, type GeneratedFiles } from './generateProtocol.js';
import { makeDirectory } from '../shared/makeDirectory.js';

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

/** Line-level LCS over a small region; null when the region is too large to be worth it. */
function lcsDiff(a: readonly string[], e: readonly string[]): string[] | null {
  if (a.length * e.length > 4_000_000) return null;
  const width = e.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = e.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === e[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < e.length) {
    if (i < a.length && j < e.length && a[i] === e[j]) {
      i++;
      j++;
    } else if (j < e.length && (i >= a.length || table[i * width + j + 1]! >= table[(i + 1) * width + j]!)) {
      out.push(`+ ${e[j++]}`);
    } else {
      out.push(`- ${a[i++]}`);
    }
  }
  return out;
}

/** The changed lines of `actual` (on disk) against `expected` (from the schemas), at most `max` shown. */
export function shortDiff(expected: string, actual: string, max = 12): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  let first = 0;
  while (first < a.length && first < e.length && a[first] === e[first]) first++;
  let endA = a.length;
  let endE = e.length;
  while (endA > first && endE > first && a[endA - 1] === e[endE - 1]) {
    endA--;
    endE--;
  }
  const regionA = a.slice(first, endA);
  const regionE = e.slice(first, endE);
  const changed = lcsDiff(regionA, regionE) ?? [...regionA.map((l) => `- ${l}`), ...regionE.map((l) => `+ ${l}`)];
  // Generated lines can be long (validator code): show the start of each.
  const shown = changed.slice(0, max).map((l) => (l.length > 160 ? `${l.slice(0, 160)}...` : l));
  const more = changed.length - shown.length;
  return [`@@ from line ${first + 1} (- on disk, + from schemas) @@`, ...shown, ...(more > 0 ? [`... ${more} more changed lines`] : [])].join('\n');
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

/** A root with no schemas is the user's mistake (a wrong --root), never "nothing to do". */
function requireSchemas(root: string, verb: 'check' | 'generate'): void {
  if (protocolPackages(root).length === 0) {
    throw new UsageError(`nothing to ${verb}: ${join(root, 'schemas')} holds no <part>/definitions.json`, `nothing_to_${verb}`);
  }
}

/**
 * Regenerates everything in memory and compares it with `generated/`. A root with no schemas is
 * a usage error, not a pass: CI pointed at the wrong directory must fail.
 */
export async function checkGenerated(root: string): Promise<DriftEntry[]> {
  requireSchemas(root, 'check');
  return compareGenerated(root, await generateAll(root));
}

/**
 * Rewrites `generated/` from the schemas, removing files no schema produces. Paths come back
 * absolute: `written` every file the schemas produce, `removed` the stale ones deleted.
 */
export async function writeGenerated(root: string): Promise<{ written: string[]; removed: string[] }> {
  // Without schemas every file under generated/ would count as stale and be deleted.
  requireSchemas(root, 'generate');
  const files = await generateAll(root);
  const removed: string[] = [];
  for (const path of listFiles(join(root, 'generated'))) {
    const file = relative(root, path).split(sep).join('/');
    if (!(file in files)) {
      rmSync(path);
      removed.push(path);
    }
  }
  for (const [file, content] of Object.entries(files)) {
    const path = join(root, file);
    makeDirectory(dirname(path));
    writeFileSync(path, content);
  }
  return { written: Object.keys(files).sort().map((file) => join(root, file)), removed: removed.sort() };
}
