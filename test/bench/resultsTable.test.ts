import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaceTable, renderTable } from '../../bench/lib/readmeTable.js';
import { formatRowLine, readResults, type BenchResults } from '../../bench/lib/results.js';
import { alternate, checkPasses, median, ratioRow, figure } from '../../bench/lib/row.js';

const root = new URL('../../', import.meta.url);

describe('bench results', () => {
  it('the README table is the rendering of bench/results.json (rerun npm run bench to refresh both)', () => {
    const results = readResults(new URL('bench/results.json', root).pathname);
    expect(results, 'bench/results.json is committed').toBeDefined();
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(replaceTable(readme, results as BenchResults)).toBe(readme);
  });

  it('a row misses its goal when the check does not hold, in either direction', () => {
    const atMost = ratioRow(figure('ours', 'ms', [300, 240, 250]), figure('node', 'ms', [28, 30, 29]), '<=', 3);
    expect(atMost.ratio).toBeCloseTo(250 / 29);
    expect(atMost.checks.every(checkPasses)).toBe(false);
    const atLeast = ratioRow(figure('ours', 'req/s', [90, 95, 99]), figure('echo', 'req/s', [100, 100, 100]), '>=', 0.85);
    expect(atLeast.checks.every(checkPasses)).toBe(true);
    const line = formatRowLine({ id: 'P1', what: 'w', passed: false, ...atMost });
    expect(line).toContain('250 ms vs node 29.0 ms');
    expect(line).toContain('MISSED');
  });

  it('alternates ours and the floor, swapping the order every round, and takes medians', async () => {
    const order: string[] = [];
    const samples = await alternate(
      4,
      async (r) => (order.push(`o${r}`), r),
      async (r) => (order.push(`f${r}`), 10 * r),
    );
    expect(order).toEqual(['o0', 'f0', 'f1', 'o1', 'o2', 'f2', 'f3', 'o3']);
    expect(median(samples.ours)).toBe(1.5);
    expect(median([5, 1, 3])).toBe(3);
  });

  it('renders one table line per row with both figures, the ratio and the goal', () => {
    const results: BenchResults = {
      machine: { node: 'v20', cpus: 2, platform: 'linux' }, updatedAt: '2026-12-01T00:00:00Z', rounds: 3,
      rows: [{ id: 'P5', what: 'a | b', passed: true, ...ratioRow(figure('ours', 'ms', [3]), figure('bare', 'ms', [2]), '<=', 2) }],
    };
    expect(renderTable(results)).toContain('| P5 | a \\| b | ours: 3.00 ms | bare: 2.00 ms | 1.50x | 1.50x <= 2.00x ok |');
  });
});
