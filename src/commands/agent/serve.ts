import { Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class AgentServe extends Command {
  static override summary = "Serve an agent's actions over HTTP and MCP.";
  static override description = [
    'Loads config.ini (--config, else ./config.ini when present, else built-in defaults; VV_AGENT__SECTION__KEY overrides any key), imports the action modules (--actions: files, directories walked recursively, or module specifiers) and serves every registered action on the transports it declares, with GET /capabilities.',
    'HTTP listens on server.host:server.port; MCP uses agent.transport (streamable-http on agent.host:agent.port, sse, or stdio) unless --mcp says otherwise. With agent.enable_auth = true every request needs a bearer JWT signed with auth.secret_key (or an action module exports an `authenticator`).',
    'With --queue URL (or [queue] url) the queue actions are consumed from Redis Streams or RabbitMQ (contract §7); with agent.enable_auth a request\'s reply_to must equal its token\'s [queue] reply_to_claim claim unless an action module exports a `queueReplyGuard`.',
    'Prints "http listening on URL", "mcp listening on URL" and "queue consuming TOPIC..." on stderr once ready; stdout stays free for MCP stdio. SIGINT/SIGTERM stop gracefully. Exit 2 on a configuration or registration error; exit 1 with one line when a part cannot start (a port in use, no broker answer within agent.queue_startup_timeout), after stopping the parts already started.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agent serve --actions ./actions',
    '<%= config.bin %> agent serve --config config.ini --actions ./actions --mcp stdio --no-http',
    '<%= config.bin %> agent serve --actions ./actions --mcp none --port 0',
    '<%= config.bin %> agent serve --actions ./actions --no-http --mcp none --queue redis://127.0.0.1:6379',
  ];
  static override flags = {
    config: Flags.string({ description: 'config.ini to read.', ...helpDefault('./config.ini when present') }),
    actions: Flags.string({ description: 'Action module: a file, a directory (recursive) or a module specifier. Repeatable.', multiple: true, required: true }),
    http: Flags.boolean({ description: 'Serve HTTP (--no-http: MCP only).', default: true, allowNo: true }),
    mcp: Flags.string({ description: 'MCP transport, or none.', ...helpDefault('agent.transport of config.ini'), options: ['streamable-http', 'sse', 'stdio', 'none'] }),
    port: Flags.integer({ description: 'HTTP port, overriding server.port (0 picks a free one).', min: 0, max: 65535 }),
    'mcp-port': Flags.integer({ description: 'MCP HTTP port, overriding agent.port (0 picks a free one).', min: 0, max: 65535 }),
    queue: Flags.string({ description: 'Consume the queue actions from this broker (redis://host:port or amqp://user:pass@host:port), overriding [queue] url.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AgentServe);
    const { serveAgent } = await import('../../lib/actions/serveAgent.js');
    const running = await serveAgent({
      ...(flags.config === undefined ? {} : { configFile: flags.config }),
      actions: flags.actions,
      http: flags.http,
      ...(flags.mcp === undefined ? {} : { mcp: flags.mcp as 'streamable-http' | 'sse' | 'stdio' | 'none' }),
      ...(flags.port === undefined ? {} : { httpPort: flags.port }),
      ...(flags['mcp-port'] === undefined ? {} : { mcpPort: flags['mcp-port'] }),
      ...(flags.queue === undefined ? {} : { queue: flags.queue }),
    });
    await running?.closed;
  }
}
