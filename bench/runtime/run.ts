/**
 * Throughput of the agent loop for one long scripted stream, beside a bare loop over the same
 * chunks, in one process run:
 *
 *   npx tsx bench/runtime/run.ts [chunks]        (default 200000)
 *
 * "bare" iterates the ScriptedModelClient's stream directly (the floor: what the model layer
 * costs). "runtime" runs the same script through Runner.start and consumes `events()` (stamping,
 * the bounded channel, the pull-based consumer). "runtime+sqlite" adds the SQLite event store.
 * Events per second count model stream events for bare and RunEvents for the runtime, which are
 * one per chunk plus a handful per run, so the two rates compare like for like.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteRunEventStore } from '../../src/lib/runtime/index.js';
import { bareStream as bare, eventsPerSecond as rate, scriptedRun as runtime, type Timed } from './scriptedRun.js';

const chunks = Number(process.argv[2] ?? 200_000);
if (!Number.isInteger(chunks) || chunks <= 0) {
  console.error('usage: npx tsx bench/runtime/run.ts [chunks]');
  process.exit(2);
}

function line(label: string, r: Timed): string {
  return `${label.padEnd(16)} ${String(r.events).padStart(8)} events  ${r.ms.toFixed(0).padStart(7)} ms  ${Math.round(rate(r)).toLocaleString('en-US').padStart(12)} events/s`;
}

const workspace = await mkdtemp(path.join(tmpdir(), 'vv-bench-'));
try {
  // Warm-up so that both sides run JIT-compiled code.
  await bare(10_000);
  await runtime(10_000, workspace);

  const bareResult = await bare(chunks);
  const runtimeResult = await runtime(chunks, workspace);
  const store = new SqliteRunEventStore(path.join(workspace, 'bench-events.sqlite'));
  const sqliteResult = await runtime(chunks, workspace, store);
  store.close();

  console.log(`runtime bench: ${chunks} scripted text chunks, node ${process.version}`);
  console.log(line('bare loop', bareResult));
  console.log(line('runtime', runtimeResult));
  console.log(line('runtime+sqlite', sqliteResult));
  console.log(`ratio runtime/bare: ${(rate(runtimeResult) / rate(bareResult)).toFixed(3)}`);
  console.log(`ratio runtime+sqlite/bare: ${(rate(sqliteResult) / rate(bareResult)).toFixed(3)}`);
} finally {
  await rm(workspace, { recursive: true, force: true });
}
