import { type } from 'arktype';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ActionRegistry,
  AuthenticationError,
  defineAction,
  getAuthContext,
  getQueueRequest,
  HttpError,
  jsonSchema,
  requireRoles,
  type AuthContext,
} from '../../../src/lib/actions/index.js';

afterEach(() => ActionRegistry.clear());

const alice: AuthContext = { subject: 'alice', roles: ['user'], claims: {}, metadata: {} };
const admin: AuthContext = { subject: 'root', roles: ['admin'], claims: {}, metadata: {} };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

describe('Action.invoke: validate -> guards -> handler -> output check', () => {
  it('validates with zod, applies defaults, and passes the typed input', async () => {
    const action = defineAction(
      { name: 'add', description: '', mcp: {}, input: z.object({ a: z.number(), b: z.number().default(0) }), output: z.object({ result: z.number() }) },
      ({ a, b }) => ({ result: a + b }),
    );
    expect(await action.invoke({ a: 2 }, { transport: 'mcp', auth: null })).toEqual({ result: 2 });
    const bad = await failure(action.invoke({ a: 'x' }, { transport: 'mcp', auth: null }));
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('validation_failed');
    expect(bad.details).toEqual([{ field: 'a', message: expect.stringContaining('expected number') }]);
  });

  it('validates with arktype and with jsonSchema() the same way', async () => {
    const ark = defineAction({ name: 'ark', description: '', mcp: {}, input: type({ q: 'string > 0' }) }, ({ q }) => q.toUpperCase());
    expect(await ark.invoke({ q: 'hi' }, { transport: 'http', auth: null })).toBe('HI');
    expect((await failure(ark.invoke({ q: '' }, { transport: 'http', auth: null }))).details?.[0]?.field).toBe('q');

    const plain = defineAction(
      {
        name: 'echo',
        description: '',
        mcp: {},
        input: jsonSchema<{ text: string; times: number }>({
          type: 'object',
          properties: { text: { type: 'string' }, times: { type: 'integer', default: 1 } },
          required: ['text'],
          additionalProperties: false,
        }),
      },
      ({ text, times }) => text.repeat(times),
    );
    const raw = { text: 'ab' };
    expect(await plain.invoke(raw, { transport: 'queue', auth: null })).toBe('ab');
    expect(raw).toEqual({ text: 'ab' }); // defaults go to a copy, never the caller's object
    const bad = await failure(plain.invoke({ text: 1, extra: true }, { transport: 'queue', auth: null }));
    expect(bad.details).toEqual(expect.arrayContaining([{ field: 'extra', message: 'is not allowed' }, { field: 'text', message: 'must be string' }]));
    expect((await failure(plain.invoke({}, { transport: 'queue', auth: null }))).details).toEqual([{ field: 'text', message: 'is required' }]);
  });

  it('a default reached through a local $ref still goes to a copy (the value is copied only when a default can be written)', async () => {
    const schema = jsonSchema<{ item: { text: string; times: number } }>({
      type: 'object',
      properties: { item: { $ref: '#/$defs/item' } },
      required: ['item'],
      $defs: { item: { type: 'object', properties: { text: { type: 'string' }, times: { type: 'integer', default: 2 } }, required: ['text'] } },
    });
    const raw = { item: { text: 'ab' } };
    const result = await schema['~standard'].validate(raw);
    expect(result).toEqual({ value: { item: { text: 'ab', times: 2 } } });
    expect(raw).toEqual({ item: { text: 'ab' } });

    const noDefaults = jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
    const plainRaw = { text: 'ab' };
    expect(await noDefaults['~standard'].validate(plainRaw)).toEqual({ value: { text: 'ab' } });
    expect(plainRaw).toEqual({ text: 'ab' });
  });

  it('passes the raw object without an input schema, and refuses a non-object', async () => {
    const action = defineAction({ name: 'raw', description: '', mcp: {} }, (input) => input);
    expect(await action.invoke({ any: [1] }, { transport: 'http', auth: null })).toEqual({ any: [1] });
    expect(await action.invoke(undefined, { transport: 'http', auth: null })).toEqual({});
    expect((await failure(action.invoke([1, 2], { transport: 'http', auth: null }))).code).toBe('validation_failed');
  });

  it('runs guards in order after validation; the first failure wins and the handler never runs', async () => {
    const calls: string[] = [];
    let ran = false;
    const action = defineAction(
      {
        name: 'guarded',
        description: '',
        mcp: {},
        input: z.object({ n: z.number() }),
        guards: [
          ({ input }) => void calls.push(`first:${input.n}`),
          () => {
            calls.push('second');
            return false;
          },
          () => void calls.push('third'),
        ],
      },
      () => {
        ran = true;
      },
    );
    const error = await failure(action.invoke({ n: 7 }, { transport: 'http', auth: alice }));
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
    expect(calls).toEqual(['first:7', 'second']);
    expect(ran).toBe(false);
    // Invalid input never reaches a guard.
    calls.length = 0;
    expect((await failure(action.invoke({ n: 'x' }, { transport: 'http', auth: alice }))).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('requireRoles: 401 without identity, 403 without the role, passes with any listed role', async () => {
    const anyone = defineAction({ name: 'anyone', description: '', mcp: {}, guards: [requireRoles()] }, () => 'ok');
    const admins = defineAction({ name: 'admins', description: '', mcp: {}, guards: [requireRoles('admin', 'ops')] }, () => 'ok');
    const noAuth = await failure(anyone.invoke({}, { transport: 'mcp', auth: null }));
    expect([noAuth.status, noAuth.code, noAuth.headers['www-authenticate']]).toEqual([401, 'unauthenticated', 'Bearer']);
    expect(await anyone.invoke({}, { transport: 'mcp', auth: alice })).toBe('ok');
    const forbidden = await failure(admins.invoke({}, { transport: 'mcp', auth: alice }));
    expect([forbidden.status, forbidden.code]).toEqual([403, 'forbidden']);
    expect(forbidden.message).toContain('admin, ops');
    expect(await admins.invoke({}, { transport: 'mcp', auth: admin })).toBe('ok');
  });

  it('binds getAuthContext/getQueueRequest inside the call only, concurrently and on every exit path', async () => {
    const seen: Array<[string | null, string | null]> = [];
    const action = defineAction({ name: 'ctx', description: '', queue: { listen: 'ctx.topic' } }, async (_input, ctx) => {
      await new Promise((r) => setTimeout(r, ctx.auth?.subject === 'alice' ? 20 : 1));
      seen.push([getAuthContext()?.subject ?? null, getQueueRequest()?.messageId ?? null]);
      if (ctx.auth?.subject === 'root') throw new Error('boom');
      return ctx.transport;
    });
    const queue = { messageId: 'm-1', topic: 'ctx.topic', correlationId: 'c-1', attempt: 1 };
    const results = await Promise.allSettled([
      action.invoke({}, { transport: 'queue', auth: alice, queue }),
      action.invoke({}, { transport: 'queue', auth: admin, queue: { ...queue, messageId: 'm-2' } }),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'queue' });
    expect(results[1].status).toBe('rejected');
    expect(seen.sort()).toEqual([
      ['alice', 'm-1'],
      ['root', 'm-2'],
    ]);
    expect(getAuthContext()).toBeNull();
    expect(getQueueRequest()).toBeNull();
  });

  it('hides unexpected errors as 500 internal_error, keeps HttpErrors (also from another copy of the library)', async () => {
    const action = defineAction({ name: 'fails', description: '', mcp: {}, input: z.object({ kind: z.string() }) }, ({ kind }) => {
      if (kind === 'bug') throw new Error('secret internal detail');
      if (kind === 'auth') throw new AuthenticationError('token expired');
      // An error shaped like ours but created by a different module instance.
      throw Object.assign(new Error('item 9 not found'), { status: 404, code: 'not_found' });
    });
    const bug = await failure(action.invoke({ kind: 'bug' }, { transport: 'http', auth: null }));
    expect([bug.status, bug.code, bug.message]).toEqual([500, 'internal_error', 'internal error']);
    expect((await failure(action.invoke({ kind: 'auth' }, { transport: 'http', auth: null }))).status).toBe(401);
    const foreign = await failure(action.invoke({ kind: 'other' }, { transport: 'http', auth: null }));
    expect([foreign.status, foreign.code, foreign.message]).toEqual([404, 'not_found', 'item 9 not found']);
  });

  it('checks the output: a result that breaks the output schema is 500, never sent', async () => {
    const action = defineAction({ name: 'out', description: '', mcp: {}, output: z.object({ result: z.number() }) }, () => ({ result: 'nope' }) as never);
    const error = await failure(action.invoke({}, { transport: 'http', auth: null }));
    expect([error.status, error.code]).toEqual([500, 'internal_error']);
  });

  it('passes the abort signal to the handler', async () => {
    const controller = new AbortController();
    const action = defineAction({ name: 'slow', description: '', mcp: {} }, (_input, ctx) =>
      new Promise((_resolve, reject) => {
        const cancel = (): void => reject(new HttpError(499, 'cancelled', 'cancelled'));
        if (ctx.signal.aborted) cancel();
        else ctx.signal.addEventListener('abort', cancel);
      }),
    );
    const pending = action.invoke({}, { transport: 'mcp', auth: null, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).code).toBe('cancelled');
  });
});
