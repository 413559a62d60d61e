import { checkApiKeys, checkNode, checkSettings, checkSqlite, checkStateDir } from './localChecks.js';
import { AMQP_PROBE, brokerUrlFlag, checkBroker, checkPorts, DEFAULT_AMQP_URL, DEFAULT_REDIS_URL, REDIS_PROBE, type PortUse } from './networkChecks.js';
import type { DoctorCheck, DoctorReport } from './DoctorCheck.js';

export interface DoctorOptions {
  /** The flags the main commands take, checked as they would resolve them. */
  readonly settings?: string | undefined;
  readonly backend?: string | undefined;
  readonly model?: string | undefined;
  readonly stateDir?: string | undefined;
  readonly redisUrl?: string;
  readonly amqpUrl?: string;
  /** An unreachable broker fails the report instead of warning. */
  readonly requireBrokers?: boolean;
  /** Default: the ports vv-agent's servers listen on by default. */
  readonly ports?: readonly PortUse[];
  readonly brokerTimeoutMs?: number;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly homedir?: string;
}

/**
 * Default ports of vv-agent's servers: `agent serve` (config.ini server.port and agent.port),
 * `agentteam dev` and `agentteam callback-server`. Each command takes `--port`.
 */
export async function defaultPorts(): Promise<PortUse[]> {
  const [{ defaultAgentConfig }, { DEFAULT_DEV_PORT }, { DEFAULT_CALLBACK_PORT }] = await Promise.all([
    import('../actions/loadAgentConfig.js'),
    import('../agentteam/dev/index.js'),
    import('../agentteam/callbackServer.js'),
  ]);
  const config = defaultAgentConfig();
  return [
    { port: config.server.port, by: 'agent serve, HTTP' },
    { port: config.agent.port, by: 'agent serve, MCP' },
    { port: DEFAULT_DEV_PORT, by: 'agentteam dev' },
    { port: DEFAULT_CALLBACK_PORT, by: 'agentteam callback-server' },
  ];
}

/**
 * Runs every check (the independent ones at once) and counts failures and warnings. A broker URL
 * of the wrong scheme is a usage error before anything runs, not a finding.
 */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const redisUrl = brokerUrlFlag('redis-url', options.redisUrl ?? DEFAULT_REDIS_URL, 'redis');
  const amqpUrl = brokerUrlFlag('amqp-url', options.amqpUrl ?? DEFAULT_AMQP_URL, 'rabbitmq');
  const env = options.env ?? process.env;
  const timeoutMs = options.brokerTimeoutMs ?? 2000;
  const required = options.requireBrokers === true;
  const [settings, sqlite, redis, rabbitmq, ports] = await Promise.all([
    checkSettings({ settings: options.settings, backend: options.backend, model: options.model, env, ...(options.homedir !== undefined ? { homedir: options.homedir } : {}) }),
    checkSqlite(),
    checkBroker(REDIS_PROBE(redisUrl), { required, timeoutMs }),
    checkBroker(AMQP_PROBE(amqpUrl), { required, timeoutMs }),
    options.ports !== undefined ? checkPorts(options.ports) : defaultPorts().then(checkPorts),
  ]);
  const checks: DoctorCheck[] = [
    checkNode(),
    settings.check,
    checkApiKeys(env, settings.settings),
    sqlite,
    checkStateDir(options.stateDir, env),
    redis,
    rabbitmq,
    ports,
  ];
  const failures = checks.filter((c) => c.status === 'fail').length;
  return { ok: failures === 0, failures, warnings: checks.filter((c) => c.status === 'warn').length, checks };
}
