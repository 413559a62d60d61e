import { describe, expect, it } from 'vitest';
import { classifyInbound, MAX_NESTING_DEPTH, nestsDeeperThan } from '../../../src/lib/jsonrpc/index.js';

describe('classifyInbound (contract section 1)', () => {
  it.each([
    [{ id: 1, method: 'm' }, 'request'],
    [{ jsonrpc: '2.0', id: 'a', method: 'm', params: {} }, 'request'],
    [{ method: 'initialized' }, 'notification'],
    [{ id: 'approval_1', result: { decision: 'allow' } }, 'response'],
    [{ id: 'approval_1', error: { code: -1, message: 'no' } }, 'error_response'],
    [{ id: null, error: { code: -32700, message: 'Parse error' } }, 'error_response'],
  ])('%j is a %s', (value, kind) => {
    expect(classifyInbound(value).kind).toBe(kind);
  });

  it.each([
    [[{ id: 1, method: 'm' }]],
    [42],
    ['text'],
    [null],
    [{ jsonrpc: '1.0', id: 1, method: 'm' }],
    [{ jsonrpc: 2, id: 1, method: 'm' }],
    [{ id: 1, method: '' }],
    [{ id: 1, method: 7 }],
    [{ id: 1, method: 'm', extra: true }],
    [{ id: null, method: 'm' }],
    [{ id: true, method: 'm' }],
    [{ id: 1.5, method: 'm' }],
    [{ id: [1], method: 'm' }],
    [{ id: { a: 1 }, method: 'm' }],
    [{ id: null, result: {} }],
    [{ id: 1, result: {}, error: { code: 1, message: 'x' } }],
    [{ id: 1, method: 'm', result: {} }],
    [{ id: 1 }],
    [{}],
    [{ params: {} }],
  ])('%j is invalid', (value) => {
    expect(classifyInbound(value).kind).toBe('invalid');
  });
});

/** An array nested `depth` deep: [[[...]]]. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

describe('values nested too deep (arrays and objects beyond MAX_NESTING_DEPTH)', () => {
  it('nestsDeeperThan counts arrays and objects alike, and scalars not at all', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('x'.repeat(10), 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    // No recursion: a value far deeper than the stack would allow a recursive walk.
    expect(nestsDeeperThan(nested(200_000), MAX_NESTING_DEPTH)).toBe(true);
  });

  it('a request with params nested too deep is invalid and keeps its id; one at the limit is a request', () => {
    expect(classifyInbound({ id: 7, method: 'thread/start', params: { metadata: nested(MAX_NESTING_DEPTH - 1) } }).kind).toBe('request');
    expect(classifyInbound({ id: 7, method: 'thread/start', params: { metadata: nested(MAX_NESTING_DEPTH) } })).toEqual({
      kind: 'invalid',
      id: 7,
      reason: `params nested deeper than ${MAX_NESTING_DEPTH} levels`,
    });
    expect(classifyInbound({ method: 'initialized', params: nested(MAX_NESTING_DEPTH + 1) })).toEqual({ kind: 'invalid', reason: `params nested deeper than ${MAX_NESTING_DEPTH} levels` });
  });

  it('a reply whose result nests too deep becomes an error reply to the same id; an error reply loses only its data', () => {
    expect(classifyInbound({ id: 'approval_1', result: { decision: 'deny', metadata: nested(MAX_NESTING_DEPTH) } })).toEqual({
      kind: 'error_response',
      id: 'approval_1',
      error: { code: -32600, message: 'Invalid Request', data: { reason: `result nested deeper than ${MAX_NESTING_DEPTH} levels` } },
    });
    expect(classifyInbound({ id: 'approval_1', error: { code: 1, message: 'no', data: nested(MAX_NESTING_DEPTH + 1) } })).toEqual({
      kind: 'error_response',
      id: 'approval_1',
      error: { code: 1, message: 'no' },
    });
  });

  it('an integer id beyond what JavaScript holds exactly is refused as such, not as "not an integer"', () => {
    expect(classifyInbound({ id: 2 ** 53, method: 'model/list' })).toMatchObject({ kind: 'invalid', reason: expect.stringMatching(/^id is an integer beyond/) });
    expect(classifyInbound({ id: 1.5, method: 'model/list' })).toMatchObject({ kind: 'invalid', reason: 'id must be a string or an integer' });
    expect(classifyInbound({ id: 2 ** 53 - 1, method: 'model/list' }).kind).toBe('request');
  });
});
