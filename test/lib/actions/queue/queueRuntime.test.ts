import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from '../../../../src/lib/actions/defineAction.js';
import { getQueueRequest, type AuthContext, type QueueRequest } from '../../../../src/lib/actions/context.js';
import { AuthenticationError } from '../../../../src/lib/actions/errors.js';
import { requireRoles } from '../../../../src/lib/actions/guards.js';
import type { Authenticator } from '../../../../src/lib/actions/auth/Authenticator.js';
import { createQueue, QueueClient, replyToClaimGuard, type QueueProvider, type QueueReply, type QueueRuntime } from '../../../../src/lib/actions/queue/index.js';
import { BROKERS, brokerProbe, eventually, removeTestNames, startRuntime, uniqueName, type BrokerProbe } from './helpers.js';

afterAll(() => removeTestNames());

/** Tokens are role lists: `Bearer calc` -> roles [calc]; `Bearer bad` is refused. The reply claim is the token's `reply`. */
const authenticator: Authenticator = {
  async authenticate(request) {
    const header = request.headers.get('authorization');
    const token = header?.replace(/^Bearer\s+/i, '');
    if (token === undefined || token === 'bad') throw new AuthenticationError('bad token');
    const [roles = '', reply = ''] = token.split(';');
    const context: AuthContext = { subject: 'caller', roles: roles.split(',').filter(Boolean), claims: { reply_queue: reply }, metadata: {} };
    return context;
  },
};

