import type { JsonRpcErrorCode } from '../../../generated/app-server/types.js';
import { ErrorCode, JsonRpcError } from '../jsonrpc/index.js';

/**
 * The App Server's error codes by name (contract section 2): JSON-RPC's own and the lifecycle and
 * thread codes, each checked against the schema's `JsonRpcErrorCode`.
 */
export const AppServerErrorCode = {
  ...ErrorCode,
  NotInitialized: -32010,
  AlreadyInitialized: -32011,
  ThreadNotFound: -32020,
  ThreadArchived: -32021,
  ActiveTurnNotFound: -32030,
  TurnIdMismatch: -32031,
} as const satisfies Record<string, JsonRpcErrorCode>;

/**
 * Every App Server protocol error, by meaning (contract section 2). The processor throws these;
 * the connection writes them.
 */
export const protocolErrors = {
  notInitialized: () => new JsonRpcError(AppServerErrorCode.NotInitialized, 'Not initialized'),
  alreadyInitialized: () => new JsonRpcError(AppServerErrorCode.AlreadyInitialized, 'Already initialized'),
  methodNotFound: (method: string) => new JsonRpcError(AppServerErrorCode.MethodNotFound, `Method not found: ${method}`, { method }),
  invalidParams: (message: string, data?: unknown) => new JsonRpcError(AppServerErrorCode.InvalidParams, message, data),
  runtimeNotConfigured: () => new JsonRpcError(AppServerErrorCode.InternalError, 'App Server runtime is not configured'),
  internal: (message: string) => new JsonRpcError(AppServerErrorCode.InternalError, message),
  threadNotFound: (threadId: string) => new JsonRpcError(AppServerErrorCode.ThreadNotFound, 'Thread not found', { threadId }),
  threadArchived: (threadId: string) => new JsonRpcError(AppServerErrorCode.ThreadArchived, 'Thread archived', { threadId }),
  activeTurnNotFound: (threadId: string) => new JsonRpcError(AppServerErrorCode.ActiveTurnNotFound, 'Active turn not found', { threadId }),
  turnIdMismatch: (expected: string, actual: string) =>
    new JsonRpcError(AppServerErrorCode.TurnIdMismatch, 'Turn id mismatch', { expectedTurnId: expected, activeTurnId: actual }),
} as const;
