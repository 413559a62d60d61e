import { describe, expect, it } from 'vitest';
import { ErrorCode, JsonRpcError, JsonRpcPeerError, toWireError } from '../../../src/lib/jsonrpc/index.js';
import { RuntimeError } from '../../../src/lib/runtime/index.js';
import { UsageError, VvAgentError } from '../../../src/lib/shared/errors.js';

describe('toWireError (the JSON-RPC boundary)', () => {
  it('writes a JsonRpcError exactly as thrown', () => {
    expect(toWireError(new JsonRpcError(-32020, 'Thread not found', { threadId: 't' }))).toEqual({
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

describe('JsonRpcConnection logs what the peer cannot see', () => {
  it('an unexpected handler error is logged with its message; a JsonRpcError is not', async () => {
    const { createLinkedTransports, JsonRpcConnection } = await import('../../../src/lib/jsonrpc/index.js');
    const { memoryLogger } = await import('../../support/memoryLogger.js');
    const { logger, lines } = memoryLogger();
    const [serverSide, clientSide] = createLinkedTransports();
    const server = new JsonRpcConnection(
      serverSide,
      {
        onRequest: (request) => {
          if (request.method === 'typed') throw new JsonRpcError(ErrorCode.InvalidParams, 'bad');
          throw new Error('SQLITE_BUSY at /var/db');
        },
        onNotification: () => {
          throw new Error('listener bug');
        },
      },
      { logger },
    );
    const client = new JsonRpcConnection(clientSide, {});
    server.start();
    client.start();
    await expect(client.request('typed', {})).rejects.toMatchObject({ code: -32602, message: 'bad' });
    await expect(client.request('other', {})).rejects.toMatchObject({ code: -32603, message: 'Internal error' });
    await client.notify('ping');
    await server.drain();
    expect(lines().map((l) => [l['level'], l['msg'], l['method'], (l['err'] as { message?: string } | undefined)?.message])).toEqual([
      [50, 'JSON-RPC request handler failed', 'other', 'SQLITE_BUSY at /var/db'],
      [50, 'JSON-RPC notification handler failed', 'ping', 'listener bug'],
    ]);
  });
});
