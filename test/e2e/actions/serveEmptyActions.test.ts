// `vv-agent agent serve --actions DIR` where DIR exists but registers no action: the agent still
// starts (a new agent is empty in development), and says so once on stderr, naming DIR.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stopAllProcesses } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

const work = mkdtempSync(join(tmpdir(), 'vv-serve-empty-'));
afterAll(async () => {
  await stopAllProcesses();
  rmSync(work, { recursive: true, force: true });
});

const config = writeConfig('[server]\nhost = 127.0.0.1\n');
const serve = (actions: string) => startAgent(['--config', config, '--actions', actions, '--mcp', 'none', '--port', '0']);
const warnings = (stderr: string): string[] => stderr.split('\n').filter((line) => line.startsWith('warning:'));

function directory(name: string, files: Record<string, string> = {}): string {
  const dir = join(work, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('agent serve with an actions directory that holds no actions', () => {
  it.each([
    ['empty', {}],
    // Plain Node does not import TypeScript: the likeliest way to serve nothing by accident.
    ['TypeScript only', { 'add.ts': "export const x: number = 1;\n" }],
    ['modules that register nothing', { 'helpers.mjs': 'export const answer = 42;\n' }],
  ])('%s: one warning line naming the directory, and the agent serves', async (name, files) => {
    const dir = directory(name.replace(/\W+/g, '-'), files);
    const agent = await serve(dir);
    expect(warnings(agent.cli.stderr)).toEqual([`warning: no actions in ${dir} (action modules are .js, .mjs files that call defineAction); serving none`]);
    const capabilities = await fetch(`${agent.httpUrl!}/capabilities`);
    expect(capabilities.status).toBe(200);
    expect(await capabilities.json()).toEqual({ actions: [] });
    expect(agent.cli.hasExited).toBe(false);
    await agent.cli.stop();
  });

  it('a directory with actions gets no such warning', async () => {
    const agent = await serve(fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url)));
    expect(agent.cli.stderr).toContain('http listening on ');
    expect(warnings(agent.cli.stderr)).toEqual([]);
    await agent.cli.stop();
  });
});
