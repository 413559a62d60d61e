import { Command, Flags } from '@oclif/core';
import { agentAppFlags, agentTeamCommonFlags, appFromFlags } from '../../lib/cli/agentteamFlags.js';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class AgentTeamCallbackServer extends Command {
  static override summary = 'Run the echo App as a signed AgentTeam callback server (POST /events).';
  static override description = [
    'Verifies each callback (raw-body HMAC, time window, header/body agreement, bearer), answers 2xx at once, then replies, acks or fails through the Runtime API with the delivery token. A repeated attempt is not processed twice. GET /healthz answers {"status":"ok"}.',
    'Refuses to start without a signing secret (--signing-secret-file, env AGENTTEAM_CALLBACK_SIGNING_SECRET or the secrets file); an empty --signing-secret-file is refused too. Prints "listening on http://HOST:PORT" on stderr once ready.',
    'Each refused request is one stderr line with the reason and the delivery id it claims (never the secret or the signature), at most 10 a second; more are counted in one line.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agentteam callback-server --secrets-file .env.agentteam --port 8787',
    '<%= config.bin %> agentteam callback-server --signing-secret-file secret.txt --base-url http://127.0.0.1:8788 --workspace w_1 --port 0',
  ];
  static override flags = {
    ...agentTeamCommonFlags,
    ...agentAppFlags,
    host: Flags.string({ description: 'Interface to listen on.', default: '127.0.0.1' }),
    port: Flags.integer({ description: 'Port (0 picks a free one).', default: 8787, min: 0, max: 65535 }),
    'signing-secret-file': Flags.string({ description: 'File holding the callback signing secret.' }),
    // The library applies the default (DEFAULT_CALLBACK_CONCURRENCY); importing it here would load the server to show --help.
    'max-concurrency': Flags.integer({ description: 'Deliveries handled at once; more wait in a bounded queue.', min: 1, ...helpDefault('16') }),
    'shutdown-grace-seconds': Flags.integer({ description: 'Time accepted deliveries get on shutdown.', default: 10, min: 0 }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AgentTeamCallbackServer);
    const { serveCallback } = await import('../../lib/agentteam/index.js');
    const { app, close } = await appFromFlags('vv-agent agentteam callback-server', flags);
    try {
      await serveCallback({
        app,
        baseUrl: flags['base-url'],
        workspace: flags.workspace,
        secretsFile: flags['secrets-file'],
        signingSecretFile: flags['signing-secret-file'],
        host: flags.host,
        port: flags.port,
        ...(flags['max-concurrency'] !== undefined ? { maxConcurrency: flags['max-concurrency'] } : {}),
        version: this.config.version,
        shutdownGraceSeconds: flags['shutdown-grace-seconds'],
      });
    } finally {
      await close();
    }
  }
}
