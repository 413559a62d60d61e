import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, runJs } from '../../support/cli.js';

/** A user's terminal: CI (which `.ci/run` sets) makes ink drop interactive input, so it is removed. */
function terminalEnv(colour: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env['CI'];
  delete env['CONTINUOUS_INTEGRATION'];
  delete env['FORCE_COLOR'];
  if (colour) {
    delete env['NO_COLOR'];
    env['TERM'] = 'xterm-256color';
  }
  return env;
}

/**
 * The live view of `debug app-server send-message` in a real pseudo-terminal (util-linux
 * `script`): keys are written to the terminal when the screen shows what a user would wait for.
 */
const work = mkdtempSync(join(tmpdir(), 'vv-pty-'));
writeFileSync(join(work, 'README.md'), 'a file for the scripted model to read\n');
afterAll(() => rmSync(work, { recursive: true, force: true }));

// eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC (\x1b)
const COLOUR = /\x1b\[(3|9)\dm/;
// eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC (\x1b)
const stripAnsi = (text: string): string => text.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').replace(/\r/g, '\n');
const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`;

interface PtyRun {
  readonly screen: () => string;
  /** Everything written to the terminal, escape sequences included. */
  readonly raw: () => string;
  readonly waitFor: (pattern: RegExp) => Promise<void>;
  readonly press: (keys: string) => void;
  readonly exited: Promise<number | null>;
}

/** Runs the CLI in a 100x40 terminal; `stdinRedirect` (e.g. '< /dev/null') takes stdin from elsewhere; NO_COLOR unless `colour`. */
function inPty(args: readonly string[], stdinRedirect = '', colour = false): PtyRun {
  const commandLine = `stty cols 100 rows 40; exec ${quote(process.execPath)} ${quote(runJs)} ${args.map(quote).join(' ')} ${stdinRedirect}`;
  const child = spawn('script', ['-qefc', commandLine, '/dev/null'], { cwd: projectRoot, env: terminalEnv(colour), stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const w of waiters) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    screen: () => stripAnsi(output),
    raw: () => output,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (pattern.test(stripAnsi(output))) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        void exited.then(() => {
          check();
          if (waiters.has(check)) reject(new Error(`exited before ${pattern}; screen:\n${stripAnsi(output).slice(-2000)}`));
        });
        check();
      }),
    press: (keys) => void child.stdin.write(keys),
    exited,
  };
}

const sendMessage = ['debug', 'app-server', 'send-message', '--model', 'scripted-tools', '--cwd', work];

describe('send-message live view in a pseudo-terminal (issue 12, points 1-3 and 9)', () => {
  it('answers one prompt, lets the next time out, and exits 0 after turn completed', async () => {
    const run = inPty([...sendMessage, '--approval-timeout-seconds', '3', 'try the tools']);
    await run.waitFor(/Approve write_file\?/);
    expect(run.screen()).toMatch(/Approve write_file\? \(\d+s left\)/);
    run.press('y');
    await run.waitFor(/Approve bash\?/);
    // No key: the server resolves it as timeout, the prompt goes away, the turn goes on.
    await run.waitFor(/✗ bash: ls -l vv-agent-note\.txt → approval timed out/);
    await run.waitFor(/turn completed \(tool_finish\)/);
    expect(await run.exited).toBe(0);
    // Readable: the answered call with its result, the texts around it, and NO_COLOR honoured.
    expect(run.screen()).toMatch(/✓ write_file vv-agent-note\.txt \(42 B\) → written/);
    expect(run.screen()).toMatch(/✓ read_file README\.md → \d+ B/);
    expect(run.screen()).toContain('[y] allow  [a] allow for session  [n] deny');
    expect(run.raw()).not.toMatch(COLOUR);
    expect(existsSync(join(work, 'vv-agent-note.txt'))).toBe(true);
  });

  it('Ctrl-C at a prompt interrupts the turn: "turn interrupted", exit 130', async () => {
    const run = inPty([...sendMessage, 'interrupt me']);
    await run.waitFor(/Approve write_file\?/);
    run.press('\u0003');
    await run.waitFor(/turn interrupted/);
    expect(await run.exited).toBe(130);
  });

  it('a second Ctrl-C stops at once with exit 130', async () => {
    const run = inPty([...sendMessage, 'interrupt me twice']);
    await run.waitFor(/Approve write_file\?/);
    run.press('\u0003');
    await run.waitFor(/interrupting the turn/);
    // The interrupt may already have ended the turn; either way the exit is 130 and immediate.
    run.press('\u0003');
    expect(await run.exited).toBe(130);
  });

  it('stdin not a terminal: one line, approvals denied by --approve, no React warnings, exit 0 (in colour)', async () => {
    const run = inPty([...sendMessage, 'no keyboard'], '< /dev/null', true);
    expect(await run.exited).toBe(0);
    const screen = run.screen();
    expect(screen).toContain('stdin is not a terminal: approvals are answered with --approve deny');
    expect(screen).toMatch(/✗ write_file vv-agent-note\.txt \(42 B\) → denied/);
    // Without NO_COLOR the same view has colours (the control for the NO_COLOR check above).
    expect(run.raw()).toMatch(COLOUR);
    expect(screen).toContain('turn completed');
    expect(screen).not.toMatch(/Raw mode|Warning:/);
  });
});
