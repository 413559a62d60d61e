import { Command, Flags } from '@oclif/core';
import { agentAppFlags, agentTeamCommonFlags, appFromFlags } from '../../lib/cli/agentteamFlags.js';

export default class AgentTeamRunner extends Command {
  static override summary = 'Run the echo App on the AgentTeam runner stream (outbound, no public endpoint).';
  static override description = [
    'Connects to the runner stream with the App runner token, heartbeats, handles deliveries with bounded concurrency (echo, progress, fail commands), reconnects with backoff and jitter, and logs one line per delivery on stderr.',
    'Stops with a clear error on 401/403; a token of another workspace is said so, naming the workspace it was given. SIGINT/SIGTERM: no new deliveries, in-flight ones finish within --shutdown-grace-seconds, the rest are left for redelivery; exit 0.',
    'Settings: flag, else environment, else the secrets file.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agentteam runner --secrets-file .env.agentteam',
    '<%= config.bin %> agentteam runner --base-url http://127.0.0.1:8788 --workspace w_1 --token "$AGENTTEAM_RUNNER_TOKEN" --max-concurrency 4',
  ];
  static override flags = {
    ...agentTeamCommonFlags,
    ...agentAppFlags,
    token: Flags.string({ description: 'Runner token (env AGENTTEAM_RUNNER_TOKEN).' }),
    'runner-id': Flags.string({ description: 'This runner\'s id in heartbeats (default: host name and pid).' }),
    'max-concurrency': Flags.integer({ description: 'Deliveries handled at once.', default: 2, min: 1 }),
    'heartbeat-seconds': Flags.integer({ description: 'Heartbeat interval while connected.', default: 30, min: 1 }),
    'shutdown-grace-seconds': Flags.integer({ description: 'Time in-flight deliveries get on shutdown.', default: 10, min: 0 }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AgentTeamRunner);
    const { serveRunner } = await import('../../lib/agentteam/index.js');
    const { app, close } = await appFromFlags('vv-agent agentteam runner', flags);
    try {
      await serveRunner({
        app,
        baseUrl: flags['base-url'],
        workspace: flags.workspace,
        secretsFile: flags['secrets-file'],
        token: flags.token,
        version: this.config.version,
        maxConcurrency: flags['max-concurrency'],
        heartbeatSeconds: flags['heartbeat-seconds'],
        shutdownGraceSeconds: flags['shutdown-grace-seconds'],
        ...(flags['runner-id'] !== undefined ? { runnerId: flags['runner-id'] } : {}),
      });
    } finally {
      await close();
    }
  }
}
