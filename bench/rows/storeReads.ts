/**
 * P4 and P5: reads of the App Server's thread store as a client sees them, one request at a time
 * over stdio JSONL to `vv-agent app-server --state-dir`, beside the floor: a bare better-sqlite3
 * server (bench/store/bareSqliteServer.mjs) answering the same request from the same SQLite file
 * over the same kind of pipe. Both results are compared once: the floor must return exactly what
 * we return, or the row fails to run.
 *
 * A round starts each server, warms it up, then times `reps` sequential requests (request written
 * -> reply line parsed by the client); the round's sample is their median. Spawning is not timed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openThreadStore } from '../../src/lib/app-server/store/index.js';
import { JsonlPeer } from '../lib/jsonlPeer.js';
import { alternate, figure, median, ratioRow, type BenchContext, type BenchRow, type RowMeasurement } from '../lib/row.js';

const READ_TURNS = 100;
const ITEMS_PER_TURN = 100;
const LIST_THREADS = 10_000;
const PAGE = { offset: 5_000, limit: 50 } as const;

interface Seeded {
  stateDir: string;
  threadId: string;
}

/** One thread of 100 completed turns with 100 agent messages each: 10,000 items. */
function seedRead(dir: string): Seeded {
  const stateDir = join(dir, 'state');
  const store = openThreadStore({ stateDir });
  try {
    const now = Date.now();
    const thread = store.createThread({ agentKey: 'default', cwd: null, metadata: { title: 'a long thread' }, now });
    for (let t = 0; t < READ_TURNS; t++) {
      const turn = store.createTurn({ threadId: thread.threadId, input: [{ type: 'text', text: `question ${t}` }], startedAt: now });
      for (let i = 0; i < ITEMS_PER_TURN; i++) {
        store.upsertItem({
          itemId: store.nextItemId(), threadId: thread.threadId, turnId: turn.turnId, type: 'agentMessage', status: 'completed',
          payload: { text: `message ${t}.${i} `.repeat(8) }, createdAt: now, updatedAt: now,
        });
      }
      store.updateTurn(turn.turnId, {
        status: 'completed', completedAt: now,
        result: { threadId: thread.threadId, turnId: turn.turnId, status: 'completed', completionReason: 'no_tool_finish', finalOutput: `answer ${t}` },
      });
    }
    return { stateDir, threadId: thread.threadId };
  } finally {
    store.close();
  }
}

/** 10,000 threads, every tenth archived (thread/list leaves those out by default). */
function seedList(dir: string): Seeded {
  const stateDir = join(dir, 'state');
  const store = openThreadStore({ stateDir });
  try {
    const now = Date.now();
    let first = '';
    for (let i = 0; i < LIST_THREADS; i++) {
      const thread = store.createThread({ agentKey: 'default', cwd: `/work/project-${i % 7}`, metadata: { title: `thread ${i}` }, now: now + i });
      if (i % 10 === 9) store.archiveThread(thread.threadId, now + i);
      first ||= thread.threadId;
    }
    return { stateDir, threadId: first };
  } finally {
    store.close();
  }
}

function writeSettings(dir: string): string {
  const path = join(dir, 'settings.json');
  const model = { id: 'scripted-default', context_length: 128000, function_call_available: true };
  writeFileSync(path, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { 'scripted-default': model } } } }));
  return path;
}

interface Request {
  method: string;
  params: Record<string, unknown>;
  warmup: number;
  reps: number;
  /** Rejects a reply that is not the expected page, so a fast wrong answer cannot count. */
  check(result: unknown): void;
}

/** Median latency (ms) of `reps` sequential requests, and the last result. */
async function timeRequests(peer: JsonlPeer, r: Request): Promise<{ ms: number; result: unknown }> {
  await peer.call('initialize', { clientInfo: { name: 'bench' } });
  let result: unknown;
  for (let i = 0; i < r.warmup; i++) result = await peer.call(r.method, r.params);
  const latencies: number[] = [];
  for (let i = 0; i < r.reps; i++) {
    const t = process.hrtime.bigint();
    result = await peer.call(r.method, r.params);
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  r.check(result);
  return { ms: median(latencies), result };
}

async function measure(ctx: BenchContext, name: string, seed: (dir: string) => Seeded, request: (s: Seeded) => Request, goal: number): Promise<RowMeasurement> {
  const dir = join(ctx.work, name);
  mkdirSync(dir, { recursive: true });
  const settings = writeSettings(dir);
  const t0 = Date.now();
  const seeded = seed(dir);
  ctx.log(`seeded ${seeded.stateDir} in ${Date.now() - t0} ms`);
  const r = request(seeded);
  const ourArgs = [join(ctx.root, 'bin/run.js'), 'app-server', '--listen', 'stdio', '--state-dir', seeded.stateDir, '--settings', settings, '--backend', 'scripted', '--model', 'scripted-default'];
  const floorArgs = [join(ctx.root, 'bench/store/bareSqliteServer.mjs'), join(seeded.stateDir, 'app-server.sqlite')];
  let oursResult: unknown;
  let floorResult: unknown;
  const run = async (args: string[]): Promise<{ ms: number; result: unknown }> => {
    const peer = JsonlPeer.spawn(args, ctx.env);
    try {
      return await timeRequests(peer, r);
    } finally {
      await peer.close();
    }
  };
  const samples = await alternate(
    ctx.rounds,
    async () => {
      const { ms, result } = await run(ourArgs);
      oursResult = result;
      return ms;
    },
    async () => {
      const { ms, result } = await run(floorArgs);
      floorResult = result;
      return ms;
    },
  );
  if (!isDeepStrictEqual(oursResult, floorResult)) throw new Error(`${name}: the floor's ${r.method} result differs from ours`);
  return ratioRow(figure('vv-agent app-server', 'ms', samples.ours), figure('bare better-sqlite3 server', 'ms', samples.floor), '<=', goal);
}

export const rows: BenchRow[] = [
  {
    id: 'P4',
    what: 'thread/read of a 10,000-item thread over stdio (ms), vs a bare better-sqlite3 JSONL server on the same file',
    run: (ctx) =>
      measure(
        ctx,
        'p4',
        seedRead,
        (s) => ({
          method: 'thread/read',
          params: { threadId: s.threadId },
          warmup: 2,
          reps: 5,
          check: (result) => {
            const items = (result as { items?: unknown[] }).items?.length;
            if (items !== READ_TURNS * ITEMS_PER_TURN) throw new Error(`thread/read returned ${items} items`);
          },
        }),
        1.5,
      ),
  },
  {
    id: 'P5',
    what: 'thread/list limit 50 at offset 5,000 of 10,000 threads over stdio (ms), vs a bare better-sqlite3 JSONL server',
    run: (ctx) =>
      measure(
        ctx,
        'p5',
        seedList,
        () => ({
          method: 'thread/list',
          params: { offset: PAGE.offset, limit: PAGE.limit },
          warmup: 100,
          reps: 300,
          check: (result) => {
            const threads = (result as { threads?: Array<{ archivedAt: unknown }> }).threads ?? [];
            if (threads.length !== PAGE.limit || threads.some((t) => t.archivedAt !== null)) throw new Error(`thread/list returned ${threads.length} threads, or archived ones`);
          },
        }),
        2,
      ),
  },
];
