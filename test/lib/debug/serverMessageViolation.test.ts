import { describe, expect, it } from 'vitest';
import { ConversationReadability, serverMessageViolation, unreadableServerMessage } from '../../../src/lib/debug/serverMessageViolation.js';

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

describe('unreadableServerMessage', () => {
  it('names what the client drops: a method the protocol does not have, an envelope that is not JSON-RPC', () => {
    expect(unreadableServerMessage({ jsonrpc: '2.0', method: 'turn/teleported', params: {} })).toBe('unknown notification method turn/teleported');
    expect(unreadableServerMessage({ jsonrpc: '2.0', id: 'srv_1', method: 'turn/teleport' })).toBe('unknown server request method turn/teleport');
    expect(unreadableServerMessage({ jsonrpc: '2.0', id: 1, result: {}, extra: true })).toBe("invalid JSON-RPC message from the server: unknown top-level key 'extra'");
  });

  it('a known method is readable even with params off its schema (that is a schema violation, and the run goes on)', () => {
    expect(unreadableServerMessage({ jsonrpc: '2.0', method: 'turn/started', params: { threadId: 5 } })).toBeNull();
    expect(unreadableServerMessage({ jsonrpc: '2.0', id: 'a', method: 'approval/request', params: {} })).toBeNull();
    expect(unreadableServerMessage({ jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } })).toBeNull();
  });
});

describe('ConversationReadability', () => {
  const request = (id: string | number, requestId = 'approval_1') => ({ jsonrpc: '2.0', id, method: 'approval/request', params: { requestId } });

  it('a request reusing the id of one the client has not answered cannot be read; naming the id', () => {
    const readability = new ConversationReadability();
    expect(readability.fromServer(request('approval_1'))).toBeNull();
    expect(readability.fromServer(request('approval_1', 'approval_2'))).toBe('server request id approval_1 is already waiting for an answer');
    // Ids are compared as JSON-RPC does: 7 and "7" are two ids.
    expect(readability.fromServer(request(7))).toBeNull();
    expect(readability.fromServer(request('7'))).toBeNull();
  });

  it('once the client answered it (result or error), the id may come again', () => {
    const readability = new ConversationReadability();
    expect(readability.fromServer(request('a'))).toBeNull();
    readability.fromClient({ jsonrpc: '2.0', id: 'a', result: { decision: 'deny' } });
    expect(readability.fromServer(request('a'))).toBeNull();
    readability.fromClient({ jsonrpc: '2.0', id: 'a', error: { code: -32001, message: 'overloaded' } });
    expect(readability.fromServer(request('a'))).toBeNull();
    // A client request of that id is no answer.
    readability.fromClient({ jsonrpc: '2.0', id: 'a', method: 'turn/start', params: {} });
    expect(readability.fromServer(request('a'))).toMatch(/already waiting/);
  });

  it('says what unreadableServerMessage says of any other message, and a request it cannot read does not wait', () => {
    const readability = new ConversationReadability();
    expect(readability.fromServer({ jsonrpc: '2.0', id: 'srv_1', method: 'turn/teleport' })).toBe('unknown server request method turn/teleport');
    expect(readability.fromServer(request('srv_1'))).toBeNull();
    expect(readability.fromServer({ jsonrpc: '2.0', method: 'turn/started', params: {} })).toBeNull();
  });
});
