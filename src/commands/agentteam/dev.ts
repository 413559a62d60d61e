import { Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class AgentTeamDev extends Command {
  static override summary = 'Run a local AgentTeam platform to develop and test an App with no account.';
  static override description = [
    'Serves the AgentTeam admin API (users, workspaces, channels, Apps, credential claims, messages with mentions, deliveries) and the App Runtime API (runner stream, heartbeat, reply, ack, fail, context) on one port, with state in <state dir>/agentteam-dev.sqlite (tokens stored only as hashes).',
    'Deliveries go to callback Apps as signed POST <callbackUrl>/events and to runner_stream Apps on their open streams; leases, retries (5 attempts, backoff from --retry-backoff-ms doubling) and every error family follow docs/agentteam-contract.md.',
    'With --app NAME --transport T --secrets-file F it also makes sure a workspace "dev", a channel #dev and that App (installed in #dev) exist, and writes AGENTTEAM_BASE_URL, AGENTTEAM_WORKSPACE_ID, AGENTTEAM_USER_TOKEN and the App runner token or callback signing secret to F (mode 0600). A restart with the same state dir keeps the App; tokens still valid in F are kept, others are issued afresh.',
    'Prints "listening on http://HOST:PORT" on stderr once ready (after F is written), one line per request on stderr (successful GETs, such as the polling of `agentteam mention`, only with --log-level debug), and runs until SIGINT/SIGTERM (exit 0).',
    'Inside a git checkout F is listed in the checkout\'s .gitignore (said on stderr); a .gitignore tracked by git is not edited: a warning says which line to add.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agentteam dev',
    '<%= config.bin %> agentteam dev --app echo --transport runner_stream --secrets-file .env.agentteam',
    '<%= config.bin %> agentteam dev --port 0 --app echo --transport callback --callback-url http://127.0.0.1:8787 --secrets-file .env.agentteam',
  ];
  static override usage = [
    'agentteam dev [--host HOST] [--port PORT] [--state-dir DIR] [--retry-backoff-ms MS] [--lease-seconds N] [--rate-limit N] [--log-level info|debug]',
    'agentteam dev --app NAME --transport runner_stream --secrets-file FILE [...]',
    'agentteam dev --app NAME --transport callback --callback-url URL --secrets-file FILE [...]',
  ];
  static override flags = {
    host: Flags.string({ description: 'Interface to listen on.', default: '127.0.0.1' }),
    port: Flags.integer({ description: 'Port (0 picks a free port).', default: 8788, min: 0, max: 65535 }),
    'state-dir': Flags.string({ description: 'Directory of agentteam-dev.sqlite.', ...helpDefault('$VV_AGENT_HOME/agentteam-dev, else ~/.vv-agent/agentteam-dev') }),
    'retry-backoff-ms': Flags.integer({ description: 'Backoff before the 2nd attempt; doubles for each next one.', default: 1000, min: 0 }),
    'lease-seconds': Flags.integer({ description: 'Lease of each delivery attempt; renewed by each reply.', default: 60, min: 1 }),
    'rate-limit': Flags.integer({ description: 'Requests per second allowed per bearer token (0: no limit).', default: 100, min: 0 }),
    'log-level': Flags.string({ description: 'info: a line per request that changes something and per delivery event; debug: also every successful GET (polling reads).', options: ['info', 'debug'], default: 'info' }),
    'ping-interval-ms': Flags.integer({ description: 'Runner stream keepalive interval.', default: 15_000, min: 10, hidden: true }),
    app: Flags.string({ description: 'Set up this App (created once, installed in #dev).', dependsOn: ['transport', 'secrets-file'] }),
    transport: Flags.string({ description: 'Transport of --app.', options: ['runner_stream', 'callback'], dependsOn: ['app'] }),
    'callback-url': Flags.string({ description: 'Base URL of the App\'s callback service (deliveries go to <url>/events).', dependsOn: ['app'] }),
    'secrets-file': Flags.string({ description: 'KEY=value file to write the App\'s settings and secrets to (mode 0600).', dependsOn: ['app'] }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AgentTeamDev);
    const { UsageError } = await import('../../lib/shared/errors.js');
    // Whatever the transport: the URL is stored with the App, and a later callback start uses it.
    if (flags['callback-url'] !== undefined) {
      try {
        const url = new URL(flags['callback-url']);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
      } catch {
        throw new UsageError(`--callback-url must be an http(s) URL, got ${flags['callback-url']}`);
      }
    }
    const { checkDevAppInput, resolveDevStateDir, setUpDevApp, startDevPlatform } = await import('../../lib/agentteam/dev/index.js');
    const log = (line: string): void => void process.stderr.write(`${line}\n`);
    const stateDir = resolveDevStateDir(flags['state-dir']);
    const appInput =
      flags.app === undefined
        ? undefined
        : {
            appName: flags.app,
            transport: flags.transport as 'runner_stream' | 'callback',
            callbackUrl: flags['callback-url'],
            secretsFile: flags['secrets-file']!,
          };
    // Starting the platform creates the state directory and its store: a start refused for a
    // mistake in the flags must leave a new state directory as it was.
    if (appInput !== undefined) await checkDevAppInput(stateDir, appInput);
    const platform = await startDevPlatform({
      stateDir,
      host: flags.host,
      port: flags.port,
      retryBackoffMs: flags['retry-backoff-ms'],
      leaseSeconds: flags['lease-seconds'],
      pingIntervalMs: flags['ping-interval-ms'],
      rateLimit: flags['rate-limit'] === 0 ? false : { requests: flags['rate-limit'], windowMs: 1000 },
      log,
      ...(flags['log-level'] === 'debug' ? { debugLog: log } : {}),
    });
    let stopping: Promise<void> | undefined;
    const stop = (): Promise<void> => (stopping ??= platform.close());
    try {
      if (appInput !== undefined) {
        const setup = await setUpDevApp(platform, appInput);
        log(
          `App ${appInput.appName} (${setup.appCreated ? 'created' : 'existing'}; installation ${setup.installationId}, transport ${flags.transport}) in #${setup.channelName} of workspace ${setup.workspaceId}; ` +
            `wrote ${setup.keys.join(', ')} to ${setup.secretsFile}${setup.issued.length > 0 ? ` (new: ${setup.issued.join(', ')})` : ''}`,
        );
        if (setup.gitignore?.action === 'added') log(`added ${setup.gitignore.entry} to ${setup.gitignore.file} (the secrets file stays out of git)`);
        if (setup.gitignore?.action === 'skipped_tracked') {
          log(`warning: ${setup.gitignore.file} is tracked by git, so it was not edited; add ${setup.gitignore.entry} to it to keep the secrets file out of git`);
        }
      }
    } catch (error) {
      await stop();
      throw error;
    }
    // Handlers first: whoever reads the `listening on` line may signal us right away.
    const stopped = new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    });
    log(`state in ${stateDir}`);
    log(`listening on ${platform.baseUrl}`);
    await stopped;
    await stop();
    process.exit(0);
  }
}
