import { isAbsolute, relative, resolve } from 'node:path';

/** What a command that writes files reports: the same shape in every export command's `--json`. */
export interface WrittenFiles {
  readonly files: string[];
  readonly removed: string[];
}

/** A path as the user would type it: relative to the working directory when inside it. */
function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, resolve(cwd, path));
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? resolve(cwd, path) : rel;
}

/**
 * One line per file (`wrote PATH`, `removed PATH`): every export command prints its paths this
 * way, so scripts can read any of them alike.
 */
export function writtenFiles(files: readonly string[], removed: readonly string[] = []): { report: WrittenFiles; lines: string[] } {
  const report = { files: files.map((f) => displayPath(f)), removed: removed.map((f) => displayPath(f)) };
  return { report, lines: [...report.files.map((f) => `wrote ${f}`), ...report.removed.map((f) => `removed ${f}`)] };
}
