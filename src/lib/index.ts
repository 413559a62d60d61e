// The vv-agent library: what the CLI commands use, for embedding products and tests. Each part is
// also importable on its own from its folder's index.
export * from './shared/errors.js';
export * from './app-server-client/index.js';
export * as schema from './schema/index.js';
export * as jsonrpc from './jsonrpc/index.js';
export * as runtime from './runtime/index.js';
export * as llm from './llm/index.js';
export * as appServer from './app-server/index.js';
export * as debug from './debug/index.js';
export * as agentteam from './agentteam/index.js';
export * as mcpTools from './mcp-tools/index.js';
