import { describe, expect, it } from 'vitest';
import { serverMessageViolation } from '../../../src/lib/debug/serverMessageViolation.js';

const capabilities = { modelList: true, threadLifecycle: true, notificationOptOut: true, schemaExport: true, approvalResolve: true };

describe('serverMessageViolation', () => {
  it('checks a reply against the result of the method it answers', () => {
    const reply = { jsonrpc: '2.0', id: 1, result: { userAgent: 42, protocolVersion: 'v1', capabilities } };
    expect(serverMessageViolation(reply, 'initialize')).toMatchObject({ method: 'initialize', what: 'reply to initialize', problem: 'result.userAgent must be a string' });
    // The same result is a good answer to no other method's schema: thread/start's result has other keys.
    expect(serverMessageViolation({ ...reply, result: { ...reply.result, userAgent: 'x' } }, 'initialize')).toBeNull();
    expect(serverMessageViolation({ ...reply, result: { ...reply.result, userAgent: 'x' } }, 'thread/start')).toMatchObject({ problem: 'result.threadId is required' });
  });

  it('names a notification\'s method and the param that is wrong, not another method\'s branch', () => {
    const notification = { jsonrpc: '2.0', method: 'turn/started', params: { threadId: 5, turnId: 'turn_1' } };
    expect(serverMessageViolation(notification)).toMatchObject({ method: 'turn/started', what: 'turn/started notification', problem: 'params.threadId must be a string' });
    expect(serverMessageViolation({ ...notification, params: { threadId: 'thread_1', turnId: 'turn_1' } })).toBeNull();
  });

  it('checks the envelope of its kind', () => {
    expect(serverMessageViolation({ jsonrpc: '2.0', id: 9, result: {}, extra: true })).toMatchObject({ what: 'reply to no request the client sent', problem: 'extra is not allowed' });
    expect(serverMessageViolation({ jsonrpc: '1.0', method: 'turn/started', params: { threadId: 'thread_1', turnId: 'turn_1' } })).toMatchObject({ problem: 'jsonrpc must be "2.0"' });
    expect(serverMessageViolation({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }, 'model/list')).toBeNull();
  });
});
