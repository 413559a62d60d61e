// The App Server: JSON-RPC 2.0 over JSONL for desktop apps and extensions (seed: app-server.md).
export { AppServerProcessor, type AppServerProcessorOptions } from './processor.js';
export { DefaultAppServerHost, type AppServerHost, type HostRequest, type HostRunConfig, type DefaultAppServerHostOptions } from './host.js';
export { checkTimeoutSeconds, prepareAppServer, serveStdio, modelSummary, DEFAULT_INSTRUCTIONS, type AppServerOptions, type PreparedAppServer } from './stdioAppServer.js';
export { resolveListen, serveWebSocket, type ListenConfig, type ListenFlags, type ServingWebSocket } from './webSocketAppServer.js';
export { inputText } from './turnInput.js';
export { AppServerErrorCode } from './protocolErrors.js';
export { loadAppServerExportBundle, APP_SERVER_BUNDLE_STEM } from './protocolExport.js';
export * from './store/index.js';
