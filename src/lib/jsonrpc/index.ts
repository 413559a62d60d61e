// JSON-RPC 2.0 over pluggable transports. Knows nothing of threads or turns.
export type { Transport, InboundFrame } from './transport.js';
export { JsonlFramer, decodeLine, DEFAULT_MAX_MESSAGE_BYTES } from './jsonlFramer.js';
export { StdioJsonlTransport } from './stdioJsonlTransport.js';
export { createLinkedTransports } from './memoryTransport.js';
export { WebSocketTransport, WebSocketCloseCode, type WebSocketCloseInfo, type WebSocketTransportOptions } from './webSocketTransport.js';
export {
  listenWebSocket,
  parseWebSocketAddress,
  generateWebSocketToken,
  DEFAULT_MAX_WEBSOCKET_CONNECTIONS,
  type WebSocketAddress,
  type WebSocketListener,
  type WebSocketListenOptions,
} from './webSocketListener.js';
export {
  verifyWebSocketHandshake,
  checkWebSocketToken,
  parseAllowedOrigin,
  selectSubprotocol,
  BEARER_SUBPROTOCOL_PREFIX,
  type HandshakePolicy,
  type HandshakeVerdict,
} from './webSocketHandshake.js';
export { TransportTap, type TapHooks, type WireDirection, type WireObserver } from './transportTap.js';
export { classifyInbound, isRequestId, MAX_NESTING_DEPTH, nestsDeeperThan, type InboundMessage, type RequestId } from './envelope.js';
export { ErrorCode, JsonRpcError, JsonRpcPeerError, UnencodableMessageError } from './errors.js';
export {
  JsonRpcConnection,
  toWireError,
  type Coalescing,
  type ConnectionHandlers,
  type ConnectionOptions,
  type IncomingNotification,
  type IncomingRequest,
  type RequestContext,
} from './connection.js';
