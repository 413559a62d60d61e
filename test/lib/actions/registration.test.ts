import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActionRegistry, defineAction, jsonSchema, legacyAction } from '../../../src/lib/actions/index.js';

const noop = async (): Promise<null> => null;

afterEach(() => ActionRegistry.clear());

describe('registration rules (contract §2)', () => {
  it('registers an action with its defaults resolved and lists it by transport', () => {
    defineAction({ name: 'a', description: 'A', http: { url: '/a' }, mcp: {} }, noop);
    defineAction({ name: 'q', description: 'Q', queue: { listen: 'topic.q' } }, noop);
    const a = ActionRegistry.get('a')!;
    expect(a.http).toEqual({ path: '/a', method: 'POST' });
    expect(a.mcp).toEqual({ name: 'a', description: 'A' });
    expect(ActionRegistry.get('q')!.queue).toEqual({ listen: 'topic.q', replyRequired: true, maxRetries: 3, retryBackoffSeconds: 1, deadLetterQueue: null });
    expect(ActionRegistry.httpActions().map((x) => x.name)).toEqual(['a']);
    expect(ActionRegistry.mcpActions().map((x) => x.name)).toEqual(['a']);
    expect(ActionRegistry.queueActions().map((x) => x.name)).toEqual(['q']);
    expect(ActionRegistry.getAll().map((x) => x.name)).toEqual(['a', 'q']);
  });

  it('refuses a duplicate name', () => {
    defineAction({ name: 'dup', description: '', http: { url: '/x' } }, noop);
    expect(() => defineAction({ name: 'dup', description: '', http: { url: '/y' } }, noop)).toThrow(TypeError);
    expect(() => defineAction({ name: 'dup', description: '', http: { url: '/y' } }, noop)).toThrow(/"dup" is already registered/);
  });

  it('refuses an action without a transport', () => {
    expect(() => defineAction({ name: 'none', description: '' }, noop)).toThrow(/"none" declares no transport/);
  });

  it('refuses capability:false with mcp, but accepts an HTTP-only management action', () => {
    expect(() => defineAction({ name: 'c', description: '', mcp: {}, capability: false }, noop)).toThrow(/capability:false with an mcp block/);
    defineAction({ name: 'settings', description: '', http: { url: '/s', method: 'PUT' }, capability: false }, noop);
    expect(ActionRegistry.capabilities().map((a) => a.name)).toEqual([]);
  });

  it('refuses unknown keys in every block, naming the key', () => {
    expect(() => defineAction({ name: 'k1', description: '', http: { url: '/k', verb: 'GET' } as never }, noop)).toThrow(/action "k1" http: unknown key "verb"/);
    expect(() => defineAction({ name: 'k2', description: '', mcp: { tool: 'x' } as never }, noop)).toThrow(/"k2" mcp: unknown key "tool"/);
    expect(() => defineAction({ name: 'k3', description: '', queue: { listen: 't', topic: 'x' } as never }, noop)).toThrow(/"k3" queue: unknown key "topic"/);
    expect(() => defineAction({ name: 'k4', description: '', http: { url: '/k4' }, guard: [] } as never, noop)).toThrow(/"k4": unknown key "guard"/);
    expect(() => defineAction({ name: 'k5', description: '', http: { url: '/k5' }, intents: [{ name: 'i', description: 'd', example: [] }] as never }, noop)).toThrow(/intents\[0\]: unknown key "example"/);
  });

  it('accepts the eight methods in upper case only', () => {
    for (const [i, method] of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'].entries()) {
      defineAction({ name: `m${i}`, description: '', http: { url: `/m${i}`, method: method as 'GET' } }, noop);
    }
    expect(() => defineAction({ name: 'lower', description: '', http: { url: '/l', method: 'get' as never } }, noop)).toThrow(/method must be one of GET POST PUT PATCH DELETE HEAD OPTIONS TRACE in upper case \(got "get"\)/);
    expect(() => defineAction({ name: 'conn', description: '', http: { url: '/c', method: 'CONNECT' as never } }, noop)).toThrow(/method must be one of/);
  });

  it('refuses a path without a leading slash, and url together with path', () => {
    expect(() => defineAction({ name: 'p1', description: '', http: { url: 'v1/x' } }, noop)).toThrow(/path must start with "\/"/);
    expect(() => defineAction({ name: 'p2', description: '', http: { url: '/a', path: '/b' } }, noop)).toThrow(/both url and path/);
    defineAction({ name: 'p3', description: '', http: { path: '/alias' } }, noop);
    expect(ActionRegistry.get('p3')!.http!.path).toBe('/alias');
  });

  it('refuses the same method and path, naming both actions (parameter names do not matter)', () => {
    defineAction({ name: 'first', description: '', http: { url: '/v1/docs/{id}', method: 'GET' } }, noop);
    expect(() => defineAction({ name: 'second', description: '', http: { url: '/v1/docs/{doc_id}', method: 'GET' } }, noop)).toThrow(
      'actions "first" and "second" both declare HTTP GET /v1/docs/{doc_id}',
    );
    // Another method on the same path is another route.
    defineAction({ name: 'third', description: '', http: { url: '/v1/docs/{id}', method: 'DELETE' } }, noop);
  });

  it('refuses the same resolved MCP tool name, naming both actions', () => {
    defineAction({ name: 'search', description: '', mcp: {} }, noop);
    expect(() => defineAction({ name: 'other', description: '', mcp: { name: 'search' } }, noop)).toThrow('actions "search" and "other" both resolve to the MCP tool "search"');
  });

  it('refuses two actions on one queue topic, naming both', () => {
    defineAction({ name: 'q1', description: '', queue: { listen: 'jobs' } }, noop);
    expect(() => defineAction({ name: 'q2', description: '', queue: { listen: 'jobs' } }, noop)).toThrow('actions "q1" and "q2" both listen on the queue topic "jobs"');
  });

  it('copies what it is given: later changes to the caller\'s objects do not alter the action', () => {
    const intents = [{ name: 'i', description: 'd', examples: ['x'] }];
    const guards: Array<() => void> = [];
    const http = { url: '/copy', method: 'POST' as const };
    defineAction({ name: 'copy', description: '', http, intents, guards }, noop);
    intents[0]!.examples.push('y');
    intents.push({ name: 'j', description: 'e', examples: [] });
    guards.push(() => undefined);
    (http as { url: string }).url = '/changed';
    const action = ActionRegistry.get('copy')!;
    expect(action.intents).toEqual([{ name: 'i', description: 'd', examples: ['x'] }]);
    expect(action.guards).toHaveLength(0);
    expect(action.http!.path).toBe('/copy');
  });

  it('rejects an input that is not a Standard Schema with JSON Schema', () => {
    expect(() => defineAction({ name: 'bad-input', description: '', http: { url: '/bi' }, input: { type: 'object' } as never }, noop)).toThrow(/input must be a Standard Schema/);
  });

  it('legacyAction registers http + mcp, warns once with its code, and takes a plain JSON Schema', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error): void => void warnings.push(w);
    process.on('warning', onWarning);
    try {
      legacyAction({ name: 'old', description: 'Old', path: '/old', method: 'GET', input: { type: 'object', properties: { q: { type: 'string' } } } }, noop);
      legacyAction({ name: 'old-hidden', description: 'Hidden', path: '/hidden', capability: false }, noop);
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(ActionRegistry.get('old')!.http).toEqual({ path: '/old', method: 'GET' });
    expect(ActionRegistry.get('old')!.mcp).toEqual({ name: 'old', description: 'Old' });
    expect(ActionRegistry.get('old')!.inputJsonSchema()).toEqual({ type: 'object', properties: { q: { type: 'string' } } });
    expect(ActionRegistry.get('old-hidden')!.mcp).toBeNull();
    // Once per process: this file is the first to call legacyAction in its worker.
    expect(warnings.filter((w) => (w as Error & { code?: string }).code === 'VV_AGENT_LEGACY_ACTION')).toHaveLength(1);
  });

  it('advertises the input schema in draft 2020-12 input mode for zod and as given for jsonSchema()', () => {
    const withZod = defineAction({ name: 'z', description: '', http: { url: '/z' }, input: z.object({ q: z.string(), limit: z.number().default(10) }) }, noop);
    expect(withZod.inputJsonSchema()).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', required: ['q'] });
    const plain = { type: 'object', properties: { a: { type: 'integer' } }, $defs: { x: { type: 'string' } }, additionalProperties: false };
    const withJson = defineAction({ name: 'j', description: '', http: { url: '/j' }, input: jsonSchema(plain) }, noop);
    expect(withJson.inputJsonSchema()).toEqual(plain);
    expect(defineAction({ name: 'n', description: '', http: { url: '/n' } }, noop).inputJsonSchema()).toBeNull();
  });
});
