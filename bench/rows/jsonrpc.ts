/**
 * P2: pipelined `model/list` round trips per second over stdio, 64 requests in flight, through
 * `vv-agent app-server` beside two servers answering the same request with the same payload:
 *   - the floor, a minimal Node JSONL server (bench/app-server/echoServer.mjs: readline,
 *     JSON.parse, JSON.stringify, write);
 *   - vscode-jsonrpc doing the same work (bench/app-server/vscodeJsonrpcServer.mjs).
 * Every round spawns the three servers afresh, warms each with 2,000 requests, then times 20,000;
 * the order rotates every round. The client (bench/lib/jsonlPeer.ts) is the same for all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { modelSummary } from '../../src/lib/app-server/stdioAppServer.js';
import { loadSettingsSync, resolveModel } from '../../src/lib/llm/index.js';
import { JsonlPeer } from '../lib/jsonlPeer.js';
import { cpuMs } from '../lib/proc.js';
import { figure, median, type BenchContext, type BenchRow, type RowMeasurement } from '../lib/row.js';

const WINDOW = 64;
const WARM_UP = 2_000;
const TIMED = 20_000;

interface Served {
  /** Round trips per second. */
  readonly rate: number;
  /**
   * The server's CPU time per round trip, µs (not a goal): it moves far less than the rate on a
   * shared two-core machine, where the rate also depends on how the client and the server are
   * scheduled against each other.
   */
  readonly cpuUs: number;
}

async function roundTripsPerSecond(args: string[], env: NodeJS.ProcessEnv): Promise<Served> {
  const peer = JsonlPeer.spawn(args, env);
  try {
    const init = await peer.request('initialize', { clientInfo: { name: 'bench' } });
    if (!('result' in init)) throw new Error(`initialize failed: ${JSON.stringify(init)}`);
    await peer.pipelined('model/list', {}, WARM_UP, WINDOW);
    const cpu0 = cpuMs(peer.child.pid);
    const seconds = await peer.pipelined('model/list', {}, TIMED, WINDOW);
    return { rate: TIMED / seconds, cpuUs: ((cpuMs(peer.child.pid) - cpu0) * 1000) / TIMED };
  } finally {
    await peer.close();
  }
}

async function measure(ctx: BenchContext): Promise<RowMeasurement> {
  const dir = join(ctx.work, 'p2');
  mkdirSync(dir, { recursive: true });
  const settingsPath = join(dir, 'settings.json');
  writeFileSync(
    settingsPath,
    JSON.stringify({
      VERSION: '2',
      endpoints: [],
      backends: { scripted: { models: { 'scripted-default': { id: 'scripted-default', context_length: 128000, function_call_available: true } } } },
    }),
  );
  // The floors answer with exactly what ours answers.
  const models = [modelSummary(resolveModel(loadSettingsSync(settingsPath), 'scripted', 'scripted-default'))];
  const env = { ...ctx.env, BENCH_MODELS: JSON.stringify(models) };
  const servers = {
    ours: [join(ctx.root, 'bin/run.js'), 'app-server', '--listen', 'stdio', '--settings', settingsPath, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral'],
    echo: [join(ctx.root, 'bench/app-server/echoServer.mjs')],
    vscode: [join(ctx.root, 'bench/app-server/vscodeJsonrpcServer.mjs')],
  };
  const samples: Record<keyof typeof servers, number[]> = { ours: [], echo: [], vscode: [] };
  const cpu: Record<keyof typeof servers, number[]> = { ours: [], echo: [], vscode: [] };
  const names = Object.keys(servers) as Array<keyof typeof servers>;
  for (let round = 0; round < ctx.rounds; round++) {
    // Rotate the order so that drift in the machine's load hits all three alike.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as keyof typeof servers;
      const served = await roundTripsPerSecond(servers[name], env);
      samples[name].push(served.rate);
      cpu[name].push(served.cpuUs);
    }
    ctx.log(
      `round ${round + 1}: ours ${samples.ours.at(-1)?.toFixed(0)}, echo ${samples.echo.at(-1)?.toFixed(0)}, vscode-jsonrpc ${samples.vscode.at(-1)?.toFixed(0)} req/s; ` +
        `server CPU per round trip ours ${cpu.ours.at(-1)?.toFixed(2)}, echo ${cpu.echo.at(-1)?.toFixed(2)} µs`,
    );
  }
  const ours = figure('vv-agent app-server', 'req/s', samples.ours);
  const floor = figure('JSONL echo server', 'req/s', samples.echo);
  const vscode = median(samples.vscode);
  const ratio = ours.value / floor.value;
  return {
    ours,
    floor,
    ratio,
    checks: [
      { name: 'ratio', value: ratio, unit: 'x', op: '>=', goal: 0.85 },
      { name: 'vs vscode-jsonrpc', value: ours.value / vscode, unit: 'x', op: '>=', goal: 1.5 },
    ],
    extra: {
      vscodeJsonrpcReqPerSec: vscode,
      oursCpuUsPerRoundTrip: median(cpu.ours),
      echoCpuUsPerRoundTrip: median(cpu.echo),
      // The same comparison by CPU time (informational: the goal is on the rate).
      cpuRatio: median(cpu.echo) / median(cpu.ours),
    },
  };
}

export const rows: BenchRow[] = [
  {
    id: 'P2',
    what: `pipelined model/list round trips/s (window ${WINDOW}), vs a minimal Node JSONL echo server (and vs vscode-jsonrpc)`,
    run: measure,
  },
];
