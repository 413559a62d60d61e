/**
 * P3 and P8: assistant text streamed from an OpenAI-compatible backend through `vv-agent
 * app-server` to a client over stdio. The backend is the tests' fake OpenAI server
 * (bench/app-server/fakeOpenAiServer.ts) in its own process, reached over loopback HTTP by the
 * App Server's real `openai` client, configured by a settings file as the end-to-end tests do.
 *
 * P3 (KB/s of text reaching the client, intact): the client concatenates the `delta`s of the
 * agentMessage item and compares them with the source text and with item/completed's text; the
 * clock runs from turn/start to that item/completed, on a long-lived server that has served one
 * full turn already, as the floor's process and the minimal relay have read the stream once. The
 * floor reads the same fake stream, same body, raw over HTTP with undici in the bench process:
 * split SSE events, JSON.parse each chunk, concatenate `delta.content`, compare. Alternating,
 * medians.
 *
 * P8 (App Server peak RSS growth over one turn streaming 8 MB in 1 KB chunks): the baseline is
 * VmRSS after initialize + thread/start, when the peak (VmHWM) is also reset; growth = VmHWM at
 * turn/completed - baseline. Once with a client reading as fast as it can, once with one reading
 * 1 MB/s. Checks: fast growth <= 6x the text; slow growth <= fast growth + 32 MB. Reference, not a
 * goal: bench/app-server/leanRelay.mjs over the same turn with a fast reader (the text kept once,
 * as bytes; no runtime, no store), which says how much of the growth any Node server pays.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { FAKE_BACKEND, FAKE_MODEL_ID, FAKE_MODEL_KEY, settingsFor } from '../../test/support/appServerModel.js';
import { JsonlPeer, type Message } from '../lib/jsonlPeer.js';
import { cpuMs, procStatusMb } from '../lib/proc.js';
import { OpenAiSseText } from '../app-server/openAiSseText.mjs';
import { streamedChunks } from '../app-server/streamText.js';
import { alternate, figure, median, ratioRow, type BenchContext, type BenchRow, type RowMeasurement } from '../lib/row.js';

const MB = 1024 * 1024;

/** The fake OpenAI server in its own process, streaming `totalChars` in `chunkChars` pieces. */
class FakeOpenAi {
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly url: string,
    readonly text: string,
  ) {}

  static async start(ctx: BenchContext, totalChars: number, chunkChars: number): Promise<FakeOpenAi> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ctx.root, 'bench/app-server/fakeOpenAiServer.ts')], {
      cwd: ctx.root,
      env: { ...ctx.env, BENCH_TEXT_CHARS: String(totalChars), BENCH_CHUNK_CHARS: String(chunkChars) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stderr.pipe(process.stderr);
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`fake OpenAI server exited (${code})`)));
    });
    return new FakeOpenAi(child, url, streamedChunks(totalChars, chunkChars).join(''));
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    await exited;
  }
}

/** A settings file whose `local/fake-model` talks to `fake`, and a fresh state directory per server. */
function serverArgs(ctx: BenchContext, dir: string, fake: FakeOpenAi, name: string): string[] {
  mkdirSync(dir, { recursive: true });
  const settingsPath = join(dir, 'settings.json');
  writeFileSync(settingsPath, JSON.stringify(settingsFor(fake.url)));
  const stateDir = join(dir, `state-${name}`);
  return [join(ctx.root, 'bin/run.js'), 'app-server', '--listen', 'stdio', '--settings', settingsPath, '--backend', FAKE_BACKEND, '--model', FAKE_MODEL_KEY, '--state-dir', stateDir];
}

async function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<JsonlPeer> {
  const peer = JsonlPeer.spawn(args, env);
  const init = await peer.request('initialize', { clientInfo: { name: 'bench' } });
  if (!('result' in init)) throw new Error(`initialize failed: ${JSON.stringify(init)}`);
  return peer;
}

