// App Server benchmarks, each beside its baseline measured in the same run (issue 4):
//   1. model/list over stdio: requests/s and p50/p99 latency vs a minimal JSONL echo server (the
//      floor) and vs a vscode-jsonrpc server doing the same work;
//   2. streamed deltas/s from a scripted model to the client vs the echo server writing the same
//      notifications;
//   3. thread/read of 10,000 items vs a bare SQLite read (and JSON.parse) of the same rows;
//   4. spawn -> initialize response vs spawn -> exit of bare `node -e ''`.
// Usage: npm run build && npx tsx bench/app-server/run.ts
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { modelSummary } from '../../src/lib/app-server/stdioAppServer.js';
import { openThreadStore } from '../../src/lib/app-server/store/index.js';
import { loadSettingsSync, resolveModel } from '../../src/lib/llm/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runJs = join(root, 'bin/run.js');
const work = mkdtempSync(join(tmpdir(), 'vv-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, VV_AGENT_HOME: work };
delete env['NODE_EXTRA_CA_CERTS'];

const DELTAS = 20_000;
const settingsPath = join(work, 'settings.json');
writeFileSync(
  settingsPath,
  JSON.stringify({
    VERSION: '2',
    endpoints: [],
    backends: {
      scripted: {
        models: {
          'scripted-default': { id: 'scripted-default', context_length: 128000, function_call_available: true },
          bench: { id: 'bench', context_length: 128000, function_call_available: true, script: { turns: [{ text: Array.from({ length: DELTAS }, () => 'x') }] } },
        },
      },
    },
  }),
);
const models = [modelSummary(resolveModel(loadSettingsSync(settingsPath), 'scripted', 'scripted-default'))];
const benchEnv = { ...env, BENCH_MODELS: JSON.stringify(models) };

/** A JSONL peer over a child's stdio with request correlation and a notification hook. */
class Peer {
  private nextId = 1;
  private readonly pending = new Map<number, (msg: Record<string, unknown>) => void>();
  onNotification: (msg: Record<string, unknown>) => void = () => undefined;
  constructor(readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const msg = JSON.parse(line) as Record<string, unknown>;
      if ('id' in msg && !('method' in msg)) {
        this.pending.get(msg['id'] as number)?.(msg);
        this.pending.delete(msg['id'] as number);
      } else this.onNotification(msg);
    });
  }
  request(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
  }
  async close(): Promise<void> {
    this.child.stdin.end();
    await new Promise((r) => this.child.once('exit', r));
  }
}

