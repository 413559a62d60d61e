#!/usr/bin/env node
// Actions framework benchmarks (issue 9), each beside its floor measured in the same run:
//   1. HTTP action calls/s through a real `vv-agent agent serve` vs a bare fastify 5 route running
//      the same zod validation and handler (bareHttp.mjs), both driven by loadHttp.mjs (undici Pool,
//      its own process);
//   2. MCP tools/call/s over Streamable HTTP through `agent serve --mcp streamable-http` vs a bare
//      MCP SDK v2 server with the same tool (bareMcp.mjs), both driven by loadMcp.mjs (the official
//      @modelcontextprotocol/client, several sessions, several calls in flight each);
//   3. `vv-agent --help` start time vs the same CLI built at the commit before the actions
//      framework (a worktree, see --before).
// Servers stay up for the whole section; the load generator runs one timed window against ours,
// then one against the floor, the order swapping every round, and the figures are medians over the
// rounds. Needs `npm run build` first (`npm run bench:actions` does it).
//
// Usage: node bench/actions/run.mjs [--rounds 7] [--seconds 3] [--connections 16] [--sessions 4]
//          [--per-session 4] [--startup-runs 21] [--before /tmp/vv-before] [--only http,mcp,startup]
// The baseline for 3: git worktree add /tmp/vv-before 8f26ebc && ln -s "$PWD/node_modules"
//   /tmp/vv-before/node_modules && (cd /tmp/vv-before && npx tsc -p tsconfig.build.json)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '16' },
    sessions: { type: 'string', default: '4' },
    'per-session': { type: 'string', default: '4' },
    'startup-runs': { type: 'string', default: '21' },
    before: { type: 'string', default: '/tmp/vv-before' },
    only: { type: 'string', default: 'http,mcp,startup' },
  },
});
const rounds = Number(opts.rounds);
const only = new Set(opts.only.split(','));

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const runJs = join(root, 'bin/run.js');
const agentDir = join(here, 'agent');
// No ./config.ini is picked up from here: both servers run on the built-in defaults.
const cwd = mkdtempSync(join(tmpdir(), 'vv-bench-actions-'));
// The machine's NODE_EXTRA_CA_CERTS adds ~75 ms to every Node start (docs/stack.md): not ours.
const env = { ...process.env, VV_AGENT__SERVER__HOST: '127.0.0.1', VV_AGENT__AGENT__HOST: '127.0.0.1' };
delete env.NODE_EXTRA_CA_CERTS;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Spawns a server and resolves with its URL once it prints "<kind> listening on URL" on stderr. */
function startServer(name, args, kind) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 120 s`)), 120_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}`));
    };
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
      const match = new RegExp(`${kind} listening on (\\S+)`).exec(stderr);
      if (match) {
        clearTimeout(timer);
        // Keep draining stderr so that a chatty server never blocks on a full pipe.
        child.stderr.removeAllListeners('data').resume();
        resolve({ name, url: match[1], child });
      }
    });
    child.once('exit', (code) => fail(new Error(`${name} exited (${code}) before listening`)));
  });
}

async function stopServer(server) {
  server.child.removeAllListeners('exit');
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One run of a load generator (its own process): resolves with its JSON report plus `serverCpuMs`,
 * the server's CPU time over the timed window (the generator prints "timed" when it starts it).
 */
function load(script, args, serverPid) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, script), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let cpuAtStart = null;
    child.stdout.setEncoding('utf8').on('data', (c) => {
      out += c;
      if (cpuAtStart === null && out.includes('timed\n')) cpuAtStart = cpuMs(serverPid);
    });
    child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
    child.once('exit', (code) => {
      const cpuAtEnd = cpuMs(serverPid);
      if (code !== 0) return reject(new Error(`${script} exited ${code}: ${err}`));
      const report = JSON.parse(out.trim().split('\n').at(-1));
      resolve({ ...report, serverCpuMs: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart });
    });
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * Alternating rounds, ours and the floor swapping order each round: medians of calls/s and the
 * per-round ratios. Beside them the server's own CPU time per call over the timed window (/proc):
 * on a machine shared with other work, throughput swings with the neighbours' load, CPU per call
 * much less.
 */
