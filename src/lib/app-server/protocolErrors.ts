import { ErrorCode, JsonRpcError } from '../jsonrpc/index.js';

/**
 * Every App Server protocol error, by meaning (contract section 2). The processor throws these;
 * the connection writes them.
 */
export const protocolErrors = {
  notInitialized: () => new JsonRpcError(ErrorCode.NotInitialized, 'Not initialized'),
  alreadyInitialized: () => new JsonRpcError(ErrorCode.AlreadyInitialized, 'Already initialized'),
  methodNotFound: (method: string) => new JsonRpcError(ErrorCode.MethodNotFound, `Method not found: ${method}`, { method }),
  invalidParams: (message: string, data?: unknown) => new JsonRpcError(ErrorCode.InvalidParams, message, data),
  runtimeNotConfigured: () => new JsonRpcError(ErrorCode.InternalError, 'App Server runtime is not configured'),
  internal: (message: string) => new JsonRpcError(ErrorCode.InternalError, message),
  threadNotFound: (threadId: string) => new JsonRpcError(ErrorCode.ThreadNotFound, 'Thread not found', { threadId }),
  threadArchived: (threadId: string) => new JsonRpcError(ErrorCode.ThreadArchived, 'Thread archived', { threadId }),
  activeTurnNotFound: (threadId: string) => new JsonRpcError(ErrorCode.ActiveTurnNotFound, 'Active turn not found', { threadId }),
  turnIdMismatch: (expected: string, actual: string) =>
    new JsonRpcError(ErrorCode.TurnIdMismatch, 'Turn id mismatch', { expectedTurnId: expected, activeTurnId: actual }),
} as const;
