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

  it('a misspelled subcommand of a command that heads a topic: the closest command under the topic, not the topic\'s own', async () => {
    // `app-server` is itself a command: it used to win as the one whose words the typed ones start.
    const result = await runCli(['app-server', 'schemaa']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('vv-agent: app-server schemaa is not a vv-agent command; did you mean app-server schema? (see vv-agent help)\n');
    expect((await runCli(['threads', 'lst', 'extra'])).stderr).toContain('did you mean threads list?');
    expect((await runCli(['agentteam', 'credentals', 'claim'])).stderr).toContain('did you mean agentteam credentials claim?');
  });

  it('with --json: the error object on stdout, nothing on stderr, exit 2', async () => {
    const result = await runCli(['app-server', 'schemaa', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      error: { code: 'usage_error', category: 'usage', message: 'app-server schemaa is not a vv-agent command; did you mean app-server schema? (see vv-agent help)' },
    });
    // After `--` it is an argument, not the flag.
    const argument = await runCli(['doctr', '--', '--json']);
    expect(argument.code).toBe(2);
    expect(argument.stdout).toBe('');
    expect(argument.stderr).toBe('vv-agent: doctr is not a vv-agent command; did you mean doctor? (see vv-agent help)\n');
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
