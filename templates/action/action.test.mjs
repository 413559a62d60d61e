// {{name}}: the handler through the one execution path (validation, guards, output check){{#served}},
// then the action served by a real `vv-agent agent serve` on each of its transports{{/served}}.
import assert from 'node:assert/strict';
import { {{#served}}after, before, {{/served}}test } from 'node:test';
import { {{exportName}} } from '../actions/{{name}}.mjs';
{{#served}}import { startAgent, vvAgent } from './support/agent.mjs';
{{/served}}
const input = {{inputJson}};
const expected = { length: 5 };
{{#guard}}const caller = { subject: 'tester', roles: [{{roles}}], claims: {}, metadata: {} };
{{/guard}}
test('{{name}} answers', async () => {
  assert.deepEqual(await {{exportName}}.invoke(input, { transport: '{{invokeTransport}}', auth: {{#guard}}caller{{/guard}}{{#open}}null{{/open}} }), expected);
});

test('{{name}} refuses a bad input', async () => {
  await assert.rejects({{exportName}}.invoke({ ...input, text: 42 }, { transport: '{{invokeTransport}}', auth: {{#guard}}caller{{/guard}}{{#open}}null{{/open}} }), { code: 'validation_failed' });
});
{{#guard}}
test('{{name}} refuses a caller without a token', async () => {
  await assert.rejects({{exportName}}.invoke(input, { transport: '{{invokeTransport}}', auth: null }), { code: 'unauthenticated' });
});
{{/guard}}{{#served}}
let agent;
before(async () => {
  agent = await startAgent();
});
after(() => agent?.stop());
{{/served}}{{#http}}
test('{{name}} over HTTP', async () => {
  const { code, stdout, stderr } = await vvAgent(['agent', 'call', '{{name}}', '--url', agent.httpUrl, '--via', 'http', '--input', JSON.stringify(input)]);
{{#open}}  assert.equal(code, 0, stderr);
  assert.deepEqual(JSON.parse(stdout), expected);
{{/open}}{{#guard}}  // This agent runs without enable_auth, so no caller has a role: the guard answers 401.
  assert.equal(code, 1);
  assert.match(stderr, /unauthenticated|HTTP 401/);
{{/guard}}});
{{/http}}{{#mcp}}
test('{{name}} over MCP', async () => {
  const { code, stdout, stderr } = await vvAgent(['agent', 'call', '{{name}}', '--url', agent.httpUrl, '--via', 'mcp', '--input', JSON.stringify(input)]);
{{#open}}  assert.equal(code, 0, stderr);
  assert.deepEqual(JSON.parse(stdout), expected);
{{/open}}{{#guard}}  assert.equal(code, 1);
  assert.match(stderr, /unauthenticated|HTTP 401/);
{{/guard}}});
{{/mcp}}
