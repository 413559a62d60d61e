import { readFileSync, writeFileSync } from 'node:fs';
import { formatCheck, formatFigure, formatNumber, type BenchResults } from './results.js';

const START = '<!-- bench:start (generated from bench/results.json by npm run bench; do not edit) -->';
const END = '<!-- bench:end -->';

const cell = (s: string): string => s.replace(/\|/g, '\\|');

/** The README's benchmark table, produced from results.json alone. */
export function renderTable(results: BenchResults): string {
  const lines = [
    `Measured ${results.updatedAt.slice(0, 10)} on ${results.machine.cpus} cores, Node ${results.machine.node}, medians of ${results.rounds} alternating rounds.`,
    '',
    '| id | what | ours | floor | ratio | goal |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results.rows) {
    const goal = r.checks.length > 0 ? r.checks.map(formatCheck).join('; ') : 'none (informational)';
    lines.push(`| ${r.id} | ${cell(r.what)} | ${cell(`${r.ours.label}: ${formatFigure(r.ours)}`)} | ${cell(`${r.floor.label}: ${formatFigure(r.floor)}`)} | ${formatNumber(r.ratio)}x | ${cell(goal)} |`);
  }
  return lines.join('\n');
}

/** Replaces the text between the markers; returns whether the file changed. */
export function updateReadmeTable(readmePath: string, results: BenchResults): boolean {
  const text = readFileSync(readmePath, 'utf8');
  const next = replaceTable(text, results);
  if (next === text) return false;
  writeFileSync(readmePath, next);
  return true;
}

export function replaceTable(readme: string, results: BenchResults): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no benchmark markers (${START} ... ${END})`);
  return `${readme.slice(0, start + START.length)}\n${renderTable(results)}\n${readme.slice(end)}`;
}
