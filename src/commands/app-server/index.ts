import { Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

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
  static override flags = {
    listen: Flags.string({ description: 'Transport: stdio, or ws://HOST:PORT[/PATH] (WebSocket).', default: 'stdio' }),
    settings: Flags.string({ description: 'vv-llm settings file (version 2, JSON or TOML).', ...helpDefault('$VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.{json,toml}, else the shipped example') }),
    backend: Flags.string({ description: 'Backend name in the settings file.', ...helpDefault('$VV_AGENT_BACKEND, else the one of the first model') }),
    model: Flags.string({ description: 'Model key (or provider id) under that backend.', ...helpDefault('$VV_AGENT_MODEL, else the first model') }),
    'timeout-seconds': Flags.string({ description: 'LLM request timeout in seconds.', ...helpDefault('90') }),
    'state-dir': Flags.string({ description: 'Directory of the thread store.', exclusive: ['ephemeral'], ...helpDefault('$VV_AGENT_HOME, else ~/.vv-agent') }),
    ephemeral: Flags.boolean({ description: 'Keep threads in memory only.', default: false }),
    'approval-timeout-seconds': Flags.string({ description: 'How long an approval request waits for the client\'s answer before it resolves as timeout.', ...helpDefault('30') }),
    'ws-token': Flags.string({ description: 'WebSocket only: the token clients must present (at least 16 of A-Z a-z 0-9 . _ ~ -; default $VV_AGENT_WS_TOKEN, else generated and printed on stderr).' }),
    'allowed-origin': Flags.string({ description: 'WebSocket only: a browser origin allowed to connect (repeatable), e.g. http://localhost:5173 or chrome-extension://<id>. None: only clients that send no Origin.', multiple: true }),
    'mcp-config': Flags.string({ description: 'MCP servers whose tools the agent gets ({"mcpServers": ...}).', ...helpDefault('$VV_AGENT_HOME/mcp.json when it exists') }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AppServer);
    const { approvalTimeoutMs, parseTimeoutSeconds } = await import('../../lib/cli/options.js');
    const { prepareAppServer, resolveListen, serveStdio, serveWebSocket } = await import('../../lib/app-server/index.js');
    const listen = resolveListen({ listen: flags.listen, wsToken: flags['ws-token'], allowedOrigins: flags['allowed-origin'] });
    const prepared = await prepareAppServer({
      listen: flags.listen,
      ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
      ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
      ...(flags.model !== undefined ? { model: flags.model } : {}),
      timeoutSeconds: parseTimeoutSeconds(flags['timeout-seconds']),
      ephemeral: flags.ephemeral,
      ...(flags['state-dir'] !== undefined ? { stateDir: flags['state-dir'] } : {}),
      approvalTimeoutMs: approvalTimeoutMs(flags['approval-timeout-seconds']),
      ...(flags['mcp-config'] !== undefined ? { mcpConfig: flags['mcp-config'] } : {}),
    });
    const details =
      `${prepared.model.backend}/${prepared.model.modelKey}, settings ${prepared.settingsLocation.path} [${prepared.settingsLocation.reason}], store ${prepared.store.location}` +
      `${prepared.recoveredTurns > 0 ? `, recovered ${prepared.recoveredTurns} interrupted turn(s)` : ''}` +
      `${prepared.mcp.file !== null ? `, ${prepared.mcp.servers} MCP server(s) from ${prepared.mcp.file}` : ''}`;
    if (listen.kind === 'websocket') {
      const server = await serveWebSocket(prepared, listen);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.stop());
      if (listen.tokenGenerated) process.stderr.write(`vv-agent app-server: WebSocket token (generated; set --ws-token or VV_AGENT_WS_TOKEN to choose it): ${listen.token}\n`);
      if (!listen.address.loopback) process.stderr.write(`vv-agent app-server: warning: ${server.url} is reachable beyond this machine, without TLS\n`);
      process.stderr.write(`vv-agent app-server: listening on ${server.url} (${details})\n`);
      await server.done;
      process.exit(0);
    }
    const server = await serveStdio(prepared);
    // Handlers before the ready line: a supervisor that reads it may signal us right away.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, server.stop);
    process.stderr.write(`vv-agent app-server: listening on stdio (${details})\n`);
    await server.done;
    // Let the last protocol lines reach the client, then leave even if an HTTP keep-alive socket lingers.
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    process.exit(0);
  }
}