function spawnPeer(args: string[]): Peer {
  const child = spawn(process.execPath, args, { env: benchEnv, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stderr.resume();
  return new Peer(child);
}

const ourArgs = (model = 'scripted-default', extra: string[] = ['--ephemeral']): string[] => [
  runJs, 'app-server', '--listen', 'stdio', '--settings', settingsPath, '--backend', 'scripted', '--model', model, ...extra,
];

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const median = (xs: number[]): number => percentile(xs, 50);
const ms = (ns: bigint): number => Number(ns) / 1e6;

async function cheapMethod(name: string, args: string[]): Promise<{ name: string; rps: number; p50: number; p99: number }> {
  const peer = spawnPeer(args);
  await peer.request('initialize', { clientInfo: { name: 'bench' } });
  for (let i = 0; i < 200; i++) await peer.request('model/list', {}); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t = process.hrtime.bigint();
    await peer.request('model/list', {});
    latencies.push(ms(process.hrtime.bigint() - t));
  }
  // Throughput with a window of 32 requests in flight (under the server's queue bound of 128).
  const total = 20_000;
  const t0 = process.hrtime.bigint();
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (sent < total) {
      sent++;
      await peer.request('model/list', {});
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  const seconds = ms(process.hrtime.bigint() - t0) / 1000;
  await peer.close();
  return { name, rps: total / seconds, p50: median(latencies), p99: percentile(latencies, 99) };
}

async function streamedDeltas(): Promise<{ ours: number; floor: number }> {
  const ours = spawnPeer(ourArgs('bench'));
  await ours.request('initialize', { clientInfo: { name: 'bench' } });
  const thread = (await ours.request('thread/start', {}))['result'] as { threadId: string };
  let deltas = 0;
  const t0 = process.hrtime.bigint();
  const done = new Promise<void>((resolve) => {
    ours.onNotification = (msg) => {
      if (msg['method'] === 'item/agentMessage/delta') deltas++;
      if (msg['method'] === 'turn/completed') resolve();
    };
  });
  await ours.request('turn/start', { threadId: thread.threadId, input: [{ type: 'text', text: 'go' }] });
  await done;
  const oursRate = deltas / (ms(process.hrtime.bigint() - t0) / 1000);
  await ours.close();

  const echo = spawnPeer([join(root, 'bench/app-server/echoServer.mjs')]);
  let lines = 0;
  echo.onNotification = () => lines++;
  const params = { itemId: 'item_2', threadId: thread.threadId, turnId: 'turn_1', type: 'agentMessage', status: 'inProgress', payload: { text: 'x' }, createdAt: Date.now(), updatedAt: Date.now(), delta: 'x' };
  const t1 = process.hrtime.bigint();
  await echo.request('bench/stream', { count: DELTAS, params });
  const floorRate = lines / (ms(process.hrtime.bigint() - t1) / 1000);
  await echo.close();
  if (deltas !== DELTAS || lines !== DELTAS) throw new Error(`expected ${DELTAS} deltas, got ${deltas} / ${lines}`);
  return { ours: oursRate, floor: floorRate };
}

async function threadRead(): Promise<{ ours: number; store: number; bare: number }> {
  const stateDir = join(work, 'read-state');
  const store = openThreadStore({ stateDir });
  const thread = store.createThread({ agentKey: 'default', cwd: null, metadata: {}, now: Date.now() });
  const turn = store.createTurn({ threadId: thread.threadId, input: [{ type: 'text', text: 'hi' }], startedAt: Date.now() });
  store.updateTurn(turn.turnId, { status: 'completed', completedAt: Date.now(), result: {} });
  for (let i = 0; i < 10_000; i++) {
    store.upsertItem({
      itemId: store.nextItemId(), threadId: thread.threadId, turnId: turn.turnId, type: 'agentMessage', status: 'completed',
      payload: { text: `message ${i} `.repeat(8) }, createdAt: Date.now(), updatedAt: Date.now(),
    });
  }
  store.close();

  const peer = spawnPeer(ourArgs('scripted-default', ['--state-dir', stateDir]));
  await peer.request('initialize', { clientInfo: { name: 'bench' } });
  const ours: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = process.hrtime.bigint();
    const reply = await peer.request('thread/read', { threadId: thread.threadId });
    ours.push(ms(process.hrtime.bigint() - t));
    const items = (reply['result'] as { items: unknown[] }).items.length;
    if (items !== 10_000) throw new Error(`thread/read returned ${items} items`);
  }
  await peer.close();

  // The store's own read, in process: the part of thread/read that must match a plain query.
  const reopened = openThreadStore({ stateDir });
  const store_: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = process.hrtime.bigint();
    reopened.listItems(thread.threadId);
    store_.push(ms(process.hrtime.bigint() - t));
  }
  reopened.close();

  const db = new Database(join(stateDir, 'app-server.sqlite'), { readonly: true });
  const select = db.prepare('SELECT item_id, thread_id, turn_id, type, status, payload, created_at, updated_at FROM items WHERE thread_id = ? ORDER BY seq');
  const bare: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = process.hrtime.bigint();
    const rows = select.all(thread.threadId) as Array<{ payload: string }>;
    for (const row of rows) JSON.parse(row.payload);
    bare.push(ms(process.hrtime.bigint() - t));
  }
  db.close();
  return { ours: median(ours), store: median(store_), bare: median(bare) };
}

async function startup(): Promise<{ ours: number; node: number }> {
  const ours: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = process.hrtime.bigint();
    const peer = spawnPeer(ourArgs());
    await peer.request('initialize', { clientInfo: { name: 'bench' } });
    ours.push(ms(process.hrtime.bigint() - t));
    await peer.close();
    const t2 = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', ''], { env });
    node.push(ms(process.hrtime.bigint() - t2));
  }
  return { ours: median(ours), node: median(node) };
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
try {
  console.log('1. model/list over stdio (2,000 sequential for latency; 20,000 with 32 in flight for throughput)');
  const floor = await cheapMethod('echo (floor)', [join(root, 'bench/app-server/echoServer.mjs')]);
  const vscode = await cheapMethod('vscode-jsonrpc', [join(root, 'bench/app-server/vscodeJsonrpcServer.mjs')]);
  const ours = await cheapMethod('vv-agent app-server', ourArgs());
  for (const r of [floor, vscode, ours]) {
    console.log(`   ${r.name.padEnd(20)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 3)} ms   p99 ${fmt(r.p99, 3)} ms   throughput ${fmt(r.rps / floor.rps, 2)}x floor, ${fmt(r.rps / vscode.rps, 2)}x vscode-jsonrpc`);
  }
  const deltas = await streamedDeltas();
  console.log(`2. streamed deltas: app-server ${fmt(deltas.ours)} deltas/s, echo floor ${fmt(deltas.floor)} lines/s -> ${fmt(deltas.ours / deltas.floor, 2)}x floor`);
  const read = await threadRead();
  console.log(`3. thread/read of 10,000 items: bare SQLite read + JSON.parse ${fmt(read.bare, 1)} ms; ThreadStore.listItems ${fmt(read.store, 1)} ms -> ${fmt(read.store / read.bare, 2)}x bare;`);
  console.log(`   full thread/read round trip over stdio (incl. serialising ~${fmt(10)}k items) ${fmt(read.ours, 1)} ms -> ${fmt(read.ours / read.bare, 2)}x bare`);
  const start = await startup();
  console.log(`4. spawn -> initialize response ${fmt(start.ours, 1)} ms, bare node -e '' ${fmt(start.node, 1)} ms -> ${fmt(start.ours / start.node, 2)}x node`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
