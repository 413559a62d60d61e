import { Command, Flags } from '@oclif/core';

export default class AppServer extends Command {
  static override summary = 'Run the App Server: JSON-RPC 2.0 over JSONL on stdin/stdout.';
  static override description = [
    'Speaks the App Server protocol (docs/app-server.md) to one client over stdio: threads, turns, streamed items, approvals, replay.',
    'Settings and model are resolved, and the thread store opened, before stdin is read. stdout carries protocol only; logs go to stderr.',
    'Settings: --settings, else $VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.json or .toml (~/.vv-agent without VV_AGENT_HOME), else the shipped config/settings.example.json. Backend and model: --backend/--model, else $VV_AGENT_BACKEND/$VV_AGENT_MODEL, else the settings file\'s first model. `vv-agent doctor` shows which one wins.',
    'The thread store is <state dir>/app-server.sqlite (--state-dir, else $VV_AGENT_HOME, else ~/.vv-agent); --ephemeral keeps it in memory.',
    'Exit codes: 0 after stdin ends, 1 on a runtime failure, 2 on a usage or configuration error.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> app-server --listen stdio',
    '<%= config.bin %> app-server --listen stdio --settings config/settings.example.json --backend scripted --model scripted-default',
    '<%= config.bin %> app-server --listen stdio --settings local_settings.json --backend moonshot --model kimi-k2 --timeout-seconds 90',
  ];
  static override flags = {
    listen: Flags.string({ description: 'Transport to listen on (stdio).', required: true }),
    settings: Flags.string({ description: 'vv-llm settings file (version 2, JSON or TOML) (default: $VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.{json,toml}, else the shipped example).' }),
    backend: Flags.string({ description: 'Backend name in the settings file (default: $VV_AGENT_BACKEND, else the one of the first model).' }),
    model: Flags.string({ description: 'Model key (or provider id) under that backend (default: $VV_AGENT_MODEL, else the first model).' }),
    'timeout-seconds': Flags.string({ description: 'LLM request timeout in seconds (default 90).' }),
    'state-dir': Flags.string({ description: 'Directory of the thread store (default $VV_AGENT_HOME or ~/.vv-agent).', exclusive: ['ephemeral'] }),
    ephemeral: Flags.boolean({ description: 'Keep threads in memory only.', default: false }),
    'approval-timeout-seconds': Flags.string({ description: 'How long an approval request waits for the client\'s answer before it resolves as timeout (default 30).' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AppServer);
    const { approvalTimeoutMs, parseTimeoutSeconds } = await import('../../lib/cli/options.js');
    const { prepareAppServer, serveStdio } = await import('../../lib/app-server/index.js');
    const prepared = await prepareAppServer({
      listen: flags.listen,
      ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
      ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
      ...(flags.model !== undefined ? { model: flags.model } : {}),
      timeoutSeconds: parseTimeoutSeconds(flags['timeout-seconds']),
      ephemeral: flags.ephemeral,
      ...(flags['state-dir'] !== undefined ? { stateDir: flags['state-dir'] } : {}),
      approvalTimeoutMs: approvalTimeoutMs(flags['approval-timeout-seconds']),
    });
    const server = await serveStdio(prepared);
    // Handlers before the ready line: a supervisor that reads it may signal us right away.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, server.stop);
    process.stderr.write(
      `vv-agent app-server: listening on stdio (${prepared.model.backend}/${prepared.model.modelKey}, settings ${prepared.settingsLocation.path}` +
        ` [${prepared.settingsLocation.reason}], store ${prepared.store.location}` +
        `${prepared.recoveredTurns > 0 ? `, recovered ${prepared.recoveredTurns} interrupted turn(s)` : ''})\n`,
    );
    await server.done;
    // Let the last protocol lines reach the client, then leave even if an HTTP keep-alive socket lingers.
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    process.exit(0);
  }
}
