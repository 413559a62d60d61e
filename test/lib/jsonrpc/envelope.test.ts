import { describe, expect, it } from 'vitest';
import { classifyInbound } from '../../../src/lib/jsonrpc/index.js';

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
