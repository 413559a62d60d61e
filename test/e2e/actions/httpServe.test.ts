import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCapabilities } from '../../../generated/actions/validators.js';
import { runCli, stopAllProcesses } from '../../support/agentteamProcesses.js';
import { signToken, startAgent, unsignedToken, writeConfig, TEST_SECRET, type RunningAgentProcess } from '../../support/agentProcess.js';

// A real `vv-agent agent serve` process over loopback, called with fetch as any HTTP client would.
const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
const colliding = fileURLToPath(new URL('../../fixtures/actions/colliding', import.meta.url));
const localConfig = (extra = ''): string => writeConfig(`[server]\nhost = 127.0.0.1\nport = 0\n${extra}`);

afterAll(stopAllProcesses);

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...(rest.headers as Record<string, string>) } }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/**
 * Declares a body over the limit and sends only the headers: the server answers 413 from the
 * declared length alone. (Sending the whole body races the server's close: unread bytes make the
 * kernel reset the connection, which can drop the answer before a client reads it.)
 */
function postTooLarge(url: string, declaredLength: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': declaredLength } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: text });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.flushHeaders();
  });
}

describe('agent serve over HTTP, authentication off', () => {
  let agent: RunningAgentProcess;
  let base: string;
  beforeAll(async () => {
    agent = await startAgent(['--config', localConfig(), '--actions', calculator, '--mcp', 'none']);
    base = agent.httpUrl!;
  });

  it('calls an action with a JSON body and checks its output', async () => {
    expect(await call(`${base}/v1/add`, { method: 'POST', json: { a: 2, b: 3 } })).toMatchObject({ status: 200, body: { result: 5 } });
  });

  it('answers invalid input with 400 validation_failed and one detail per field', async () => {
    const { status, body } = await call(`${base}/v1/add`, { method: 'POST', json: { a: 'x' } });
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['a', 'b']);
  });

  it('merges path parameters and coerced query values into the input of a GET action', async () => {
    expect((await call(`${base}/v1/items/7?verbose=true&tags=a&tags=b`)).body).toEqual({ id: 7, verbose: true, tags: ['a', 'b'] });
    expect((await call(`${base}/v1/items/8`)).body).toEqual({ id: 8, verbose: false, tags: [] });
    const bad = await call(`${base}/v1/items/abc`);
    expect([bad.status, bad.body.error.details]).toEqual([400, [{ field: 'id', message: 'must be integer' }]]);
  });

  it("maps an action's NotFoundError to 404 and hides unexpected errors behind 500 internal_error", async () => {
    expect(await call(`${base}/v1/items/404`)).toMatchObject({ status: 404, body: { error: { code: 'not_found', message: 'item 404 not found' } } });
    const broken = await call(`${base}/v1/broken`, { method: 'POST' });
    expect(broken).toMatchObject({ status: 500, body: { error: { code: 'internal_error', message: 'internal error' } } });
    expect(JSON.stringify(broken.body)).not.toContain('secret');
    // The real error is in the log (stderr), for the operator.
    await agent.cli.waitForStderr((s) => s.includes('secret internal detail'), 'the logged error');
  });

  it('refuses bad requests with clear errors and keeps serving', async () => {
    const malformed = await fetch(`${base}/v1/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a": 1,' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    const text = await fetch(`${base}/v1/add`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a=1' });
    expect(text.status).toBe(415);
    const huge = await postTooLarge(`${base}/v1/add`, 2 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect((JSON.parse(huge.body) as { error: { code: string } }).error.code).toBe('payload_too_large');
    const array = await call(`${base}/v1/add`, { method: 'POST', json: [1, 2] });
    expect([array.status, array.body.error.details]).toEqual([400, [{ field: '(body)', message: 'must be a JSON object' }]]);
    expect(await call(`${base}/v1/nope`)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await call(`${base}/health`)).toEqual(expect.objectContaining({ status: 200, body: { status: 'ok' } }));
    expect(agent.cli.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack for a user's mistake
  });

  it('serves GET / and /health, and runs guards even with authentication off', async () => {
    expect((await call(`${base}/`)).body).toEqual({ name: 'vv-agent', version: '0.1.0' });
    expect(await call(`${base}/v1/whoami`)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
  });

  it('serves a capability:false route without advertising it', async () => {
    expect(await call(`${base}/v1/settings`, { method: 'PUT', json: { theme: 'dark' } })).toMatchObject({ status: 200, body: { saved: { theme: 'dark' } } });
    const { body } = await call(`${base}/capabilities`);
    expect(body.actions.map((a: { name: string }) => a.name)).not.toContain('agent.settings');
  });

  it("answers /capabilities in the seed's shape, valid against schemas/actions", async () => {
    const { status, body } = await call(`${base}/capabilities`);
    expect(status).toBe(200);
    expect(validateCapabilities(body)).toBe(true);
    const add = body.actions.find((a: { name: string }) => a.name === 'calculator.add');
    // Field by field, the seed's example object (its keys, and the nested transports' keys), plus
    // output_schema (our addition, for typed clients).
    expect(Object.keys(add).sort()).toEqual(['available_transports', 'description', 'input_schema', 'intents', 'mcp_tool', 'method', 'name', 'output_schema', 'path', 'queue_topic', 'transports'].sort());
    expect(Object.keys(add.transports).sort()).toEqual(['http', 'mcp', 'queue']);
    expect(add).toMatchObject({
      name: 'calculator.add',
      description: 'Add two numbers',
      path: '/v1/add',
      method: 'POST',
      mcp_tool: 'add',
      queue_topic: null,
      available_transports: ['http'],
      intents: [{ name: 'add', description: 'Sum numbers', examples: ['what is 2+2'] }],
      input_schema: { type: 'object', required: ['a', 'b'] },
      output_schema: { type: 'object', required: ['result'] },
    });
    expect(add.transports.http).toEqual({ available: true, path: '/v1/add', method: 'POST', url: `${base}/v1/add` });
    // MCP declared but no MCP server here: reported, not available, no URL.
    expect(add.transports.mcp).toEqual({ available: false, name: 'add', description: 'Add two numbers', transport: 'streamable-http', url: null });
    expect(add.transports.queue).toBeNull();
    const mul = body.actions.find((a: { name: string }) => a.name === 'calculator.mul');
    expect(mul.transports.queue).toEqual({ available: false, topic: 'fixture.calculator.mul', reply_required: true, reply_to_header: 'reply_to', correlation_id_header: 'correlation_id' });
    expect(mul.transports.http).toBeNull();
    expect([mul.path, mul.method, mul.available_transports]).toEqual([null, null, []]);
  });

  it('stops gracefully on SIGTERM', async () => {
    const other = await startAgent(['--config', localConfig(), '--actions', calculator, '--mcp', 'none']);
    expect((await other.cli.stop(10_000)).code).toBe(0);
  });
});

describe('agent serve over HTTP, authentication on', () => {
  let base: string;
  beforeAll(async () => {
    // The secret comes from the environment, as the contract recommends, not from the file.
    const agent = await startAgent(['--config', localConfig('[agent]\nenable_auth = true\n'), '--actions', calculator, '--mcp', 'none'], {
      env: { VV_AGENT__AUTH__SECRET_KEY: TEST_SECRET },
    });
    base = agent.httpUrl!;
  });
  const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

  it('refuses every route without a token with 401 and WWW-Authenticate: Bearer', async () => {
    for (const path of ['/v1/whoami', '/health', '/capabilities', '/']) {
      const { status, headers, body } = await call(`${base}${path}`);
      expect([path, status, headers.get('www-authenticate'), body.error.code]).toEqual([path, 401, 'Bearer', 'unauthenticated']);
    }
    expect((await call(`${base}/v1/add`, { method: 'POST', json: { a: 1, b: 1 } })).status).toBe(401);
    // /docs* and /openapi.json are never authenticated (here: not served, so 404 rather than 401).
    expect((await call(`${base}/openapi.json`)).status).toBe(404);
    expect((await call(`${base}/docs/index.html`)).status).toBe(404);
  });

  it('admits a valid token, binds the caller for handlers and guards, and enforces roles', async () => {
    const user = await signToken({ sub: 'alice', roles: ['user'] }, { expiresIn: '5m' });
    expect(await call(`${base}/v1/whoami`, bearer(user))).toMatchObject({ status: 200, body: { subject: 'alice', roles: ['user'], fromContext: 'alice' } });
    expect(await call(`${base}/v1/admin/reset`, { method: 'POST', ...bearer(user) })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    const keycloakAdmin = await signToken({ sub: 'root', realm_access: { roles: ['admin'] } }, { expiresIn: '5m' });
    expect(await call(`${base}/v1/admin/reset`, { method: 'POST', ...bearer(keycloakAdmin) })).toMatchObject({ status: 200, body: { reset: true } });
    expect((await call(`${base}/capabilities`, bearer(user))).status).toBe(200);
  });

  it('refuses expired, forged, alg:none and malformed tokens with a clear 401', async () => {
    const cases: Array<[string, string]> = [
      [await signToken({ sub: 'alice' }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }), 'token expired'],
      [await signToken({ sub: 'alice' }, { secret: 'another-secret-another-secret-another' }), 'token signature is invalid'],
      [unsignedToken({ sub: 'alice', roles: ['admin'] }), 'token algorithm not allowed'],
      [await signToken({ sub: 'alice' }, { alg: 'HS512' }), 'token algorithm not allowed'],
      ['garbage', 'token is malformed or invalid'],
    ];
    for (const [token, message] of cases) {
      const { status, headers, body } = await call(`${base}/v1/whoami`, bearer(token));
      expect([status, headers.get('www-authenticate'), body.error]).toEqual([401, 'Bearer', { code: 'unauthenticated', message }]);
    }
    expect((await call(`${base}/v1/whoami`, { headers: { authorization: 'Basic YTpi' } })).body.error.message).toBe('missing bearer token');
  });
});

describe('agent serve refuses to start on a bad declaration or configuration', () => {
  it('names both actions of a route collision, in one line, exit 2', async () => {
    const result = await runCli(['agent', 'serve', '--config', localConfig(), '--actions', colliding, '--mcp', 'none']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('actions "docs.search" and "docs.find" both declare HTTP POST /v1/docs/search');
  });

  it('names the key of a bad config value, exit 2', async () => {
    const result = await runCli(['agent', 'serve', '--config', writeConfig('[agent]\nauth_enabled = true\n'), '--actions', calculator]);
    expect([result.code, result.stderr.trim()]).toEqual([2, expect.stringMatching(/^vv-agent: .*agent\.auth_enabled was renamed to agent\.enable_auth$/)]);
    const missing = await runCli(['agent', 'serve', '--config', '/nonexistent/config.ini', '--actions', calculator]);
    expect([missing.code, missing.stderr.trim()]).toEqual([2, 'vv-agent: /nonexistent/config.ini: no such file']);
  });

  it('refuses authentication without a secret, exit 2', async () => {
    const result = await runCli(['agent', 'serve', '--config', localConfig('[agent]\nenable_auth = true\n'), '--actions', calculator, '--mcp', 'none']);
    expect([result.code, result.stderr.trim()]).toEqual([2, expect.stringContaining('auth.secret_key is empty')]);
  });

  it('refuses a missing actions path and a missing --actions flag, exit 2', async () => {
    const missing = await runCli(['agent', 'serve', '--config', localConfig(), '--actions', '/nonexistent/actions', '--mcp', 'none']);
    expect([missing.code, missing.stderr.trim()]).toEqual([2, 'vv-agent: action module /nonexistent/actions: no such file or directory']);
    expect((await runCli(['agent', 'serve', '--mcp', 'none'])).code).toBe(2);
  });
});
