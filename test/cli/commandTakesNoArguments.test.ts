// oclif reads a word after a command that takes no arguments as more of the command's id
// (`version extra` -> `version:extra`); the user is told the command takes no arguments, not
// offered the very command they typed.
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

describe('a command that takes no arguments, given some', () => {
  for (const [args, message] of [
    [['version', 'extra'], 'vv-agent: version takes no arguments; got extra (see vv-agent version --help)\n'],
    [['doctor', 'extra'], 'vv-agent: doctor takes no arguments; got extra (see vv-agent doctor --help)\n'],
    [['threads', 'list', 'one', 'two'], 'vv-agent: threads list takes no arguments; got one two (see vv-agent threads list --help)\n'],
  ] as const) {
    it(`${args.join(' ')}: one line saying so, exit 2, nothing run`, async () => {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(message);
    });
  }

  for (const args of [['doctor', 'extra', '--json'], ['version', 'extra', '--json']] as const) {
    it(`${args.join(' ')}: the JSON error object on stdout, nothing on stderr, exit 2`, async () => {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe('');
      const command = args[0];
      expect(JSON.parse(result.stdout)).toEqual({
        error: { code: 'usage_error', category: 'usage', message: `${command} takes no arguments; got extra (see vv-agent ${command} --help)` },
      });
    });
  }

  it('a word after a command that heads a topic is still taken for a mistyped subcommand', async () => {
    const result = await runCli(['app-server', 'generat']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^vv-agent: app-server generat is not a vv-agent command; did you mean app-server/);
  });
});
