// MCP servers as agent tools. The config reader is light; the SDK-backed toolset is a type here and
// made by createMcpToolset, which loads the MCP SDK (~250 ms) on first use only.
import type { McpServerSpec } from './mcpConfig.js';
import type { McpToolset, McpToolsetOptions } from './mcpToolset.js';

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

/** Starts connecting to `servers` (see McpToolset); the MCP SDK is imported here, not at load time. */
export async function createMcpToolset(servers: readonly McpServerSpec[], options: McpToolsetOptions = {}): Promise<McpToolset> {
  const { McpToolset: Toolset } = await import('./mcpToolset.js');
  return new Toolset(servers, options);
}
