// AgentClient gives a failure the same code and category whichever transport it called: the agent's
// error code read back to the status it is sent with over HTTP, and one timeout for HTTP and MCP.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionRegistry,
  AgentServer,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  defaultAgentConfig,
  defineAction,
  HttpError,
  InsufficientRolesError,
  InternalActionError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
  type AgentConfig,
  type RunningAgent,
} from '../../../../src/lib/actions/index.js';
import { AgentClient } from '../../../../src/lib/actions/client/index.js';
import { remoteFailure } from '../../../../src/lib/actions/client/AgentClientError.js';
import { silentLogger } from '../../../../src/lib/shared/logger.js';

describe('remoteFailure: an error body without a status has the category its HTTP status gives', () => {
  it.each([
    new BadRequestError(),
    new ValidationError([{ field: 'a', message: 'must be number' }]),
    new AuthenticationError(),
    new InsufficientRolesError(),
    new NotFoundError(),
    new ConflictError(),
    new ServiceUnavailableError(),
    new InternalActionError(),
  ])('$code', (error: HttpError) => {
    const overHttp = remoteFailure('x', error.body(), 'where', 'fallback', error.status);
    const overMcp = remoteFailure('x', error.body(), 'where', 'fallback');
    expect(overMcp.category).toBe(overHttp.category);
    expect([overMcp.code, overMcp.remoteCode, overMcp.status]).toEqual(['action_failed', error.code, undefined]);
  });

  it("keeps runtime for a code of the action's own, which says no status, and for no body at all", () => {
    expect(remoteFailure('x', { error: { code: 'out_of_stock', message: 'none left' } }, 'where', 'fallback').category).toBe('runtime');
    expect(remoteFailure('x', undefined, 'where', 'fallback').category).toBe('runtime');
  });
});

describe('AgentClient: an action that does not answer in time', () => {
  const running: RunningAgent[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
    ActionRegistry.clear();
  });

  it.each(['http', 'mcp'] as const)('over %s: agent_unreachable (unavailable) after the client timeout', async (via) => {
    const base = defaultAgentConfig();
    const config: AgentConfig = {
      ...base,
      server: { ...base.server, host: '127.0.0.1', port: 0 },
      agent: { ...base.agent, host: '127.0.0.1', port: 0, transport: 'streamable-http' },
    };
    // Longer than the client waits, shorter than the SDK's own 60 s: ends early when the caller gives up.
    defineAction({ name: 'slow', description: 'Slow', http: { url: '/v1/slow' }, mcp: {} }, async (_input, ctx) => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 4000);
        ctx.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      return { done: true };
    });
    const agent = await (await AgentServer.create(config, { mcp: 'mcp-sdk', logger: silentLogger() })).addActions().run({ handleSignals: false });
    running.push(agent);
    const client = new AgentClient({ url: agent.httpUrl!, timeoutSeconds: 1 });
    try {
      const started = Date.now();
      await expect(client.call('slow', {}, via)).rejects.toMatchObject({
        code: 'agent_unreachable',
        category: 'unavailable',
        message: expect.stringMatching(/no response within 1 s$/) as unknown,
      });
      expect(Date.now() - started).toBeLessThan(3500);
    } finally {
      await client.close();
    }
  });
});
