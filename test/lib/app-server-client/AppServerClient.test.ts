import { describe, expect, it } from 'vitest';
import type { ApprovalResponse, ServerNotification } from '../../../generated/app-server/types.js';
import {
  AppServerClient,
  AppServerClientError,
  clientRequestMethodNames,
  isAppServerClientError,
  type ServerMessage,
} from '../../../src/lib/app-server-client/index.js';
import { AppServerErrorCode as ErrorCode } from '../../../src/lib/app-server/index.js';
import { createLinkedTransports, JsonRpcError } from '../../../src/lib/jsonrpc/index.js';
import { approvalParams, delta, initializeResult, scriptedPeer, thread, turn } from '../../support/scriptedAppServer.js';

const clientInfo = { clientInfo: { name: 'test', version: '0.0.0' } };

/** What a rejected promise rejected with (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<AppServerClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppServerClientError);
    return error as AppServerClientError;
  }
  throw new Error('expected a rejection');
}

function methodsOf(messages: readonly ServerMessage[]): string[] {
  return messages.map((m) => ('id' in m ? `request ${m.method}` : m.method));
}

describe('AppServerClient typed calls', () => {
  it('returns typed results and sends params only when given', async () => {
    const { client, received } = scriptedPeer((request) => {
      if (request.method === 'initialize') return initializeResult;
      if (request.method === 'thread/start') return thread;
      if (request.method === 'model/list') return { models: [{ id: 'kimi-k3', provider: 'moonshot', displayName: 'Kimi K3', contextLength: 1000000, supportsTools: true }] };
      throw new JsonRpcError(ErrorCode.MethodNotFound, 'no');
    });
    const init = await client.initialize(clientInfo);
    expect(init.capabilities.threadLifecycle).toBe(true);
    const started = await client.threadStart();
    expect(started.threadId).toBe('thread_1');
    const withParams = await client.threadStart({ agentKey: 'default', cwd: './workspace' });
    expect(withParams.status).toBe('idle');
    const models = await client.modelList({});
    expect(models.models[0]?.displayName).toBe('Kimi K3');

    expect(received.map((r) => [r.method, r.hasParams])).toEqual([
      ['initialize', true],
      ['thread/start', false],
      ['thread/start', true],
      ['model/list', true],
    ]);
    expect(received[2]?.params).toEqual({ agentKey: 'default', cwd: './workspace' });
    await client.close();
  });

  it('has one generated method per client request, each sending its wire method', async () => {
    const { client, received } = scriptedPeer(() => ({}), { strict: false });
    const names = Object.keys(clientRequestMethodNames) as Array<keyof typeof clientRequestMethodNames>;
    for (const name of names) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with `.call(client, ...)` below
      const method = client[name] as (this: AppServerClient, params: unknown) => Promise<unknown>;
      expect(typeof method).toBe('function');
      await method.call(client, {});
    }
    expect(received.map((r) => r.method)).toEqual(names.map((n) => clientRequestMethodNames[n]));
    expect(received.map((r) => r.method)).toContain('turn/followUp');
    expect(await client.rawRequest('custom/method', { x: 1 })).toEqual({});
    expect(received.at(-1)).toMatchObject({ method: 'custom/method', params: { x: 1 } });
    await client.close();
  });

  it('sends the initialized notification', async () => {
    const { client, server, notifications } = scriptedPeer(() => initializeResult);
    await client.initialize(clientInfo);
    await client.initialized();
    await client.initialize(clientInfo);
    await server.drain();
    expect(notifications).toEqual(['initialized']);
    await client.close();
  });

  it('turns a JSON-RPC error reply into an AppServerClientError with code, message and data', async () => {
    const { client } = scriptedPeer(() => {
      throw new JsonRpcError(ErrorCode.ThreadNotFound, 'Thread not found', { threadId: 'nope' });
    });
    const error = await failure(client.threadRead({ threadId: 'nope' }));
    expect(error.code).toBe(-32020);
    expect(error.isRpcError).toBe(true);
    expect(error.message).toBe('Thread not found');
    expect(error.data).toEqual({ threadId: 'nope' });
    expect(error.method).toBe('thread/read');
    expect(isAppServerClientError(error, -32020)).toBe(true);
    await client.close();
  });
});

describe('AppServerClient backlog', () => {
  it('keeps notifications emitted before and after a response, in arrival order', async () => {
    const { client, server } = scriptedPeer((request, context) => {
      if (request.method !== 'thread/start') return initializeResult;
      void server.notify('thread/status/changed', { threadId: 'thread_1', status: 'idle' });
      for (let i = 0; i < 5; i++) void server.notify('item/agentMessage/delta', delta(i));
      context.afterResponse(async () => {
        await server.notify('thread/started', thread);
        for (let i = 5; i < 10; i++) await server.notify('item/agentMessage/delta', delta(i));
      });
      return thread;
    });
    const started = await client.threadStart();
    expect(started).toEqual(thread);

    const seen: ServerMessage[] = [];
    for (let i = 0; i < 12; i++) seen.push(await client.nextMessage());
    expect(methodsOf(seen)).toEqual([
      'thread/status/changed',
      ...Array<string>(5).fill('item/agentMessage/delta'),
      'thread/started',
      ...Array<string>(5).fill('item/agentMessage/delta'),
    ]);
    const deltas = seen.filter((m): m is Extract<ServerNotification, { method: 'item/agentMessage/delta' }> => m.method === 'item/agentMessage/delta');
    expect(deltas.map((m) => m.params.delta)).toEqual(Array.from({ length: 10 }, (_, i) => `chunk ${i}`));
    expect(client.backlogSize).toBe(0);
    await client.close();
  });

  it('keeps order across concurrent calls whose responses interleave with notifications', async () => {
    const { client, server } = scriptedPeer((request, context) => {
      const tag = (request.params as { threadId?: string } | undefined)?.threadId ?? 'none';
      void server.notify('thread/status/changed', { threadId: tag, status: 'running' });
      context.afterResponse(() => server.notify('thread/status/changed', { threadId: tag, status: 'idle' }));
      return { thread: { threadId: tag, agentKey: 'default', cwd: null, createdAt: 1, updatedAt: 1, status: 'idle', metadata: {} }, turns: [], items: [] };
    });
    const reads = await Promise.all(['a', 'b', 'c'].map((threadId) => client.threadRead({ threadId })));
    expect(reads.map((r) => r.thread.threadId)).toEqual(['a', 'b', 'c']);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const message = await client.nextNotification('thread/status/changed');
      seen.push(`${message.params.threadId}:${message.params.status}`);
    }
    expect(seen).toEqual(['a:running', 'a:idle', 'b:running', 'b:idle', 'c:running', 'c:idle']);
    await client.close();
  });

  it('lets nextNotification(method) skip ahead while the skipped messages stay in order', async () => {
    const { client, server } = scriptedPeer(() => thread);
    await client.threadStart();
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_1' });
    await server.notify('item/agentMessage/delta', delta(1));
    await server.notify('thread/started', thread);
    await server.notify('item/agentMessage/delta', delta(2));

    const started = await client.nextNotification('thread/started');
    expect(started.params.threadId).toBe('thread_1');
    expect(methodsOf([await client.nextMessage(), await client.nextMessage(), await client.nextMessage()])).toEqual([
      'turn/started',
      'item/agentMessage/delta',
      'item/agentMessage/delta',
    ]);
    await client.close();
  });

  it('gives subscribed methods to their subscribers only, and shows everything to onAny', async () => {
    const { client, server } = scriptedPeer(() => thread);
    const deltas: string[] = [];
    const all: string[] = [];
    const stop = client.on('item/agentMessage/delta', (params) => deltas.push(params.delta));
    client.onAny((message) => all.push(message.method));
    await client.threadStart();
    await server.notify('item/agentMessage/delta', delta(1));
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_1' });
    await server.notify('item/agentMessage/delta', delta(2));
    expect((await client.nextMessage()).method).toBe('turn/started');
    stop();
    await server.notify('item/agentMessage/delta', delta(3));
    expect((await client.nextMessage()).method).toBe('item/agentMessage/delta');

    expect(deltas).toEqual(['chunk 1', 'chunk 2']);
    expect(all).toEqual(['item/agentMessage/delta', 'turn/started', 'item/agentMessage/delta', 'item/agentMessage/delta']);
    await client.close();
  });

  it('drops the oldest message beyond its bound, counts it, and answers a dropped server request', async () => {
    const errors: AppServerClientError[] = [];
    const { client, server } = scriptedPeer(() => thread, { maxBacklog: 3 });
    client.onError((error) => errors.push(error));
    await client.threadStart();
    const dropped = server.request('approval/request', approvalParams, { id: 'approval_1' });
    for (let i = 0; i < 4; i++) await server.notify('item/agentMessage/delta', delta(i));

    await expect(dropped).rejects.toMatchObject({ code: ErrorCode.ServerOverloaded });
    await expect.poll(() => client.droppedMessages).toBe(2);
    expect(errors.map((e) => e.code)).toEqual(['backlog_overflow', 'backlog_overflow']);
    const kept = [await client.nextMessage(), await client.nextMessage(), await client.nextMessage()];
    expect(kept.map((m) => (m.method === 'item/agentMessage/delta' ? m.params.delta : m.method))).toEqual(['chunk 1', 'chunk 2', 'chunk 3']);
    await client.close();
  });

  it('times out a wait for a message that never comes', async () => {
    const { client } = scriptedPeer(() => thread);
    const error = await failure(client.nextNotification('turn/completed', { timeoutMs: 30 }));
    expect(error.code).toBe('timeout');
    await client.close();
  });
});

describe('AppServerClient server requests', () => {
  it("answers approval requests with the handler's decision, which reaches the server", async () => {
    const answers: unknown[] = [];
    const { client, server } = scriptedPeer((request, context) => {
      if (request.method !== 'turn/start') return initializeResult;
      context.afterResponse(async () => {
        await server.notify('approval/requested', approvalParams);
        const answer = (await server.request('approval/request', approvalParams, { id: 'approval_1' })) as ApprovalResponse;
        answers.push(answer);
        await server.notify('approval/resolved', { threadId: 'thread_1', turnId: 'turn_1', requestId: 'approval_1', decision: answer.decision });
      });
      return turn;
    });
    const asked: Array<[string, unknown]> = [];
    client.onApprovalRequest((params, request) => {
      asked.push([params.toolName, request.id]);
      return { decision: 'allow_session', reason: 'trusted in tests' };
    });
    await client.turnStart({ threadId: 'thread_1', input: [{ type: 'text', text: 'hi' }] });
    const requested = await client.nextMessage();
    expect(requested.method).toBe('approval/requested');
    const resolved = await client.nextNotification('approval/resolved');
    expect(resolved.params.decision).toBe('allow_session');

    expect(asked).toEqual([['bash', 'approval_1']]);
    expect(answers).toEqual([{ decision: 'allow_session', reason: 'trusted in tests' }]);
    expect(client.backlogSize).toBe(0);
    await client.close();
  });

  it('a handler that throws answers with an error and is reported', async () => {
    const { client, server } = scriptedPeer(() => thread);
    const errors: string[] = [];
    client.onError((error) => errors.push(error.code.toString()));
    client.onApprovalRequest(() => {
      throw new Error('dialog crashed');
    });
    await client.threadStart();
    await expect(server.request('approval/request', approvalParams, { id: 'approval_1' })).rejects.toMatchObject({ code: ErrorCode.InternalError, message: 'dialog crashed' });
    expect(errors).toEqual(['listener_failed']);
    await client.close();
  });

  it('without a handler, keeps the request in the backlog, keeps delivering what follows, and sends respond()', async () => {
    const { client, server } = scriptedPeer(() => thread);
    await client.threadStart();
    const answer = server.request('approval/request', approvalParams, { id: 'approval_1' });
    await server.notify('item/agentMessage/delta', delta(1));

    const request = await client.nextMessage();
    expect('id' in request && request.id).toBe('approval_1');
    expect(request.method).toBe('approval/request');
    // The notification behind the unanswered request is not held back.
    expect((await client.nextMessage()).method).toBe('item/agentMessage/delta');
    client.respond('approval_1', { decision: 'deny', reason: 'not today' });
    expect(await answer).toEqual({ decision: 'deny', reason: 'not today' });
    expect(() => client.respond('approval_1', { decision: 'allow' })).toThrow(expect.objectContaining({ code: 'unknown_request' }));
    await client.close();
  });

  it('respondError sends a JSON-RPC error; answering unread requests removes them from the backlog', async () => {
    const { client, server } = scriptedPeer(() => thread);
    await client.threadStart();
    const answer = server.request('approval/request', approvalParams, { id: 7 });
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_1' });
    await expect.poll(() => client.backlogSize).toBe(2);
    client.respondError(7, -32603, 'user closed the dialog', { why: 'closed' });
    await expect(answer).rejects.toMatchObject({ code: -32603, message: 'user closed the dialog', data: { why: 'closed' } });
    expect((await client.nextMessage()).method).toBe('turn/started');
    expect(client.backlogSize).toBe(0);
    await client.close();
  });
});

describe('AppServerClient retries, timeouts and disconnects', () => {
  it('retries a -32001 reply with backoff and succeeds on the third attempt', async () => {
    let attempts = 0;
    const delays: number[] = [];
    const { client, received } = scriptedPeer(
      () => {
        attempts++;
        if (attempts <= 2) throw new JsonRpcError(ErrorCode.ServerOverloaded, 'Server overloaded; retry later.');
        return thread;
      },
      {
        retry: {
          baseDelayMs: 4,
          random: () => {
            delays.push(1);
            return 0.5;
          },
        },
      },
    );
    expect(await client.threadStart()).toEqual(thread);
    expect(received).toHaveLength(3);
    // One jittered wait before each retry.
    expect(delays).toHaveLength(2);
    // Each attempt is a new request with its own id.
    expect(new Set(received.map((r) => r.id)).size).toBe(3);
    await client.close();
  });

  it('gives up after maxAttempts with the -32001 error and the attempt count', async () => {
    const { client, received } = scriptedPeer(() => {
      throw new JsonRpcError(ErrorCode.ServerOverloaded, 'Server overloaded; retry later.');
    });
    const error = await failure(client.threadStart(undefined, { maxAttempts: 3 }));
    expect(error.code).toBe(-32001);
    expect(error.attempts).toBe(3);
    expect(received).toHaveLength(3);

    const defaults = await failure(client.threadList());
    expect(defaults.attempts).toBe(5);
    expect(received).toHaveLength(8);
    await client.close();
  });

  it('does not retry other errors', async () => {
    const { client, received } = scriptedPeer(() => {
      throw new JsonRpcError(ErrorCode.NotInitialized, 'Not initialized');
    });
    const error = await failure(client.threadStart());
    expect(error.code).toBe(-32010);
    expect(error.attempts).toBe(1);
    expect(received).toHaveLength(1);
    await client.close();
  });

  it('times out a request the server never answers (per call and by default)', async () => {
    const { client } = scriptedPeer(() => new Promise(() => undefined), { requestTimeoutMs: 40 });
    const started = Date.now();
    const perCall = await failure(client.threadStart(undefined, { timeoutMs: 20 }));
    expect(perCall.code).toBe('timeout');
    expect(perCall.method).toBe('thread/start');
    const byDefault = await failure(client.modelList());
    expect(byDefault.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    await client.close();
  });

  it('rejects pending calls and waits at once when the server goes away mid-request', async () => {
    const closes: string[] = [];
    const { client, serverTransport } = scriptedPeer(
      (request) => {
        if (request.method === 'thread/start') {
          setTimeout(() => void serverTransport.close(), 5);
          return new Promise(() => undefined);
        }
        return initializeResult;
      },
      { requestTimeoutMs: 0 },
    );
    client.onClose((reason) => closes.push(reason.code.toString()));
    await client.initialize(clientInfo);
    const waiting = client.nextMessage();
    const error = await failure(client.threadStart());
    expect(error.code).toBe('disconnected');
    expect(error.method).toBe('thread/start');
    expect((await failure(waiting)).code).toBe('disconnected');
    expect((await failure(client.modelList())).code).toBe('disconnected');
    expect(closes).toEqual(['disconnected']);
  });

  it('still hands out messages that arrived before the disconnect', async () => {
    const { client, server, serverTransport } = scriptedPeer(() => thread);
    await client.threadStart();
    await server.notify('thread/started', thread);
    await serverTransport.close();
    expect((await client.nextMessage()).method).toBe('thread/started');
    expect((await failure(client.nextMessage())).code).toBe('disconnected');
  });

  it('close() rejects pending calls with closed', async () => {
    const { client } = scriptedPeer(() => new Promise(() => undefined), { requestTimeoutMs: 0 });
    const pending = client.threadStart();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await client.close()).toBeNull();
    expect((await failure(pending)).code).toBe('closed');
    expect((await failure(client.threadStart())).code).toBe('closed');
    const late = await new Promise<AppServerClientError>((resolve) => client.onClose(resolve));
    expect(late.code).toBe('closed');
  });

  it('stops retrying when the connection closes during backoff', async () => {
    const { client, serverTransport } = scriptedPeer(
      () => {
        setTimeout(() => void serverTransport.close(), 5);
        throw new JsonRpcError(ErrorCode.ServerOverloaded, 'busy');
      },
      { requestTimeoutMs: 0, retry: { baseDelayMs: 60_000, maxDelayMs: 60_000, random: () => 0.99 } },
    );
    const started = Date.now();
    const error = await failure(client.threadStart());
    expect(error.code).toBe('disconnected');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('AppServerClient strict mode', () => {
  it('reports an off-schema notification instead of delivering it, and never crashes', async () => {
    const { client, server } = scriptedPeer(() => thread);
    const errors: AppServerClientError[] = [];
    client.onError((error) => errors.push(error));
    await client.threadStart();
    await server.notify('thread/started', { ...thread, surprise: true });
    await server.notify('no/such/method', {});
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_1' });

    expect((await client.nextMessage()).method).toBe('turn/started');
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      ['invalid_message', 'thread/started: params do not match the schema'],
      ['invalid_message', 'unknown notification method no/such/method'],
    ]);
    expect((errors[0]?.data as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    await client.close();
  });

  it('rejects a call whose result is off-schema', async () => {
    const { client } = scriptedPeer(() => ({ threadId: 'thread_1' }));
    const error = await failure(client.threadStart());
    expect(error.code).toBe('invalid_message');
    expect(error.method).toBe('thread/start');
    await client.close();
  });

  it('answers an off-schema server request with -32602', async () => {
    const { client, server } = scriptedPeer(() => thread);
    const errors: string[] = [];
    client.onError((error) => errors.push(error.code.toString()));
    await client.threadStart();
    await expect(server.request('approval/request', { requestId: 'x' }, { id: 'x' })).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    await expect(server.request('mystery/request', {}, { id: 'y' })).rejects.toMatchObject({ code: ErrorCode.MethodNotFound });
    expect(errors).toEqual(['invalid_message', 'invalid_message']);
    expect(client.backlogSize).toBe(0);
    await client.close();
  });

  it('reports malformed lines from the server', async () => {
    const [clientTransport, serverTransport] = createLinkedTransports();
    serverTransport.start();
    const client = new AppServerClient(clientTransport, { strict: true });
    const errors: string[] = [];
    client.onError((error) => errors.push(error.message));
    await serverTransport.send({ jsonrpc: '1.0', method: 'turn/started' });
    await serverTransport.send([{ method: 'turn/started' }]);
    await expect.poll(() => errors.length).toBe(2);
    expect(errors[0]).toContain('jsonrpc must be "2.0"');
    expect(errors[1]).toContain('batch');
    await client.close();
  });

  it('off by default: off-schema messages pass through untouched', async () => {
    const { client, server } = scriptedPeer(() => ({ threadId: 'thread_1' }), { strict: false });
    const started = await client.threadStart();
    expect(started).toEqual({ threadId: 'thread_1' });
    await server.notify('thread/started', { ...thread, surprise: true });
    const message = await client.nextMessage();
    expect(message.params).toMatchObject({ surprise: true });
    await client.close();
  });

  it('a subscriber that throws is reported and later messages still arrive', async () => {
    const { client, server } = scriptedPeer(() => thread);
    const errors: string[] = [];
    client.onError((error) => errors.push(error.code.toString()));
    const seen: string[] = [];
    client.on('turn/started', (params) => {
      seen.push(params.turnId);
      if (params.turnId === 'turn_1') throw new Error('boom');
    });
    await client.threadStart();
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_1' });
    await server.notify('turn/started', { threadId: 'thread_1', turnId: 'turn_2' });
    await expect.poll(() => seen).toEqual(['turn_1', 'turn_2']);
    expect(errors).toEqual(['listener_failed']);
    await client.close();
  });
});
