import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { checkPasses, type Check, type Figure, type RowResult } from './row.js';

/** bench/results.json: the last measurement of each row, and where it was taken. */
export interface BenchResults {
  machine: { node: string; cpus: number; platform: string };
  updatedAt: string;
  rounds: number;
  rows: RowResult[];
}

export function readResults(path: string): BenchResults | undefined {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as BenchResults;
}

export function writeResults(path: string, results: BenchResults): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}

/** 3 significant digits, thousands separated: 239 ms, 1.57x, 141,000 req/s, 0.034x. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export const formatFigure = (f: Figure): string => `${formatNumber(f.value)} ${f.unit}`;

export function formatCheck(c: Check): string {
  const name = c.name === 'ratio' ? '' : `${c.name} `;
  return `${name}${formatNumber(c.value)}${c.unit === 'x' ? 'x' : ` ${c.unit}`} ${c.op} ${formatNumber(c.goal)}${c.unit === 'x' ? 'x' : ` ${c.unit}`} ${checkPasses(c) ? 'ok' : 'MISSED'}`;
}

/** One console line per row: id, both figures, the ratio and every check. */
export function formatRowLine(r: RowResult): string {
  const checks = r.checks.length > 0 ? r.checks.map(formatCheck).join('; ') : 'no goal';
  return `${r.id.padEnd(4)} ${r.ours.label} ${formatFigure(r.ours)} vs ${r.floor.label} ${formatFigure(r.floor)} -> ${formatNumber(r.ratio)}x   [${checks}]`;
}
