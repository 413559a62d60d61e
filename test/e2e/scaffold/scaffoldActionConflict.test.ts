// `vv-agent scaffold action` refuses, with exit 2 and one line, an action that would make
// `agent serve` refuse the project (a route or MCP tool an existing action has), and writes nothing.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-scaffold-conflict-'));
const project = join(work, 'my-agent');
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(async () => {
  const made = await runCli(['scaffold', 'agent', 'my-agent', '--dir', work]);
  expect(made.code, made.stderr).toBe(0);
});

const files = (): string[] => ['actions', 'test'].flatMap((dir) => readdirSync(join(project, dir)).map((f) => `${dir}/${f}`)).sort();

describe('vv-agent scaffold action next to existing actions', () => {
  for (const [args, pattern] of [
    [['g2', '--http', '/v1/greet'], /^vv-agent: cannot add action "g2": actions "greet" and "g2" both declare HTTP POST \/v1\/greet \(see actions\/greet\.mjs\)/],
    [['g3', '--mcp', 'greet'], /^vv-agent: cannot add action "g3": actions "greet" and "g3" both resolve to the MCP tool "greet"/],
  ] as const) {
    it(`refuses ${args.join(' ')} with exit 2 and one line, writing nothing`, async () => {
      const before = files();
      const result = await runCli(['scaffold', 'action', ...args], { cwd: project });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(pattern);
      expect(files()).toEqual(before);
    });
  }

  it('adds an action that shares no route or tool', async () => {
    const result = await runCli(['scaffold', 'action', 'g4', '--http', '/v1/greet', '--method', 'GET', '--mcp', 'greet_get'], { cwd: project });
    expect(result.code, result.stderr).toBe(0);
    expect(files()).toContain('actions/g4.mjs');
  });
});
