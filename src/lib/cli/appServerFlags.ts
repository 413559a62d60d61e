import type { FlagSpecs, ParsedFlags } from './flagSpec.js';

/**
 * The flags of `vv-agent app-server`, declared once: the oclif command (commands/app-server) and
 * the fast start path (lib/cli/fastStart.ts) both read them.
 */
export const APP_SERVER_FLAGS = {
  listen: { kind: 'string', description: 'Transport: stdio, or ws://HOST:PORT[/PATH] (WebSocket).', default: 'stdio' },
  settings: { kind: 'string', description: 'vv-llm settings file (version 2, JSON or TOML).', helpDefault: '$VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.{json,toml}, else the shipped example' },
  backend: { kind: 'string', description: 'Backend name in the settings file.', helpDefault: '$VV_AGENT_BACKEND, else the one of the first model' },
  model: { kind: 'string', description: 'Model key (or provider id) under that backend.', helpDefault: '$VV_AGENT_MODEL, else the first model' },
  'timeout-seconds': { kind: 'string', description: 'LLM request timeout in seconds.', helpDefault: '90' },
  'state-dir': { kind: 'string', description: 'Directory of the thread store.', exclusive: ['ephemeral'], helpDefault: '$VV_AGENT_HOME, else ~/.vv-agent' },
  ephemeral: { kind: 'boolean', description: 'Keep threads in memory only.' },
  'approval-timeout-seconds': { kind: 'string', description: 'How long an approval request waits for the client\'s answer before it resolves as timeout.', helpDefault: '30' },
  'ws-token': { kind: 'string', description: 'WebSocket only: the token clients must present (at least 16 of A-Z a-z 0-9 . _ ~ -; default $VV_AGENT_WS_TOKEN, else generated and printed on stderr).' },
  'ws-max-connections': { kind: 'string', description: 'WebSocket only: open connections at most; one more is refused with HTTP 503.', helpDefault: '64' },
  'allowed-origin': { kind: 'string', description: 'WebSocket only: a browser origin allowed to connect (repeatable), e.g. http://localhost:5173 or chrome-extension://<id>. None: only clients that send no Origin.', multiple: true },
  'mcp-config': { kind: 'string', description: 'MCP servers whose tools the agent gets ({"mcpServers": ...}).', helpDefault: '$VV_AGENT_HOME/mcp.json when it exists' },
} as const satisfies FlagSpecs;

export type AppServerFlags = ParsedFlags<typeof APP_SERVER_FLAGS>;
