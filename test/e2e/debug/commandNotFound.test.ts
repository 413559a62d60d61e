import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot, runCli, runJs } from '../../support/cli.js';

// A mistyped command under `debug app-server`: the words typed are the start of send-message, which
// must win over replay (closer by edit distance alone).
describe('a mistyped debug app-server command names the one it starts', () => {
  it('`debug app-server send` suggests send-message: one line, exit 2', async () => {
    const result = await runCli(['debug', 'app-server', 'send']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('vv-agent: debug app-server send is not a vv-agent command; did you mean debug app-server send-message? (see vv-agent help)\n');
  });

  it('the words after it are arguments and do not change the suggestion', async () => {
    const result = await runCli(['debug', 'app-server', 'send', 'hi']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('did you mean debug app-server send-message?');
  });

  it('a misspelling that starts no command still gets the closest one', async () => {
    const result = await runCli(['debug', 'app-server', 'replya']);
    expect(result.stderr).toContain('did you mean debug app-server replay?');
  });

  it('on a terminal the offer to run it names the same command; declined, the same line and exit 2', async () => {
    // util-linux `script` gives the CLI a pseudo-terminal (stdin and stdout), as a user's shell would.
    const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`;
    const child = spawn('script', ['-qefc', `${quote(process.execPath)} ${quote(runJs)} debug app-server send`, '/dev/null'], {
      cwd: projectRoot,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let screen = '';
    const asked = new Promise<void>((resolve) => {
      const onData = (chunk: Buffer): void => {
        screen += chunk.toString();
        if (/Did you mean/.test(screen)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await Promise.race([asked, exited]);
    // eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC (\x1b)
    const plain = (): string => screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '');
    expect(plain()).toMatch(/Did you mean debug app-server send-message\?/);
    child.stdin.write('n\r');
    expect(await exited).toBe(2);
    expect(plain()).toContain('did you mean debug app-server send-message?');
  });
});