async function startThread(peer: JsonlPeer): Promise<string> {
  const reply = await peer.request('thread/start', {});
  const result = reply['result'] as { threadId?: string } | undefined;
  if (result?.threadId === undefined) throw new Error(`thread/start failed: ${JSON.stringify(reply)}`);
  return result.threadId;
}

interface TurnOutcome {
  /** Seconds from turn/start to item/completed of the agent's message. */
  seconds: number;
  deltas: number;
  text: string;
}

/**
 * Concatenates the agentMessage deltas `peer` sends from now on and checks them against its
 * item/completed (the clock stops there); settles at `endMethod` (by default that same message)
 * with the message and the end's params.
 */
function collectMessage(peer: JsonlPeer, endMethod = 'item/completed'): Promise<{ message: TurnOutcome; end: Record<string, unknown> | undefined }> {
  let text = '';
  let deltas = 0;
  let message: TurnOutcome | undefined;
  const t0 = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    peer.onMessage = (msg: Message) => {
      const method = msg['method'];
      const params = msg['params'] as Record<string, unknown> | undefined;
      if (method === 'item/agentMessage/delta') {
        text += params?.['delta'] as string;
        deltas++;
      } else if (method === 'item/completed' && params?.['type'] === 'agentMessage') {
        message = { seconds: Number(process.hrtime.bigint() - t0) / 1e9, deltas, text };
        if ((params['payload'] as { text?: unknown }).text !== text) reject(new Error('item/completed text differs from the concatenated deltas'));
      }
      if (method !== endMethod) return;
      peer.onMessage = () => undefined;
      if (message === undefined) reject(new Error(`${endMethod} came before the agent message completed`));
      else resolve({ message, end: params });
    };
  });
}

/** Runs one turn; the client concatenates the agentMessage deltas and checks them against item/completed. */
async function streamTurn(peer: JsonlPeer, threadId: string, input: string): Promise<TurnOutcome> {
  const collected = collectMessage(peer, 'turn/completed');
  const started = await peer.request('turn/start', { threadId, input: [{ type: 'text', text: input }] });
  if (!('result' in started)) throw new Error(`turn/start failed: ${JSON.stringify(started)}`);
  const { message, end } = await collected;
  if (end?.['status'] !== 'completed') throw new Error(`turn ended ${JSON.stringify(end)}`);
  return message;
}

/**
 * P3's reference, not a goal: bench/app-server/minimalRelay.mjs does only what any App Server must
 * for this row (read and parse the stream, send its text as deltas, then the whole text once). Its
 * figure says how much of the gap to the raw read no server design can close.
 */
class MinimalRelay {
  private constructor(private readonly peer: JsonlPeer) {}

  get pid(): number | undefined {
    return this.peer.child.pid;
  }

  static async start(ctx: BenchContext, fake: FakeOpenAi): Promise<MinimalRelay> {
    const relay = new MinimalRelay(JsonlPeer.spawn([join(ctx.root, 'bench/app-server/minimalRelay.mjs'), fake.url, FAKE_MODEL_ID], ctx.env));
    await relay.read(); // loads undici in the relay, as the floor's first read does in this process
    return relay;
  }

  async read(): Promise<TurnOutcome> {
    const collected = collectMessage(this.peer);
    this.peer.child.stdin.write('go\n');
    return (await collected).message;
  }

  async stop(): Promise<void> {
    await this.peer.close();
  }
}

/**
 * The floor: the same stream read raw over HTTP, the simplest honest way to get its text out.
 * `cpuMs` is this (the bench) process's CPU time over the read, which does nothing else meanwhile.
 */
async function readRaw(url: string): Promise<{ seconds: number; cpuMs: number; text: string }> {
  const { request } = await import('undici');
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const response = await request(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ model: FAKE_MODEL_ID, messages: [{ role: 'user', content: 'go' }], stream: true }),
  });
  const sse = new OpenAiSseText();
  let text = '';
  for await (const chunk of response.body) text += sse.read(chunk as Uint8Array);
  if (!sse.done) throw new Error('the raw stream ended without [DONE]');
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return { seconds, cpuMs: (cpu.user + cpu.system) / 1000, text };
}

