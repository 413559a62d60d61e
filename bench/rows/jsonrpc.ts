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
import { figure, median, type BenchContext, type BenchRow, type RowMeasurement } from '../lib/row.js';

const WINDOW = 64;
const WARM_UP = 2_000;
const TIMED = 20_000;

async function roundTripsPerSecond(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const peer = JsonlPeer.spawn(args, env);
  try {
    const init = await peer.request('initialize', { clientInfo: { name: 'bench' } });
    if (!('result' in init)) throw new Error(`initialize failed: ${JSON.stringify(init)}`);
    await peer.pipelined('model/list', {}, WARM_UP, WINDOW);
    return TIMED / (await peer.pipelined('model/list', {}, TIMED, WINDOW));
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
  const names = Object.keys(servers) as Array<keyof typeof servers>;
  for (let round = 0; round < ctx.rounds; round++) {
    // Rotate the order so that drift in the machine's load hits all three alike.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as keyof typeof servers;
      samples[name].push(await roundTripsPerSecond(servers[name], env));
    }
    ctx.log(`round ${round + 1}: ours ${samples.ours.at(-1)?.toFixed(0)}, echo ${samples.echo.at(-1)?.toFixed(0)}, vscode-jsonrpc ${samples.vscode.at(-1)?.toFixed(0)} req/s`);
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
    extra: { vscodeJsonrpcReqPerSec: vscode },
  };
}

export const rows: BenchRow[] = [
  {
    id: 'P2',
    what: `pipelined model/list round trips/s (window ${WINDOW}), vs a minimal Node JSONL echo server (and vs vscode-jsonrpc)`,
    run: measure,
  },
];
