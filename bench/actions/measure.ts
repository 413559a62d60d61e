/**
 * The actions framework rows (issue 9's benchmarks, now rows A1/A2 of `npm run bench`):
 *   A1. HTTP action calls/s through a real `vv-agent agent serve` vs a bare fastify 5 route running
 *       the same zod validation and handler (bareHttp.mjs), both driven by loadHttp.mjs (undici Pool,
 *       its own process so that it never shares an event loop with the server it measures);
 *   A2. MCP tools/call/s over Streamable HTTP through `agent serve --mcp streamable-http` vs a bare
 *       MCP SDK v2 server with the same tool (bareMcp.mjs), driven by loadMcp.mjs (the official
 *       @modelcontextprotocol/client, several sessions, several calls in flight each).
 * Both servers stay up for the whole row; the load generator runs one timed window against ours,
 * then one against the floor, the order swapping every round (alternate()).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from '../lib/proc.js';
import { alternate, figure, median, ratioRow, type BenchContext, type RowMeasurement } from '../lib/row.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const SECONDS = 3;
const WARMUP = 1;

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
}

interface LoadReport {
  rate: number;
  calls: number;
  serverCpuMs: number | null;
}

/** Spawns a server and resolves once it prints "<kind> listening on URL" on stderr. */
function startServer(name: string, args: string[], kind: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const fail = (error: Error): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}`));
    };
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 120 s`)), 120_000);
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = new RegExp(`${kind} listening on (\\S+)`).exec(stderr);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        // Keep draining stderr so that a chatty server never blocks on a full pipe.
        child.stderr?.removeAllListeners('data').resume();
        child.removeAllListeners('exit');
        resolve({ name, url: match[1], child });
      }
    });
    child.once('exit', (code) => fail(new Error(`${name} exited (${code}) before listening`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** One timed window of a load generator (its own process) against one server. */
function load(script: string, args: string[], server: Server, env: NodeJS.ProcessEnv): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, script), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let cpuAtStart: number | undefined;
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      // The generator prints "timed" when its timed window starts.
      if (cpuAtStart === undefined && out.includes('timed\n')) cpuAtStart = cpuMs(server.child.pid);
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    child.once('exit', (code) => {
      const cpuAtEnd = cpuMs(server.child.pid);
      if (code !== 0) return reject(new Error(`${script} exited ${code}: ${err}`));
      const report = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { rate: number; calls: number };
      resolve({ ...report, serverCpuMs: cpuAtStart === undefined || Number.isNaN(cpuAtStart) || Number.isNaN(cpuAtEnd) ? null : cpuAtEnd - cpuAtStart });
    });
  });
}

async function compare(
  ctx: BenchContext,
  servers: { ours: () => Promise<Server>; floor: () => Promise<Server> },
  loadOnce: (server: Server) => Promise<LoadReport>,
): Promise<RowMeasurement> {
  const ours = await servers.ours();
  const floor = await servers.floor().catch(async (error: unknown) => {
    await stopServer(ours);
    throw error;
  });
  const cpu = { ours: [] as number[], floor: [] as number[] };
  const once = async (server: Server, side: 'ours' | 'floor'): Promise<number> => {
    const report = await loadOnce(server);
    if (report.serverCpuMs !== null) cpu[side].push((report.serverCpuMs * 1000) / report.calls);
    return report.rate;
  };
  try {
    const samples = await alternate(ctx.rounds, () => once(ours, 'ours'), () => once(floor, 'floor'));
    const row = ratioRow(figure(ours.name, 'calls/s', samples.ours), figure(floor.name, 'calls/s', samples.floor), '>=', 0.8);
    if (cpu.ours.length === ctx.rounds && cpu.floor.length === ctx.rounds) {
      // On a machine shared with other work, throughput swings with the neighbours' load; server CPU per call much less.
      row.extra = { serverCpuUsPerCallOurs: median(cpu.ours), serverCpuUsPerCallFloor: median(cpu.floor) };
    }
    return row;
  } finally {
    await Promise.all([stopServer(ours), stopServer(floor)]);
  }
}

function serverEnv(ctx: BenchContext): { cwd: string; env: NodeJS.ProcessEnv } {
  // No ./config.ini is picked up from a fresh directory: both servers run on the built-in defaults.
  const cwd = mkdtempSync(join(ctx.work, 'actions-'));
  return { cwd, env: { ...ctx.env, VV_AGENT__SERVER__HOST: '127.0.0.1', VV_AGENT__AGENT__HOST: '127.0.0.1' } };
}

export async function actionsHttp(ctx: BenchContext, connections = 16): Promise<RowMeasurement> {
  const { cwd, env } = serverEnv(ctx);
  const runJs = join(ctx.root, 'bin/run.js');
  try {
    return await compare(
      ctx,
      {
        ours: () => startServer('agent serve', [runJs, 'agent', 'serve', '--actions', join(here, 'agent'), '--mcp', 'none', '--port', '0'], 'http', cwd, env),
        floor: () => startServer('bare fastify route', [join(here, 'bareHttp.mjs')], 'http', cwd, env),
      },
      (server) => load('loadHttp.mjs', [`${new URL(server.url).origin}/v1/add`, String(connections), String(SECONDS), String(WARMUP)], server, env),
    );
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

export async function actionsMcp(ctx: BenchContext, sessions = 4, perSession = 4): Promise<RowMeasurement> {
  const { cwd, env } = serverEnv(ctx);
  const runJs = join(ctx.root, 'bin/run.js');
  try {
    return await compare(
      ctx,
      {
        ours: () => startServer('agent serve --mcp', [runJs, 'agent', 'serve', '--actions', join(here, 'agent'), '--no-http', '--mcp', 'streamable-http', '--mcp-port', '0'], 'mcp', cwd, env),
        floor: () => startServer('bare MCP SDK server', [join(here, 'bareMcp.mjs')], 'mcp', cwd, env),
      },
      (server) => load('loadMcp.mjs', [server.url, String(sessions), String(perSession), String(SECONDS), String(WARMUP)], server, env),
    );
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
