// The example action, served by a real `vv-agent agent serve`: over HTTP with fetch, over MCP
// with `vv-agent agent call --via mcp` (the official MCP client), and listed in /capabilities.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startAgent, vvAgent } from './support/agent.mjs';

let agent;
before(async () => {
  agent = await startAgent();
});
after(() => agent?.stop());

test('greet over HTTP', async () => {
  const response = await fetch(`${agent.httpUrl}/v1/greet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada' }),
  });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { message: 'Hello, Ada!' });
});

test('greet refuses a bad input with 400 validation_failed', async () => {
  const response = await fetch(`${agent.httpUrl}/v1/greet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 42 }),
  });
  assert.equal(response.status, 400);
  assert.equal((await response.json()).error.code, 'validation_failed');
});

test('greet over MCP', async () => {
  const { code, stdout, stderr } = await vvAgent(['agent', 'call', 'greet', '--url', agent.httpUrl, '--via', 'mcp', '--input', '{"name":"Ada"}']);
  assert.equal(code, 0, stderr);
  assert.deepEqual(JSON.parse(stdout), { message: 'Hello, Ada!' });
});

test('/capabilities advertises greet on HTTP and MCP', async () => {
  const { code, stdout, stderr } = await vvAgent(['agent', 'capabilities', '--url', agent.httpUrl, '--json']);
  assert.equal(code, 0, stderr);
  const greet = JSON.parse(stdout).actions.find((a) => a.name === 'greet');
  assert.deepEqual(greet.available_transports.sort(), ['http', 'mcp']);
});
