// A typed client of the App Server protocol (JSON-RPC over JSONL), for desktop apps, extensions,
// debugging tools and tests: spawns a server command or wraps any transport.
export {
  AppServerClient,
  type AppServerClientOptions,
  type ApprovalHandler,
  type CallOptions,
  type ConnectWebSocketOptions,
  type RetryOptions,
  type ServerMessage,
  type ServerRequestResult,
  type SpawnOptions,
  type WaitOptions,
} from './AppServerClient.js';
export {
  AppServerClientError,
  isAppServerClientError,
  type AppServerClientErrorCode,
  type AppServerClientErrorOptions,
  type AppServerClientFailure,
} from './AppServerClientError.js';
export { openWebSocketTransport, type WebSocketConnectOptions } from './webSocketConnect.js';
export { ServerProcess, type ServerExit, type ServerProcessOptions, type StderrOption } from './serverProcess.js';
export { clientRequestMethodNames } from '../../../generated/app-server/client.js';
