import { Command } from '@oclif/core';
import { APP_SERVER_FLAGS } from '../../lib/cli/appServerFlags.js';
import { toOclifFlags } from '../../lib/cli/oclifFlags.js';
import { refuseRepeatedBooleans } from '../../lib/cli/repeatedFlags.js';
import { serveAppServer } from '../../lib/cli/serveAppServer.js';

export default class AppServer extends Command {
  static override summary = 'Run the App Server: JSON-RPC 2.0 over JSONL on stdin/stdout, or over WebSocket.';
  static override description = [
    'Speaks the App Server protocol (docs/app-server.md): threads, turns, streamed items, approvals, replay.',
    '--listen stdio serves one client over stdin/stdout; stdout carries protocol only. --listen ws://HOST:PORT serves any number of',
    'clients, one JSON text frame per message: each must present the token (--ws-token, else $VV_AGENT_WS_TOKEN, else one is generated',
    'and printed on stderr) as Authorization: Bearer, or from a browser as the subprotocol vv-agent.bearer.<token>; a request with an',
    'Origin header is refused unless that origin is given with --allowed-origin. HOST is localhost or an IP address; port 0 = any free port;',
    'the actual URL is printed on stderr.',
    'Settings and model are resolved, and the thread store opened, before any input is read. Logs go to stderr.',
    'Settings: --settings, else $VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.json or .toml (~/.vv-agent without VV_AGENT_HOME), else the shipped config/settings.example.json. Backend and model: --backend/--model, else $VV_AGENT_BACKEND/$VV_AGENT_MODEL, else the settings file\'s first model. `vv-agent doctor` shows which one wins.',
    'The thread store is <state dir>/app-server.sqlite (--state-dir, else $VV_AGENT_HOME, else ~/.vv-agent); --ephemeral keeps it in memory.',
    'MCP servers listed in --mcp-config (default $VV_AGENT_HOME/mcp.json, else ~/.vv-agent/mcp.json, when it exists; the {"mcpServers": ...} format of desktop MCP clients) give the agent their tools as SERVER__tool: readOnlyHint tools run at once, every other one asks for approval. A server that cannot be reached is logged on stderr and its tools are left out.',
    'Exit codes: 0 after stdin ends (stdio) or after SIGINT/SIGTERM, 1 on a runtime failure, 2 on a usage or configuration error.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> app-server --listen stdio',
    '<%= config.bin %> app-server --listen stdio --settings config/settings.example.json --backend scripted --model scripted-default',
    '<%= config.bin %> app-server --listen stdio --settings local_settings.json --backend moonshot --model kimi-k2 --timeout-seconds 90',
    '<%= config.bin %> app-server --listen ws://127.0.0.1:8765 --allowed-origin http://localhost:5173 --settings config/settings.example.json --backend scripted --model scripted-default',
    '<%= config.bin %> app-server --listen stdio --settings local_settings.json --backend moonshot --model kimi-k2 --mcp-config mcp.json',
  ];
  static override flags = toOclifFlags(APP_SERVER_FLAGS);

  async run(): Promise<void> {
    const { flags, raw } = await this.parse(AppServer);
    // Duplicates are refused (docs/app-server.md): oclif itself lets a repeated boolean through.
    refuseRepeatedBooleans(raw, APP_SERVER_FLAGS);
    await serveAppServer(flags);
  }
}
