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
import { performance } from 'node:perf_hooks';
import { ScriptedModelClient, type ModelRequest, type Script } from '../../src/lib/llm/index.js';
import { Runner, SqliteRunEventStore, type RunEventStore } from '../../src/lib/runtime/index.js';

const chunks = Number(process.argv[2] ?? 200_000);
if (!Number.isInteger(chunks) || chunks <= 0) {
  console.error('usage: npx tsx bench/runtime/run.ts [chunks]');
  process.exit(2);
}

function script(n: number): Script {
  const steps = Array.from({ length: n }, (_, i) => ({ type: 'text' as const, text: `t${i % 10} ` }));
  return { turns: [{ steps, usage: null }] };
}

async function bare(n: number): Promise<{ events: number; ms: number }> {
  const client = new ScriptedModelClient({ script: script(n) });
  const request: ModelRequest = { messages: [{ role: 'user', content: 'bench' }], tools: [] };
  const start = performance.now();
  let events = 0;
  for await (const _event of client.stream(request)) events += 1;
  return { events, ms: performance.now() - start };
}

async function runtime(n: number, workspace: string, eventStore?: RunEventStore): Promise<{ events: number; ms: number }> {
  const agent = { name: 'bench', instructions: '', tools: [], model: new ScriptedModelClient({ script: script(n) }) };
  const start = performance.now();
  const handle = Runner.start(agent, 'bench', { workspace, ...(eventStore !== undefined ? { eventStore } : {}) });
  let events = 0;
  for await (const _event of handle.events()) events += 1;
  const result = await handle.result();
  const ms = performance.now() - start;
  if (result.completionReason !== 'no_tool_finish') throw new Error(`unexpected outcome: ${result.completionReason} ${result.error ?? ''}`);
  return { events, ms };
}

function rate(r: { events: number; ms: number }): number {
  return r.events / (r.ms / 1000);
}

function line(label: string, r: { events: number; ms: number }): string {
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
