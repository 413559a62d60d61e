/**
 * `npm run bench`: every benchmark row of issue 13 (and the earlier benches), each ours beside its
 * floor in the same run, alternating, medians of --rounds rounds. Prints one line per row, writes
 * bench/results.json, rewrites the README's benchmark table from it, and exits 1 when a goal is
 * missed (2 on bad flags, 1 when a row fails to run).
 *
 *   npm run bench [-- --only P1,P3] [--rounds 5] [--no-write]
 *
 * With --only, the other rows of results.json are kept as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPasses, type BenchContext, type RowResult } from './lib/row.js';
import { formatRowLine, readResults, writeResults, type BenchResults } from './lib/results.js';
import { allRows } from './rows/index.js';
import { updateReadmeTable } from './lib/readmeTable.js';

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run bench -- [--only ID,ID] [--rounds N (>= 3)] [--no-write]\n`);
  process.exit(2);
}

function parseFlags(): { only?: string | undefined; rounds: string; 'no-write': boolean } {
  try {
    return parseArgs({
      options: { only: { type: 'string' }, rounds: { type: 'string', default: '5' }, 'no-write': { type: 'boolean', default: false } },
    }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
}
const opts = parseFlags();
const rounds = Number(opts.rounds);
if (!Number.isInteger(rounds) || rounds < 3) usage(`--rounds must be an integer of at least 3, got ${opts.rounds}`);
const known = new Map(allRows.map((r) => [r.id, r]));
const wanted = opts.only === undefined ? allRows : opts.only.split(',').map((id) => known.get(id.trim()) ?? usage(`unknown row ${id}; rows: ${[...known.keys()].join(', ')}`));

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'vv-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, VV_AGENT_HOME: work, NO_COLOR: '1' };
delete env['NODE_EXTRA_CA_CERTS'];
const ctx: BenchContext = { rounds, root, work, env, log: (m) => process.stderr.write(`  ${m}\n`) };

const results: RowResult[] = [];
const failedToRun: string[] = [];
try {
  for (const row of wanted) {
    process.stderr.write(`${row.id}: ${row.what}\n`);
    try {
      const m = await row.run(ctx);
      const result: RowResult = { id: row.id, what: row.what, ...m, passed: m.checks.every(checkPasses) };
      results.push(result);
      console.log(formatRowLine(result));
    } catch (error) {
      failedToRun.push(row.id);
      console.log(`${row.id.padEnd(4)} FAILED TO RUN: ${(error as Error).stack ?? String(error)}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (!opts['no-write']) {
  const path = join(root, 'bench/results.json');
  const previous = readResults(path);
  const byId = new Map((previous?.rows ?? []).map((r) => [r.id, r]));
  for (const r of results) byId.set(r.id, r);
  const order = allRows.map((r) => r.id);
  const merged: BenchResults = {
    machine: { node: process.version, cpus: cpus().length, platform: process.platform },
    updatedAt: new Date().toISOString(),
    rounds,
    rows: [...byId.values()].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
  };
  writeResults(path, merged);
  process.stderr.write(`wrote ${path}\n`);
  if (updateReadmeTable(join(root, 'README.md'), merged)) process.stderr.write('updated the README table\n');
}

const missed = results.filter((r) => !r.passed).map((r) => r.id);
if (missed.length > 0) console.log(`goal missed: ${missed.join(', ')}`);
if (failedToRun.length > 0) console.log(`failed to run: ${failedToRun.join(', ')}`);
process.exitCode = missed.length > 0 || failedToRun.length > 0 ? 1 : 0;
