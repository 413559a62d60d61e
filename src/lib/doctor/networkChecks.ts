/**
 * The checks of `vv-agent doctor` that open sockets: the brokers of the actions' queue answer,
 * and the ports vv-agent's servers listen on by default are free.
 */
import { connect, createServer } from 'node:net';
import { createQueue } from '../actions/queue/index.js';
import { UsageError } from '../shared/errors.js';
import { check, reason, type CheckStatus, type DoctorCheck } from './DoctorCheck.js';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_AMQP_URL = 'amqp://127.0.0.1:5672';

export interface BrokerProbe {
  readonly id: 'redis' | 'rabbitmq';
  readonly url: string;
  readonly defaultPort: number;
  /** First bytes to send, and whether an answer's first bytes come from that broker. */
  readonly hello: Buffer;
  readonly recognise: (answer: Buffer) => boolean;
}

export const REDIS_PROBE = (url: string): BrokerProbe => ({
  id: 'redis',
  url,
  defaultPort: 6379,
  hello: Buffer.from('PING\r\n'),
  // +PONG, or an error such as -NOAUTH: either way a Redis server answered.
  recognise: (answer) => answer[0] === 0x2b || answer[0] === 0x2d,
});

export const AMQP_PROBE = (url: string): BrokerProbe => ({
  id: 'rabbitmq',
  url,
  defaultPort: 5672,
  // The AMQP 0-9-1 protocol header; a broker answers with connection.start (a method frame, type 1)
  // or, for a version it does not speak, with its own protocol header.
  hello: Buffer.from([0x41, 0x4d, 0x51, 0x50, 0, 0, 9, 1]),
  recognise: (answer) => answer[0] === 1 || answer.subarray(0, 4).toString('latin1') === 'AMQP',
});

const BROKER_SCHEMES: Readonly<Record<BrokerProbe['id'], string>> = { redis: 'a redis:// or rediss://', rabbitmq: 'an amqp:// or amqps://' };

/**
 * A `--redis-url` / `--amqp-url` value, refused (a usage error naming the flag) unless it is a URL
 * of that broker by the same scheme rule as the queue transport's (`createQueue`: what `agent serve
 * --queue` and `queue request` would connect to). Only the scheme is quoted back: a broker URL may
 * carry a password.
 */
export function brokerUrlFlag(flag: string, url: string, broker: BrokerProbe['id']): string {
  let kind: string | undefined;
  try {
    kind = createQueue(url).kind;
  } catch (error) {
    // Not a URL, or a scheme no broker speaks: refused below with this flag's own message.
    if (!(error instanceof UsageError)) throw error;
  }
  if (kind !== broker) {
    const found = URL.canParse(url) ? `; its scheme is ${new URL(url).protocol}` : '; it is not a URL';
    throw new UsageError(`--${flag} must be ${BROKER_SCHEMES[broker]} URL${found}`, 'queue_url_invalid');
  }
  return url;
}

/**
 * Connects, sends the broker's greeting and waits for an answer it recognises. An unreachable
 * broker is `unreachable` (a warning unless `required`): only the queue transport of actions needs one.
 */
export async function checkBroker(probe: BrokerProbe, options: { required: boolean; timeoutMs: number }): Promise<DoctorCheck> {
  let target: { host: string; port: number };
  try {
    const url = new URL(probe.url);
    target = { host: url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1', port: url.port === '' ? probe.defaultPort : Number(url.port) };
  } catch {
    return check(probe.id, 'fail', `${probe.url} is not a URL`);
  }
  // Only host and port are shown: a broker URL may carry a password.
  const where = `${target.host}:${target.port}`;
  const missing: CheckStatus = options.required ? 'fail' : 'warn';
  const hint = options.required ? [] : ['only the queue transport of actions needs it (agent serve --queue, queue request)'];
  try {
    const answer = await exchange(target, probe.hello, options.timeoutMs);
    if (!probe.recognise(answer)) return check(probe.id, missing, `${where} answered, but not as ${probe.id} does`, hint);
    return check(probe.id, 'ok', `${probe.id} answers at ${where}`);
  } catch (error) {
    return check(probe.id, missing, `${probe.id} not reachable at ${where}: ${reason(error)}`, hint);
  }
}

function exchange(target: { host: string; port: number }, hello: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(target);
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    function finish(outcome: Buffer | Error): void {
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    socket.once('connect', () => socket.write(hello));
    socket.once('data', (data: Buffer) => finish(data));
    socket.once('error', (error) => finish(error));
    socket.once('close', () => finish(new Error('connection closed without an answer')));
  });
}

export interface PortUse {
  readonly port: number;
  /** The command that listens there by default. */
  readonly by: string;
}

/** Whether each default port can be bound on every interface; one in use is a warning (each command takes --port). */
export async function checkPorts(ports: readonly PortUse[]): Promise<DoctorCheck> {
  const results = await Promise.all(ports.map(async (use) => ({ use, error: await tryListen(use.port) })));
  const busy = results.filter((r) => r.error !== null);
  const details = results.map(({ use, error }) => `${use.port} (${use.by}): ${error === null ? 'free' : error}`);
  if (busy.length === 0) return check('ports', 'ok', `default ports free: ${ports.map((p) => p.port).join(', ')}`, details);
  return check('ports', 'warn', `in use: ${busy.map((b) => b.use.port).join(', ')} (pass --port to the command that needs it)`, details);
}

function tryListen(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE' ? 'in use' : reason(error)));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(null)));
  });
}