async function compare(title, ours, floor, loadOnce) {
  const rate = { ours: [], floor: [] };
  const cpu = { ours: [], floor: [] };
  const client = { ours: [], floor: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? [ours, floor] : [floor, ours];
    for (const server of order) {
      const side = server === ours ? 'ours' : 'floor';
      const report = await loadOnce(server);
      rate[side].push(report.rate);
      client[side].push(report.clientCpuUsPerCall);
      if (report.serverCpuMs !== null) cpu[side].push((report.serverCpuMs * 1000) / report.calls);
    }
  }
  const m = { ours: median(rate.ours), floor: median(rate.floor) };
  const perRound = rate.ours.map((o, i) => o / rate.floor[i]);
  const cpuOf = (side) =>
    (cpu[side].length === rounds ? `   server CPU ${fmt(median(cpu[side]))} µs/call` : '') + `, load generator CPU ${fmt(median(client[side]))} µs/call`;
  console.log(title);
  console.log(`   ${floor.name.padEnd(40)} ${fmt(m.floor).padStart(7)} calls/s${cpuOf('floor')}   rounds: ${rate.floor.map((x) => fmt(x)).join(' ')}`);
  console.log(`   ${ours.name.padEnd(40)} ${fmt(m.ours).padStart(7)} calls/s${cpuOf('ours')}   rounds: ${rate.ours.map((x) => fmt(x)).join(' ')}`);
  console.log(`   -> ${fmt(m.ours / m.floor, 2)}x floor calls/s (median of rounds; per-round ratios ${fmt(Math.min(...perRound), 2)}-${fmt(Math.max(...perRound), 2)}, median ${fmt(median(perRound), 2)})`);
  if (cpu.ours.length === rounds && cpu.floor.length === rounds) {
    console.log(`   -> ${fmt(median(cpu.floor) / median(cpu.ours), 2)}x floor calls per server CPU second`);
  }
}

async function httpSection() {
  const ours = await startServer('vv-agent agent serve (AgentServer)', [runJs, 'agent', 'serve', '--actions', agentDir, '--mcp', 'none', '--port', '0'], 'http');
  const floor = await startServer('bare fastify route (floor)', [join(here, 'bareHttp.mjs')], 'http');
  try {
    await compare(
      `1. HTTP POST /v1/add, ${opts.connections} connections (undici Pool, own process), ${opts.seconds} s windows, ${rounds} alternating rounds`,
      ours,
      floor,
      (server) => load('loadHttp.mjs', [`${new URL(server.url).origin}/v1/add`, opts.connections, opts.seconds, opts.warmup], server.child.pid),
    );
  } finally {
    await Promise.all([stopServer(ours), stopServer(floor)]);
  }
}

async function mcpSection() {
  let ours;
  try {
    ours = await startServer('vv-agent agent serve --mcp (AgentServer)', [runJs, 'agent', 'serve', '--actions', agentDir, '--no-http', '--mcp', 'streamable-http', '--mcp-port', '0'], 'mcp');
  } catch (error) {
    if (!/unknown MCP server/.test(error.message)) throw error;
    console.log('2. MCP tools/call: skipped, the mcp-sdk server kind is not registered in this build');
    return;
  }
  const floor = await startServer('bare MCP SDK v2 server (floor)', [join(here, 'bareMcp.mjs')], 'mcp');
  try {
    await compare(
      `2. MCP tools/call "add" over Streamable HTTP, ${opts.sessions} sessions x ${opts['per-session']} in flight (@modelcontextprotocol/client, own process), ${opts.seconds} s windows, ${rounds} alternating rounds`,
      ours,
      floor,
      (server) => load('loadMcp.mjs', [server.url, opts.sessions, opts['per-session'], opts.seconds, opts.warmup], server.child.pid),
    );
  } finally {
    await Promise.all([stopServer(ours), stopServer(floor)]);
  }
}

function timeOnce(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

function startupSection() {
  const beforeRunJs = join(opts.before, 'bin/run.js');
  if (!existsSync(join(opts.before, 'dist/src/commands'))) {
    console.log(`3. vv-agent --help start: skipped, no built baseline at ${opts.before} (see the usage at the top of bench/actions/run.mjs)`);
    return;
  }
  const runs = Number(opts['startup-runs']);
  const cases = [
    { name: "node -e ''", args: ['-e', ''] },
    { name: 'vv-agent --help, before actions (8f26ebc)', args: [beforeRunJs, '--help'] },
    { name: 'vv-agent --help, now', args: [runJs, '--help'] },
    { name: 'vv-agent agent serve --help, now', args: [runJs, 'agent', 'serve', '--help'] },
  ];
  for (const c of cases) timeOnce(c.args); // one warm-up round (disk cache)
  const samples = cases.map(() => []);
  // Interleaved, the order rotating each run, so that machine noise hits every case alike.
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < cases.length; k++) {
      const j = (k + i) % cases.length;
      samples[j].push(timeOnce(cases[j].args));
    }
  }
  const m = samples.map(median);
  const perRun = samples[2].map((now, i) => now / samples[1][i]);
  console.log(`3. start-up, median of ${runs} interleaved runs (NODE_EXTRA_CA_CERTS unset)`);
  cases.forEach((c, k) => console.log(`   ${c.name.padEnd(42)} ${fmt(m[k], 1).padStart(7)} ms`));
  console.log(`   -> vv-agent --help now / before: ${fmt(m[2] / m[1], 2)}x (per-run ratios median ${fmt(median(perRun), 2)}); agent serve --help / --help before: ${fmt(m[3] / m[1], 2)}x`);
}

try {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  console.log(`actions benchmarks at ${head}, node ${process.version}, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (only.has('http')) await httpSection();
  if (only.has('mcp')) await mcpSection();
  if (only.has('startup')) startupSection();
} finally {
  rmSync(cwd, { recursive: true, force: true });
}