describe.each(BROKERS)('queue runtime on $kind', ({ kind, url }) => {
  let probe: BrokerProbe;
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    probe = await brokerProbe(kind, url);
  });
  afterAll(async () => {
    await probe.close();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function agent(actions: Parameters<typeof startRuntime>[1], options: Parameters<typeof startRuntime>[2] = {}): Promise<QueueRuntime> {
    const runtime = await startRuntime(url, actions, options);
    cleanups.push(() => runtime.close());
    return runtime;
  }
  async function client(options: ConstructorParameters<typeof QueueClient>[1] = {}): Promise<QueueClient> {
    const c = await new QueueClient(url, options).connect();
    cleanups.push(() => c.close());
    return c;
  }

  function adder(options: { maxRetries?: number; replyRequired?: boolean; guards?: ReturnType<typeof requireRoles>[]; fail?: () => boolean } = {}) {
    const topic = uniqueName('add');
    const dead = uniqueName('dead');
    const seen: QueueRequest[] = [];
    const action = defineAction(
      {
        name: uniqueName('calc.add'),
        description: 'add',
        queue: { listen: topic, maxRetries: options.maxRetries ?? 2, retryBackoffSeconds: 0, deadLetterQueue: dead, replyRequired: options.replyRequired ?? true },
        input: z.object({ a: z.number(), b: z.number() }),
        output: z.object({ result: z.number() }),
        guards: options.guards ?? [],
      },
      ({ a, b }) => {
        seen.push(getQueueRequest()!);
        if (options.fail?.()) throw new Error('boom');
        return { result: a + b };
      },
    );
    return { action, topic, dead, seen };
  }

  it('answers a request with the success envelope; getQueueRequest() sees the delivery', async () => {
    const { action, topic, seen } = adder();
    await agent([action]);
    const caller = await client();
    const reply = await caller.request(topic, { a: 10, b: 20 }, { messageId: 'm-1', correlationId: 'c-1', timeoutMs: 20_000 });
    expect(reply).toEqual({ status: 'success', result: { result: 30 } });
    expect(seen).toEqual([{ messageId: 'm-1', topic, correlationId: 'c-1', attempt: 1 }]);
  });

  it('defaults the correlation id to the message id and copies only correlation_id and action into the reply', async () => {
    const { action, topic } = adder();
    await agent([action]);
    const replyTo = uniqueName('replies');
    await probe.declareReplyDestination(replyTo);
    const provider = createQueue(url);
    await provider.connect();
    cleanups.push(() => provider.close());
    await provider.publish(topic, { messageId: 'm-default', attempt: 1, headers: { reply_to: replyTo, Authorization: 'Bearer secret' }, payload: '{"a":1,"b":2}' });
    const replies = await eventually(async () => {
      const r = await probe.replies(replyTo);
      return r.length > 0 ? r : undefined;
    }, 'a reply');
    expect(replies).toEqual([{ correlationId: 'm-default', action: action.name, payload: { status: 'success', result: { result: 3 } } }]);
  });

  it('accepts the legacy {"input": {...}} payload', async () => {
    const { action, topic } = adder();
    await agent([action]);
    const caller = await client();
    expect(await caller.request(topic, { input: { a: 2, b: 5 } }, { timeoutMs: 20_000 })).toEqual({ status: 'success', result: { result: 7 } });
  });

  it('replies 400 to invalid input and 403 to a failing guard, without retrying', async () => {
    const { action, topic, seen } = adder({ guards: [requireRoles('calc')] });
    await agent([action], { authenticator, replyGuard: () => true });
    const caller = await client();
    const invalid = await caller.request(topic, { a: 'x' }, { timeoutMs: 20_000, headers: { Authorization: 'Bearer calc' } });
    expect(invalid).toMatchObject({ status: 'error', error: { code: 'validation_failed', status_code: 400, attempt: 1, retryable: false } });
    const forbidden = await caller.request(topic, { a: 1, b: 1 }, { timeoutMs: 20_000, headers: { Authorization: 'Bearer other' } });
    expect(forbidden).toMatchObject({ status: 'error', error: { code: 'forbidden', status_code: 403, attempt: 1, retryable: false } });
    expect(seen).toEqual([]);
  });

  it('retries a failing handler under the same message id, notifies each attempt, then dead-letters', async () => {
    const { action, topic, dead, seen } = adder({ maxRetries: 2, fail: () => true });
    await agent([action]);
    const caller = await client();
    const notices: QueueReply[] = [];
    const reply = await caller.request(topic, { a: 1, b: 1 }, { messageId: 'm-fail', timeoutMs: 20_000, onAttempt: (r) => notices.push(r) });
    expect(reply).toEqual({ status: 'error', error: { code: 'internal_error', status_code: 500, attempt: 3, retryable: false, message: 'internal error' } });
    expect(notices.map((n) => n.status === 'error' && [n.error.attempt, n.error.retryable])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(seen.map((r) => [r.messageId, r.attempt])).toEqual([
      ['m-fail', 1],
      ['m-fail', 2],
      ['m-fail', 3],
    ]);
    const letters = await eventually(async () => {
      const l = await probe.deadLetters(dead);
      return l.length > 0 ? l : undefined;
    }, 'the dead letter');
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ messageId: 'm-fail', attempt: 3, payload: '{"a":1,"b":1}', error: { reason: 'failed', code: 'internal_error', status_code: 500, attempt: 3 } });
  });

  it('replays a cached result for the same message id, payload and headers (guards re-run), 409 for another payload', async () => {
    let guardRuns = 0;
    const { action, topic, seen } = adder({
      guards: [
        () => {
          guardRuns += 1;
        },
      ],
    });
    await agent([action]);
    const caller = await client();
    const first = await caller.request(topic, { a: 1, b: 2 }, { messageId: 'm-same', timeoutMs: 20_000 });
    const replay = await caller.request(topic, { a: 1, b: 2 }, { messageId: 'm-same', timeoutMs: 20_000 });
    expect(first).toEqual({ status: 'success', result: { result: 3 } });
    expect(replay).toEqual(first);
    expect(seen).toHaveLength(1);
    expect(guardRuns).toBe(2);
    const conflict = await caller.request(topic, { a: 5, b: 5 }, { messageId: 'm-same', timeoutMs: 20_000 });
    expect(conflict).toMatchObject({ status: 'error', error: { code: 'duplicate_message', status_code: 409, retryable: false } });
    expect(seen).toHaveLength(1);
  });

  it('does not run the action again when publishing its reply fails (the retry replays the cache)', async () => {
    const { action, topic, seen } = adder();
    let failures = 1;
    const wrap = (provider: QueueProvider): QueueProvider =>
      Object.assign(Object.create(provider) as QueueProvider, {
        kind: provider.kind,
        reply: async (...args: Parameters<QueueProvider['reply']>) => {
          if (failures-- > 0) throw new Error('injected reply failure');
          return provider.reply(...args);
        },
        connect: provider.connect.bind(provider),
        close: provider.close.bind(provider),
        subscribe: provider.subscribe.bind(provider),
        publish: provider.publish.bind(provider),
      });
    await agent([action], { wrap });
    const caller = await client();
    const reply = await caller.request(topic, { a: 2, b: 2 }, { messageId: 'm-rp', timeoutMs: 20_000 });
    expect(reply).toEqual({ status: 'success', result: { result: 4 } });
    expect(seen.map((r) => r.attempt)).toEqual([1]);
  });

  it('never publishes to the reply destination of a request that fails authentication or whose reply_to is refused', async () => {
    const { action, topic, dead, seen } = adder();
    const own = adder();
    await agent([action, own.action], { authenticator, replyGuard: replyToClaimGuard('reply_queue') });
    const provider = createQueue(url);
    await provider.connect();
    cleanups.push(() => provider.close());
    const target = uniqueName('victim');
    await probe.declareReplyDestination(target);
    const send = (messageId: string, headers: Record<string, string>) => provider.publish(topic, { messageId, attempt: 1, headers, payload: '{"a":1,"b":1}' });
    await send('m-badauth', { reply_to: target, Authorization: 'Bearer bad' });
    await send('m-noauth', { reply_to: target });
    await send('m-refused', { reply_to: target, Authorization: 'Bearer calc;elsewhere' });
    await send('m-loop', { reply_to: own.topic, Authorization: `Bearer calc;${own.topic}` });
    const letters = await eventually(async () => {
      const l = await probe.deadLetters(dead);
      return l.length >= 4 ? l : undefined;
    }, 'four dead letters');
    expect(Object.fromEntries(letters.map((l) => [l.messageId, l.error['reason']]))).toEqual({
      'm-badauth': 'unauthenticated',
      'm-noauth': 'unauthenticated',
      'm-refused': 'reply_refused',
      'm-loop': 'reply_refused',
    });
    expect(await probe.replies(target)).toEqual([]);
    expect(seen).toEqual([]);
    // The claim-named destination is accepted.
    const allowed = await client({ replyTo: uniqueName('mine') });
    const replyTo = await allowed.replyTo();
    expect(await allowed.request(topic, { a: 3, b: 4 }, { timeoutMs: 20_000, headers: { Authorization: `Bearer calc;${replyTo}` } })).toEqual({
      status: 'success',
      result: { result: 7 },
    });
  });

  it('runs a replyRequired:false action without reply_to; the message without reply_to is refused when replies are required', async () => {
    const fire = adder({ replyRequired: false });
    const strict = adder();
    await agent([fire.action, strict.action]);
    const caller = await client();
    const id = await caller.send(fire.topic, { a: 1, b: 1 });
    await eventually(() => (fire.seen.length > 0 ? true : undefined), 'the fire-and-forget run');
    expect(fire.seen[0]).toMatchObject({ messageId: id, correlationId: id, attempt: 1 });
    await caller.send(strict.topic, { a: 1, b: 1 }, { messageId: 'm-noreply' });
    const letters = await eventually(async () => {
      const l = await probe.deadLetters(strict.dead);
      return l.length > 0 ? l : undefined;
    }, 'the dead letter');
    expect(letters[0]).toMatchObject({ messageId: 'm-noreply', error: { reason: 'malformed' } });
    expect(strict.seen).toEqual([]);
  });
});
