// `vv-agent agent call --json` when the action fails with its own code: the code is a field of the
// error object (beside code, category and message, which keep their meaning), on HTTP and MCP,
// against a real `vv-agent agent serve`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
const actionsApi = new URL('../../../dist/src/lib/actions/index.js', import.meta.url).href;
const env = { VV_AGENT_TOKEN: undefined, VV_AGENT__AGENT_CLIENT__TOKEN: undefined, VV_AGENT__AGENT_CLIENT__URL: undefined };
const cli = (args: readonly string[]) => runCli(args, { env });

const work = mkdtempSync(join(tmpdir(), 'vv-agent-call-json-'));
afterAll(async () => {
  await stopAllProcesses();
  rmSync(work, { recursive: true, force: true });
});

let url: string;
beforeAll(async () => {
  // An action that fails with a code of its own, as an agent's domain errors do.
  const stock = join(work, 'stock');
  mkdirSync(stock);
  writeFileSync(
    join(stock, 'take.mjs'),
    `import { defineAction, ConflictError } from ${JSON.stringify(actionsApi)};
export const take = defineAction(
  { name: 'stock.take', description: 'Take one item', http: { url: '/v1/stock/take', method: 'POST' }, mcp: {} },
  async () => { throw new ConflictError('only 0 left', 'out_of_stock'); },
);
`,
  );
  const config = writeConfig('[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\n');
  const agent = await startAgent(['--config', config, '--actions', stock, '--actions', calculator, '--mcp', 'streamable-http', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
  url = agent.httpUrl!;
});

async function jsonError(args: readonly string[]): Promise<Record<string, unknown>> {
  const result = await cli(['agent', 'call', ...args, '--url', url, '--json']);
  expect(result.code, result.stderr).toBe(1);
  return (JSON.parse(result.stdout) as { error: Record<string, unknown> }).error;
}

describe('agent call --json: a failed action', () => {
  it.each([
    ['http', 'conflict', 409],
    // MCP carries the error body but no HTTP status, so nothing says more than "runtime" there.
    ['mcp', 'runtime', null],
  ])("over %s: the action's own code is error.remoteCode", async (via, category, status) => {
    const error = await jsonError(['stock.take', '--via', via]);
    expect(error).toEqual({
      code: 'action_failed',
      category,
      message: expect.stringMatching(/^stock\.take failed: out_of_stock: only 0 left \[/) as unknown,
      remoteCode: 'out_of_stock',
      status,
    });
  });

  it.each([
    ['http', 400],
    ['mcp', null],
  ])('over %s: validation_failed with the field details', async (via, status) => {
    const error = await jsonError(['calculator.add', '--via', via, '--input', '{"a": "x", "b": 1}']);
    expect(error).toMatchObject({ code: 'action_failed', remoteCode: 'validation_failed', status });
    expect(error['details']).toEqual([{ field: 'a', message: expect.any(String) as unknown }]);
  });

  it('an error that is not the action\'s keeps the same shape, with no remote code', async () => {
    expect(await jsonError(['nope'])).toEqual({
      code: 'unknown_action',
      category: 'not_found',
      message: expect.stringMatching(/advertises no action "nope"/) as unknown,
      remoteCode: null,
      status: null,
    });
  });
});