const P3_TEXT_CHARS = 2 * MB;
const P3_CHUNK_CHARS = 64;

async function measureThroughput(ctx: BenchContext): Promise<RowMeasurement> {
  const fake = await FakeOpenAi.start(ctx, P3_TEXT_CHARS, P3_CHUNK_CHARS);
  const kb = Buffer.byteLength(fake.text) / 1024;
  let deltas = 0;
  const relaySamples: number[] = [];
  // CPU time per turn of the process in the middle (ours, the relay) and of the floor's reader:
  // the same JSON parsing of the stream is in all three, so these say what the ratios allow.
  const cpu = { ours: [] as number[], relay: [] as number[], floorReader: [] as number[] };
  const relay = await MinimalRelay.start(ctx, fake);
  let peer: JsonlPeer | undefined;
  try {
    // Ours is long-lived like the relay and warmed the same way: one full turn, not timed against
    // the floor (its figure is kept as `firstTurnKBps`, one sample). Each timed turn is on a new thread.
    const server = await startServer(serverArgs(ctx, join(ctx.work, 'p3'), fake, 'ours'), ctx.env);
    peer = server;
    const streamed = async (): Promise<TurnOutcome> => {
      const turn = await streamTurn(server, await startThread(server), 'go');
      if (turn.text !== fake.text) throw new Error(`P3: the text arrived altered (${turn.text.length} of ${fake.text.length} characters)`);
      return turn;
    };
    const firstTurnKBps = kb / (await streamed()).seconds;
    // The floor's first read loads undici in this process: not timed either.
    await readRaw(fake.url);
    const samples = await alternate(
      ctx.rounds,
      async () => {
        const cpu0 = cpuMs(server.child.pid);
        const turn = await streamed();
        cpu.ours.push(cpuMs(server.child.pid) - cpu0);
        deltas = turn.deltas;
        return kb / turn.seconds;
      },
      async () => {
        const raw = await readRaw(fake.url);
        if (raw.text !== fake.text) throw new Error('P3 floor: the text arrived altered');
        cpu.floorReader.push(raw.cpuMs);
        const relayCpu0 = cpuMs(relay.pid);
        const relayed = await relay.read();
        cpu.relay.push(cpuMs(relay.pid) - relayCpu0);
        if (relayed.text !== fake.text) throw new Error('P3 minimal relay: the text arrived altered');
        relaySamples.push(kb / relayed.seconds);
        return kb / raw.seconds;
      },
    );
    const relayKBps = median(relaySamples);
    ctx.log(`ours ${samples.ours.map((v) => v.toFixed(0)).join(', ')} KB/s (its first, untimed turn ${firstTurnKBps.toFixed(0)}); floor ${samples.floor.map((v) => v.toFixed(0)).join(', ')} KB/s; last turn ${deltas} delta notifications`);
    ctx.log(`reference, not a goal: a minimal relay (no runtime, no store) ${relaySamples.map((v) => v.toFixed(0)).join(', ')} KB/s, ${(relayKBps / median(samples.floor)).toFixed(3)}x the floor`);
    ctx.log(`CPU per turn (median ms): ours ${median(cpu.ours).toFixed(0)}, the minimal relay ${median(cpu.relay).toFixed(0)}, the floor's reader ${median(cpu.floorReader).toFixed(0)}`);
    const m = ratioRow(figure('vv-agent app-server', 'KB/s', samples.ours), figure('raw SSE over undici', 'KB/s', samples.floor), '>=', 0.8);
    return { ...m, extra: { textKB: kb, chunkChars: P3_CHUNK_CHARS, deltaNotifications: deltas, firstTurnKBps, minimalRelayKBps: relayKBps, minimalRelayRatio: relayKBps / m.floor.value, oursCpuMsPerTurn: median(cpu.ours), minimalRelayCpuMsPerTurn: median(cpu.relay), floorReaderCpuMsPerTurn: median(cpu.floorReader) } };
  } finally {
    await peer?.close();
    await relay.stop();
    await fake.stop();
  }
}

