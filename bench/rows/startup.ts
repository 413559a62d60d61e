/**
 * P1 and P7: how long a program that spawns vv-agent waits for it (issue 13).
 *
 * P1: spawn -> the `initialize` response of `vv-agent app-server`, spawned as a desktop app does on
 * every launch: `node bin/run.js app-server --listen stdio --settings FILE --state-dir DIR` with a
 * persistent store (a real SQLite file, created by a warm-up start, reopened by every measured one),
 * the request written as soon as the process exists. Floor: spawn -> exit of `node -e ''`.
 * P7: spawn -> exit of `vv-agent --version`; floor: `--version` of the smallest oclif CLI, one
 * compiled command and no plugins (bench/startup/bareOclif), on the same @oclif/core.
 *
 * Each round is SPAWNS pairs, ours and the floor alternating (alternate() swaps the order every
 * pair); the figure is the median of all of them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, figure, ratioRow, type BenchContext, type BenchRow } from '../lib/row.js';

const SPAWNS = 3;

const scriptedSettings = {
  VERSION: '2',
  endpoints: [],
  backends: { scripted: { models: { 'scripted-default': { id: 'scripted-default', context_length: 128000, function_call_available: true } } } },
};

interface Exited {
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns `node ...args`, returns the time from spawn to exit and what it printed. */
function timeToExit(ctx: BenchContext, args: readonly string[]): Promise<Exited> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env: ctx.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, code, stdout, stderr }));
  });
}

async function exitOk(ctx: BenchContext, args: readonly string[]): Promise<Exited> {
  const r = await timeToExit(ctx, args);
  if (r.code !== 0) throw new Error(`node ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
}

/**
 * Spawns the App Server, writes `initialize` at once and returns the time until its response line;
 * then ends stdin and waits for the exit (not timed: the next start needs the state directory's lock).
 */
function timeToInitialize(ctx: BenchContext, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env: ctx.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let elapsed: number | undefined;
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
      if (elapsed !== undefined || !stdout.includes('\n')) return;
      elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      const response = JSON.parse(stdout.slice(0, stdout.indexOf('\n'))) as { id?: unknown; result?: { protocolVersion?: unknown } };
      if (response.id !== 1 || typeof response.result?.protocolVersion !== 'string') reject(new Error(`not an initialize response: ${stdout}`));
      child.stdin.end();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (elapsed === undefined || code !== 0) reject(new Error(`app-server exited ${code} (initialize ${elapsed === undefined ? 'unanswered' : 'answered'}): ${stderr}`));
      else resolve(elapsed);
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'bench', version: '0' } } })}\n`);
  });
}

async function pairs(ctx: BenchContext, ours: () => Promise<number>, floor: () => Promise<number>): Promise<{ ours: number[]; floor: number[] }> {
  await ours(); // warm-up: the file cache, and the store's first creation for P1
  await floor();
  return alternate(ctx.rounds * SPAWNS, ours, floor);
}

const appServerStart: BenchRow = {
  id: 'P1',
  what: "spawn -> `initialize` response of `vv-agent app-server` (stdio, settings file, SQLite state dir), vs spawn -> exit of `node -e ''`",
  async run(ctx) {
    const dir = join(ctx.work, 'startup');
    const stateDir = join(dir, 'state');
    mkdirSync(stateDir, { recursive: true });
    const settings = join(dir, 'settings.json');
    writeFileSync(settings, JSON.stringify(scriptedSettings));
    const runJs = join(ctx.root, 'bin/run.js');
    const base = [runJs, 'app-server', '--listen', 'stdio', '--settings', settings];
    const nodeE = async (): Promise<number> => (await exitOk(ctx, ['-e', ''])).ms;
    const main = await pairs(ctx, () => timeToInitialize(ctx, [...base, '--state-dir', stateDir]), nodeE);
    ctx.log('again with --ephemeral (in-memory store)');
    const ephemeral = await pairs(ctx, () => timeToInitialize(ctx, [...base, '--ephemeral']), nodeE);
    const row = ratioRow(figure('app-server initialize', 'ms', main.ours), figure("node -e ''", 'ms', main.floor), '<=', 3);
    const eph = figure('ephemeral', 'ms', ephemeral.ours);
    const ephFloor = figure("node -e ''", 'ms', ephemeral.floor);
    return { ...row, extra: { ephemeralMs: eph.value, ephemeralNodeMs: ephFloor.value, ephemeralRatio: eph.value / ephFloor.value } };
  },
};

const versionFlag: BenchRow = {
  id: 'P7',
  what: '`vv-agent --version`, vs `--version` of a bare oclif CLI with one command (bench/startup/bareOclif)',
  async run(ctx) {
    const ours = [join(ctx.root, 'bin/run.js'), '--version'];
    const floor = [join(ctx.root, 'bench/startup/bareOclif/bin/run.js'), '--version'];
    // Both print oclif's user agent line: NAME/VERSION PLATFORM-ARCH node-VERSION.
    for (const [args, name] of [[ours, 'vv-agent'], [floor, 'bare-oclif']] as const) {
      const { stdout } = await exitOk(ctx, args);
      if (stdout !== `${name}/${/^[^/]+\/(\S+)/.exec(stdout)?.[1] ?? '?'} ${process.platform}-${process.arch} node-${process.version}\n`) throw new Error(`unexpected --version output of ${name}: ${JSON.stringify(stdout)}`);
    }
    const timed = (args: readonly string[]) => async (): Promise<number> => (await exitOk(ctx, args)).ms;
    const main = await pairs(ctx, timed(ours), timed(floor));
    const versionCommand = await pairs(ctx, timed([ours[0]!, 'version']), timed(floor));
    const row = ratioRow(figure('vv-agent --version', 'ms', main.ours), figure('bare oclif --version', 'ms', main.floor), '<=', 1.1);
    const cmd = figure('vv-agent version', 'ms', versionCommand.ours);
    return { ...row, extra: { versionCommandMs: cmd.value, versionCommandRatio: cmd.value / figure('floor', 'ms', versionCommand.floor).value } };
  },
};

export const rows: BenchRow[] = [appServerStart, versionFlag];
