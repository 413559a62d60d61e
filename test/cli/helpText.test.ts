import { Config } from '@oclif/core';
import { describe, expect, it } from 'vitest';
import { projectRoot, runCli } from '../support/cli.js';

/** The commands as oclif sees them (from dist/, as `npm test` builds it first). */
/** Help as one line: oclif wraps at the terminal's width. */
async function helpOf(args: string[]): Promise<string> {
  return (await runCli([...args, '--help'])).stdout.replace(/\s+/g, ' ');
}

async function commands(): Promise<Config['commands']> {
  const config = await Config.load(projectRoot);
  return config.commands.filter((c) => c.pluginName === 'vv-agent');
}

describe('help that reads as one tool', () => {
  it('a hand-written usage names every visible flag and only real ones', async () => {
    const written = (await commands()).filter((c) => c.usage !== undefined);
    expect(written.map((c) => c.id).sort()).toEqual(expect.arrayContaining(['agentteam:dev', 'debug:app-server:replay', 'debug:app-server:send-message']));
    for (const command of written) {
      const usage = ([] as string[]).concat(command.usage ?? []).join('\n');
      const named = new Set([...usage.matchAll(/--([a-z][\w-]*)/g)].map((m) => m[1]!));
      const visible = Object.entries(command.flags).filter(([, f]) => !f.hidden).map(([name]) => name);
      for (const flag of visible) expect(named.has(flag), `${command.id}: --${flag} is missing from its usage`).toBe(true);
      for (const flag of named) expect(flag in command.flags, `${command.id}: usage names --${flag}, which it does not have`).toBe(true);
    }
  });

  it('send-message: --server excludes the built-in server flags, which combine with each other', async () => {
    const help = await helpOf(['debug', 'app-server', 'send-message']);
    expect(help).toMatch(/send-message WORDS\.\.\. --server COMMAND/);
    expect(help).toMatch(/\[--settings FILE\] \[--backend NAME\] \[--model NAME\]/);
    expect(help).not.toMatch(/--settings <value> \|/);
    expect(help).toMatch(/--approval-timeout-seconds=<value>\s+\[default: 30\]/);
    expect(help).toMatch(/--json\s+Print the transcript as JSONL/);
  });

  it('agentteam dev: --app does not need --callback-url unless its transport is callback', async () => {
    const help = await helpOf(['agentteam', 'dev']);
    expect(help).toMatch(/agentteam dev --app NAME --transport runner_stream --secrets-file FILE/);
    expect(help).toMatch(/agentteam dev --app NAME --transport callback --callback-url URL --secrets-file FILE/);
    expect(help).not.toMatch(/\[--callback-url <value> \[--app/);
  });

  it('choices are listed, defaults shown as [default: ...], and one name means one thing', async () => {
    const generate = await helpOf(['app-server', 'generate']);
    expect(generate).toMatch(/<options: python\|go\|rust\|swift\|kotlin\|csharp>/);
    const action = await helpOf(['scaffold', 'action']);
    expect(action).toMatch(/--method=<option>\s+\[default: POST\]/);
    const mention = await helpOf(['agentteam', 'mention']);
    expect(mention).toMatch(/--wait-seconds=<value>\s+\[default: 30\]/);
    expect(mention).not.toContain('--timeout-seconds');
  });

  it.each([
    [['debug', 'app-server', 'send-message'], 'vv-agent: missing required argument WORDS (The message (all remaining words).)'],
    [['scaffold', 'app', 'x'], 'vv-agent: Missing required flag --transport'],
  ])('%j: a missing input is one readable line', async (args, line) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd()).toBe(line);
  });

  it('mention still takes the old --timeout-seconds, saying it is deprecated', async () => {
    const result = await runCli(['agentteam', 'mention', '--app', 'a', '--timeout-seconds', '1', '--base-url', 'http://127.0.0.1:9', 'hi']);
    expect(result.stderr.replace(/[\s›]+/g, ' ')).toMatch(/"--timeout-seconds" flag has been deprecated\. Use "--wait-seconds"/);
  });
});
