import { describe, expect, it } from 'vitest';
import { ErrorCode, JsonRpcError, JsonRpcPeerError, toWireError } from '../../../src/lib/jsonrpc/index.js';
import { RuntimeError } from '../../../src/lib/runtime/index.js';
import { UsageError, VvAgentError } from '../../../src/lib/shared/errors.js';

describe('toWireError (the JSON-RPC boundary)', () => {
  it('writes a JsonRpcError exactly as thrown', () => {
    expect(toWireError(new JsonRpcError(ErrorCode.ThreadNotFound, 'Thread not found', { threadId: 't' }))).toEqual({
      code: -32020,
      message: 'Thread not found',
      data: { threadId: 't' },
    });
  });

  it('maps the caller\'s mistakes to -32602 with the message and the stable code', () => {
    expect(toWireError(new UsageError('limit must be positive', 'bad_limit'))).toEqual({ code: -32602, message: 'limit must be positive', data: { code: 'bad_limit' } });
    expect(toWireError(new VvAgentError('thing_missing', 'no such thing', 'not_found'))).toEqual({ code: -32602, message: 'no such thing', data: { code: 'thing_missing' } });
    expect(toWireError(new RuntimeError('invalid_config', 'maxCycles must be > 0'))).toMatchObject({ code: -32602, data: { code: 'invalid_config' } });
  });

  it('maps unavailable to -32001 (retry later)', () => {
    expect(toWireError(new JsonRpcPeerError('timeout', 'peer took too long'))).toEqual({ code: -32001, message: 'peer took too long', data: { code: 'timeout' } });
  });

  it('never writes the message of a server-side failure', () => {
    expect(toWireError(new VvAgentError('store_failed', 'SQLITE_BUSY at /home/me/.vv/threads.db', 'runtime'))).toEqual({
      code: -32603,
      message: 'Internal error',
      data: { code: 'store_failed' },
    });
    expect(toWireError(new VvAgentError('settings_invalid', 'key sk-secret is wrong', 'config'))).toEqual({
      code: -32603,
      message: 'Internal error',
      data: { code: 'settings_invalid' },
    });
    expect(toWireError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({ code: -32603, message: 'Internal error' });
    expect(toWireError('a string')).toEqual({ code: -32603, message: 'Internal error' });
  });
});
