// `vv-agent agent call --json` gives a failure the same error category over MCP as over HTTP,
// against a real `vv-agent agent serve`. Over HTTP the category comes from the status; an MCP tool
// result has no status, only the agent's error code, which names the same category.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

const actionsApi = new URL('../../../dist/src/lib/actions/index.js', import.meta.url).href;
/** No token from the developer's environment leaks into these runs. */
const env = { VV_AGENT_TOKEN: undefined, VV_AGENT__AGENT_CLIENT__TOKEN: undefined, VV_AGENT__AGENT_CLIENT__URL: undefined };

const work = mkdtempSync(join(tmpdir(), 'vv-agent-call-categories-'));
afterAll(async () => {
  await stopAllProcesses();
  rmSync(work, { recursive: true, force: true });
});

/** One action per failure an action, its guards or its authenticator can send; each on HTTP and MCP. */
const ACTIONS = `import { defineAction, jsonSchema, requireRoles, BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError, AuthenticationError, InsufficientRolesError } from ${JSON.stringify(actionsApi)};
const on = (name) => ({ name, description: name, http: { url: '/v1/' + name, method: 'POST' }, mcp: {} });
export const validation = defineAction({ ...on('validation'), input: jsonSchema({ type: 'object', properties: { a: { type: 'number' } }, required: ['a'] }) }, async () => ({}));
export const badRequest = defineAction(on('bad_request'), async () => { throw new BadRequestError('no'); });
export const notFound = defineAction(on('not_found'), async () => { throw new NotFoundError('item 7 not found'); });
export const conflict = defineAction(on('conflict'), async () => { throw new ConflictError('taken'); });
export const unavailable = defineAction(on('unavailable'), async () => { throw new ServiceUnavailableError('come back later'); });
export const throws = defineAction(on('throws'), async () => { throw new Error('secret detail'); });
export const anyCaller = defineAction({ ...on('any_caller'), guards: [requireRoles()] }, async () => ({}));
export const adminOnly = defineAction({ ...on('admin_only'), guards: [requireRoles('admin')] }, async () => ({}));
export const refused = defineAction({ ...on('refused'), guards: [() => false] }, async () => ({}));
export const open = defineAction(on('open'), async () => ({ ok: true }));

// With authentication on: every token is a caller with role "user", except the two that the
// authenticator refuses everywhere but /capabilities (so that agent call gets to the action).
export const authenticator = {
  async authenticate(request) {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    if (request.path !== '/capabilities' && token === 'refuse-401') throw new AuthenticationError('not you');
    if (request.path !== '/capabilities' && token === 'refuse-403') throw new InsufficientRolesError('not here');
    return { subject: token, roles: ['user'], claims: {}, metadata: {} };
  },
};
`;

let authOff: string;
let authOn: string;
/** Authentication on, MCP over the legacy SSE transport (its refusals come back another way). */
let authOnSse: string;
beforeAll(async () => {
  const actions = join(work, 'actions');
  mkdirSync(actions);
  writeFileSync(join(actions, 'kinds.mjs'), ACTIONS);
  const serve = (mcp: string) => ['--actions', actions, '--mcp', mcp, '--port', '0', '--mcp-port', '0'];
  const config = (auth: boolean) => writeConfig(`[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\nenable_auth = ${auth}\n`);
  const [off, on, onSse] = await Promise.all([
    startAgent(['--config', config(false), ...serve('streamable-http')], { expectMcp: true }),
    startAgent(['--config', config(true), ...serve('streamable-http')], { expectMcp: true }),
    startAgent(['--config', config(true), ...serve('sse')], { expectMcp: true }),
  ]);
  authOff = off.httpUrl!;
  authOn = on.httpUrl!;
  authOnSse = onSse.httpUrl!;
});

interface Case {
  readonly agent: () => string;
  readonly args: readonly string[];
  readonly category: string;
  /** `error.remoteCode` over HTTP and over MCP. */
  readonly remoteCode: string;
}

const CASES: Record<string, Case> = {
  'input validation (400 validation_failed)': { agent: () => authOff, args: ['validation', '--input', '{"a": "x"}'], category: 'runtime', remoteCode: 'validation_failed' },
  'BadRequestError (400 bad_request)': { agent: () => authOff, args: ['bad_request'], category: 'runtime', remoteCode: 'bad_request' },
  'NotFoundError (404 not_found)': { agent: () => authOff, args: ['not_found'], category: 'not_found', remoteCode: 'not_found' },
  'requireRoles() with no caller (401 unauthenticated)': { agent: () => authOff, args: ['any_caller'], category: 'unauthenticated', remoteCode: 'unauthenticated' },
  "requireRoles('admin') for a user (403 forbidden)": { agent: () => authOn, args: ['admin_only', '--token', 'alice'], category: 'forbidden', remoteCode: 'forbidden' },
  'a guard returning false (403 forbidden)': { agent: () => authOff, args: ['refused'], category: 'forbidden', remoteCode: 'forbidden' },
  'ConflictError (409 conflict)': { agent: () => authOff, args: ['conflict'], category: 'conflict', remoteCode: 'conflict' },
  'an action that throws (500 internal_error)': { agent: () => authOff, args: ['throws'], category: 'runtime', remoteCode: 'internal_error' },
  'ServiceUnavailableError (503 service_unavailable)': { agent: () => authOff, args: ['unavailable'], category: 'unavailable', remoteCode: 'service_unavailable' },
  "the authenticator's 403 (route or MCP endpoint)": { agent: () => authOn, args: ['open', '--token', 'refuse-403'], category: 'forbidden', remoteCode: 'forbidden' },
};

async function jsonError(agent: string, args: readonly string[], via: string): Promise<Record<string, unknown>> {
  const result = await runCli(['agent', 'call', ...args, '--url', agent, '--via', via, '--json'], { env });
  expect(result.code, result.stderr).toBe(1);
  return (JSON.parse(result.stdout) as { error: Record<string, unknown> }).error;
}

describe('agent call --json: one failure, one category over HTTP and MCP', () => {
  it.each(Object.keys(CASES).flatMap((name) => [[name, 'http'] as const, [name, 'mcp'] as const]))('%s over %s', async (name, via) => {
    const { agent, args, category, remoteCode } = CASES[name]!;
    const error = await jsonError(agent(), args, via);
    expect(error).toMatchObject({ code: 'action_failed', category, remoteCode });
  });

  // Over HTTP the action's route answers 401 (the action's failure, not a token problem: the same
  // request passed /capabilities); over MCP the MCP endpoint does, before any action: a token problem.
  it.each([
    ['http', { code: 'action_failed', category: 'unauthenticated', remoteCode: 'unauthenticated', status: 401 }],
    ['mcp', { code: 'unauthenticated', category: 'unauthenticated', remoteCode: null, status: 401 }],
  ])("the authenticator's 401 over %s", async (via, expected) => {
    expect(await jsonError(authOn, ['open', '--token', 'refuse-401'], via)).toMatchObject(expected);
  });

  it("the authenticator's 403 at the MCP SSE endpoint, which sends no error body", async () => {
    expect(await jsonError(authOnSse, ['open', '--token', 'refuse-403'], 'mcp')).toMatchObject({ code: 'action_failed', category: 'forbidden', remoteCode: null, status: 403 });
  });
});
