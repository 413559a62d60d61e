/**
 * P6: signed callback deliveries fully handled per second. A delivery counts once its ack reached
 * the Runtime API: the load client POSTs signed deliveries (16 in flight, 429s retried after
 * Retry-After with the same attempt), the receiver verifies, answers 2xx, then replies and acks
 * through a local Runtime API stand-in, and the clock stops at the last ack. Ours is the real
 * `vv-agent agentteam callback-server` (the echo App) built in dist/; the floor is a bare fastify
 * route doing the same work with undici (bench/agentteam/bareCallbackServer.mjs). Both are child
 * processes talking to the same stand-in in this process; every delivery must end acked exactly
 * once with one reply, else the row fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startRuntimeApiStandIn, type RuntimeApiStandIn } from '../agentteam/runtimeApiStandIn.js';
import { sendDeliveries, signedDeliveries } from '../agentteam/callbackLoad.js';
import { cpuMs } from '../lib/proc.js';
import { alternate, figure, median, ratioRow, type BenchContext, type BenchRow, type RowMeasurement } from '../lib/row.js';

const DELIVERIES = 3000;
const IN_FLIGHT = 16;
const WARM_UP = 1000;
/** Longest wait for the last ack after the last 2xx; beyond it the deliveries count as lost. */
const ACK_DEADLINE_MS = 60_000;
const SECRET = 'whsec_p6_bench_secret';

interface Receiver {
  readonly url: string;
  readonly child: ChildProcess;
  /** The last lines it wrote on stderr, for an error message. */
  tail(): string;
}

function startReceiver(ctx: BenchContext, name: string, command: string[], env: NodeJS.ProcessEnv): Promise<Receiver> {
  const child = spawn(process.execPath, command, { cwd: ctx.root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let tail = '';
  return new Promise<Receiver>((resolve, reject) => {
    let ready = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
      const match = ready ? null : /listening on (http:\/\/\S+)/.exec(tail);
      if (match) {
        ready = true;
        resolve({ url: match[1]!, child, tail: () => tail });
      }
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`${name} exited (${code}) before listening: ${tail}`));
    });
  });
}

function stop(receiver: Receiver): Promise<void> {
  return new Promise((resolve) => {
    if (receiver.child.exitCode !== null) return resolve();
    receiver.child.once('exit', () => resolve());
    receiver.child.kill('SIGTERM');
  });
}

interface Measured {
  /** Deliveries fully handled per second. */
  readonly rate: number;
  /** The receiver's CPU time per delivery, µs: less noisy than the rate on a shared machine. */
  readonly cpuUs: number;
  /** Requests answered 429 (each retried after its Retry-After). */
  readonly retried: number;
}

/** Throws when a delivery was not acked exactly once after exactly one reply. */
async function measure(api: RuntimeApiStandIn, receiver: Receiver, label: string, count: number): Promise<Measured> {
  const deliveries = signedDeliveries(SECRET, label, count);
  const ids = deliveries.map((d) => d.deliveryId);
  const cpu0 = cpuMs(receiver.child.pid);
  const t0 = performance.now();
  const acked = api.allAcked(ids);
  const load = await sendDeliveries(receiver.url, deliveries, IN_FLIGHT);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = await Promise.race([acked, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ACK_DEADLINE_MS)))]);
  clearTimeout(timer);
  const counts = api.counts(ids);
  if (end === undefined || counts.acked !== count || counts.ackCalls !== count || counts.replyCalls !== count || counts.unexpected !== 0) {
    throw new Error(
      `P6 ${label}: of ${count} deliveries ${counts.acked} acked (${counts.ackCalls} acks, ${counts.replyCalls} replies, ${counts.unexpected} bad requests); ` +
        `statuses ${JSON.stringify(load.statuses)}; stderr: ${receiver.tail().slice(-600)}`,
    );
  }
  return { rate: count / ((end - t0) / 1000), cpuUs: ((cpuMs(receiver.child.pid) - cpu0) * 1000) / count, retried: load.statuses[429] ?? 0 };
}

async function run(ctx: BenchContext): Promise<RowMeasurement> {
  const dir = join(ctx.work, 'p6');
  mkdirSync(dir, { recursive: true });
  const secretFile = join(dir, 'signing-secret');
  writeFileSync(secretFile, `${SECRET}\n`, { mode: 0o600 });
  const api = await startRuntimeApiStandIn();
  const receivers: Receiver[] = [];
  try {
    const ours = await startReceiver(ctx, 'callback-server', [
      'bin/run.js', 'agentteam', 'callback-server', '--host', '127.0.0.1', '--port', '0',
      '--signing-secret-file', secretFile, '--base-url', api.url, '--workspace', 'w_bench',
    ], ctx.env);
    receivers.push(ours);
    const floor = await startReceiver(ctx, 'bare fastify', ['bench/agentteam/bareCallbackServer.mjs'], { ...ctx.env, BENCH_SECRET: SECRET, BENCH_API_URL: api.url });
    receivers.push(floor);
    await measure(api, ours, 'warm_ours', WARM_UP);
    await measure(api, floor, 'warm_floor', WARM_UP);
    const retried: number[] = [];
    const cpu = { ours: [] as number[], floor: [] as number[] };
    const samples = await alternate(
      ctx.rounds,
      async (round) => {
        const m = await measure(api, ours, `ours_${round}`, DELIVERIES);
        retried.push(m.retried);
        cpu.ours.push(m.cpuUs);
        ctx.log(`round ${round}: ours ${m.rate.toFixed(0)}/s, ${m.cpuUs.toFixed(0)} µs CPU per delivery, ${m.retried} answered 429`);
        return m.rate;
      },
      async (round) => {
        const m = await measure(api, floor, `floor_${round}`, DELIVERIES);
        cpu.floor.push(m.cpuUs);
        ctx.log(`round ${round}: floor ${m.rate.toFixed(0)}/s, ${m.cpuUs.toFixed(0)} µs CPU per delivery`);
        return m.rate;
      },
    );
    const row = ratioRow(figure('echo callback server', 'deliveries/s', samples.ours), figure('bare fastify + undici', 'deliveries/s', samples.floor), '>=', 0.8);
    return {
      ...row,
      extra: {
        deliveries: DELIVERIES,
        inFlight: IN_FLIGHT,
        oursAnswered429Max: Math.max(...retried),
        oursCpuUsPerDelivery: Math.round(median(cpu.ours)),
        floorCpuUsPerDelivery: Math.round(median(cpu.floor)),
      },
      note: `${DELIVERIES} deliveries, ${IN_FLIGHT} in flight, each acked exactly once after one reply`,
    };
  } finally {
    await Promise.all(receivers.map(stop));
    await api.close();
  }
}

export const rows: BenchRow[] = [
  {
    id: 'P6',
    what: 'signed callback deliveries fully handled/s (verify, 2xx, reply, ack), vs a bare fastify route doing the same with undici',
    run,
  },
];
