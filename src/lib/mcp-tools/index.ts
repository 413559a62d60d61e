// MCP servers as agent tools. The config reader is light; the SDK-backed toolset is exported as a
// type only here: load it with `await import('./mcpToolset.js')` where servers are configured.
export {
  defaultMcpConfigPath,
  loadMcpConfig,
  parseMcpConfig,
  McpConfigError,
  MCP_CONFIG_FILE,
  type LoadedMcpConfig,
  type McpConfig,
  type McpConfigSource,
  type McpServerConfig,
  type McpServerSpec,
} from './mcpConfig.js';
export type { McpServerState, McpServerStatus, McpToolset, McpToolsetOptions } from './mcpToolset.js';