const P8_TEXT_CHARS = 8 * MB;
const P8_CHUNK_CHARS = 1024;
const SLOW_READ_BYTES_PER_SECOND = MB;

/** Peak RSS growth (MB) of the App Server (or `args`' server) over one turn streaming the fake's 8 MB text. */
async function rssGrowth(ctx: BenchContext, fake: FakeOpenAi, name: string, readRate: number | undefined, args = serverArgs(ctx, join(ctx.work, 'p8'), fake, name)): Promise<number> {
  const peer = await startServer(args, ctx.env);
  try {
    const threadId = await startThread(peer);
    const pid = peer.child.pid as number;
    const baseline = procStatusMb(pid, 'VmRSS');
    // Reset the peak to the current RSS (Linux >= 4.0); sampling VmRSS covers a kernel without it.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let sampled = baseline;
    const sampler = setInterval(() => (sampled = Math.max(sampled, procStatusMb(pid, 'VmRSS'))), 10);
    peer.readRate = readRate;
    peer.startClock();
    try {
      const turn = await streamTurn(peer, threadId, 'go');
      if (turn.text !== fake.text) throw new Error('P8: the text arrived altered');
    } finally {
      clearInterval(sampler);
    }
    return Math.max(procStatusMb(pid, 'VmHWM'), sampled) - baseline;
  } finally {
    peer.readRate = undefined;
    await peer.close();
  }
}

async function measureMemory(ctx: BenchContext): Promise<RowMeasurement> {
  const fake = await FakeOpenAi.start(ctx, P8_TEXT_CHARS, P8_CHUNK_CHARS);
  const textMB = Buffer.byteLength(fake.text) / MB;
  try {
    const leanSamples: number[] = [];
    const samples = await alternate(
      ctx.rounds,
      (round) => rssGrowth(ctx, fake, `fast${round}`, undefined),
      async (round) => {
        leanSamples.push(await rssGrowth(ctx, fake, `lean${round}`, undefined, [join(ctx.root, 'bench/app-server/leanRelay.mjs'), fake.url, FAKE_MODEL_ID]));
        return rssGrowth(ctx, fake, `slow${round}`, SLOW_READ_BYTES_PER_SECOND);
      },
    );
    const leanMB = median(leanSamples);
    ctx.log(`fast reader +${samples.ours.map((v) => v.toFixed(0)).join(', +')} MB; 1 MB/s reader +${samples.floor.map((v) => v.toFixed(0)).join(', +')} MB`);
    ctx.log(`reference, not a goal: a lean relay (no runtime, no store; the text kept once, as bytes) +${leanSamples.map((v) => v.toFixed(0)).join(', +')} MB with a fast reader, ${(leanMB / textMB).toFixed(2)}x the text`);
    const fast = figure('peak RSS growth, fast reader', 'MB', samples.ours);
    const slow = figure('peak RSS growth, 1 MB/s reader', 'MB', samples.floor);
    const text = figure('streamed text', 'MB', samples.ours.map(() => textMB));
    const m = ratioRow(fast, text, '<=', 6, [{ name: 'slow - fast', value: slow.value - fast.value, unit: 'MB', op: '<=', goal: 32 }]);
    return { ...m, extra: { slowReaderGrowthMB: slow.value, leanRelayGrowthMB: leanMB, leanRelayRatio: leanMB / textMB } };
  } finally {
    await fake.stop();
  }
}

export const rows: BenchRow[] = [
  {
    id: 'P3',
    what: `streamed assistant text reaching the client (KB/s, intact; ${P3_TEXT_CHARS / MB} MB in ${P3_CHUNK_CHARS}-character chunks), vs the same fake OpenAI stream read raw over HTTP`,
    run: measureThroughput,
  },
  {
    id: 'P8',
    what: 'App Server peak RSS growth while one turn streams 8 MB of text in 1 KB chunks: vs the text size (fast reader), and a 1 MB/s reader vs the fast one',
    run: measureMemory,
  },
];
