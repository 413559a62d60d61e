/**
 * The checks of `vv-agent doctor` that open sockets: the brokers of the actions' queue answer,
 * and the ports vv-agent's servers listen on by default are free.
 */
import { connect, createServer, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { createQueue } from '../actions/queue/index.js';
import { UsageError } from '../shared/errors.js';
import { check, reason, type CheckStatus, type DoctorCheck } from './DoctorCheck.js';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_AMQP_URL = 'amqp://127.0.0.1:5672';

export interface BrokerProbe {
  readonly id: 'redis' | 'rabbitmq';
  readonly url: string;
  /** The port when the URL names none: `plain` for the broker's own scheme, `tls` for its TLS one. */
  readonly defaultPort: { readonly plain: number; readonly tls: number };
  /** The scheme that means TLS (`rediss:`, `amqps:`), as the queue's client libraries read it. */
  readonly tlsScheme: string;
  /** First bytes to send, and whether an answer's first bytes come from that broker. */
  readonly hello: Buffer;
  readonly recognise: (answer: Buffer) => boolean;
}

export const REDIS_PROBE = (url: string): BrokerProbe => ({
  id: 'redis',
  url,
  // rediss:// has no port of its own: @redis/client takes 6379 for either scheme.
  defaultPort: { plain: 6379, tls: 6379 },
  tlsScheme: 'rediss:',
  hello: Buffer.from('PING\r\n'),
  // +PONG, or an error such as -NOAUTH: either way a Redis server answered.
  recognise: (answer) => answer[0] === 0x2b || answer[0] === 0x2d,
});

export const AMQP_PROBE = (url: string): BrokerProbe => ({
  id: 'rabbitmq',
  url,
  // IANA's amqps port, which amqplib also takes for an amqps:// URL with none.
  defaultPort: { plain: 5672, tls: 5671 },
  tlsScheme: 'amqps:',
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
 * A TLS URL (`rediss:`, `amqps:`) is probed over TLS: a plain greeting is garbage to a TLS server.
 */
export async function checkBroker(probe: BrokerProbe, options: { required: boolean; timeoutMs: number }): Promise<DoctorCheck> {
  let target: BrokerTarget;
  try {
    const url = new URL(probe.url);
    const tls = url.protocol === probe.tlsScheme;
    const port = url.port === '' ? (tls ? probe.defaultPort.tls : probe.defaultPort.plain) : Number(url.port);
    target = { host: url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1', port, tls };
  } catch {
    return check(probe.id, 'fail', `${probe.url} is not a URL`);
  }
  // Only host and port are shown: a broker URL may carry a password.
  const where = `${target.host}:${target.port}${target.tls ? ' (TLS)' : ''}`;
  const missing: CheckStatus = options.required ? 'fail' : 'warn';
  const hint = options.required ? [] : ['only the queue transport of actions needs it (agent serve --queue, queue request)'];
  try {
    const { answer, certificateRefused } = await exchange(target, probe.hello, options.timeoutMs);
    if (!probe.recognise(answer)) return check(probe.id, missing, `${where} answered, but not as ${probe.id} does`, hint);
    if (certificateRefused !== undefined) {
      // NODE_EXTRA_CA_CERTS is how a private CA reaches every Node TLS client, the queue's included.
      const caHint = `the queue's client (amqplib, @redis/client) checks the certificate the same way; NODE_EXTRA_CA_CERTS=FILE adds a private CA`;
      return check(probe.id, missing, `${probe.id} answers at ${where}, but its certificate is refused: ${certificateRefused}`, [caHint, ...hint]);
    }
    if (await credentialsRefused(probe.url, options.timeoutMs)) {
      return check(probe.id, missing, `${probe.id} answers at ${where}, but refuses the credentials of the URL`, [
        'the queue (agent serve --queue, queue request) would be refused the same way: correct the user and password in the URL',
        ...hint,
      ]);
    }
    return check(probe.id, 'ok', `${probe.id} answers at ${where}${target.tls ? ', certificate verified' : ''}`);
  } catch (error) {
    return check(probe.id, missing, `${probe.id} not reachable at ${where}: ${reason(error)}`, hint);
  }
}

/**
 * Whether the broker refuses the URL's credentials, asked as the queue asks it: through the
 * queue's own client, so that doctor's word is `queue request`'s. A connection that is still being
 * made when `timeoutMs` runs out counts as not refused (the greeting above already answered).
 */
async function credentialsRefused(url: string, timeoutMs: number): Promise<boolean> {
  const [{ createQueue }, { QueueAuthRefusedError }, { silentLogger }] = await Promise.all([
    import('../actions/queue/createQueue.js'),
    import('../actions/queue/brokerDeadline.js'),
    import('../shared/logger.js'),
  ]);
  const queue = createQueue(url);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([queue.connect(silentLogger()), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    return false;
  } catch (error) {
    return error instanceof QueueAuthRefusedError;
  } finally {
    clearTimeout(timer);
    await queue.close().catch(() => undefined);
  }
}

interface BrokerTarget {
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
}

interface BrokerAnswer {
  readonly answer: Buffer;
  /** Over TLS: why the certificate fails the check the queue's clients make (Node's CAs, the URL's host). */
  readonly certificateRefused?: string;
}

function exchange(target: BrokerTarget, hello: Buffer, timeoutMs: number): Promise<BrokerAnswer> {
  return new Promise((resolve, reject) => {
    let certificateRefused: string | undefined;
    let handshaking = false;
    let socket: Socket;
    if (target.tls) {
      // Any certificate is let through, and judged apart (authorized, authorizationError): then a
      // broker behind a certificate the queue would refuse is still told from no broker at all, and
      // the greeting that crosses the unverified connection carries nothing secret. SNI names a
      // host, never an IP address (RFC 6066; Node warns); the identity check takes the host either way.
      const tlsSocket = connectTls({ host: target.host, port: target.port, rejectUnauthorized: false, ...(isIP(target.host) === 0 ? { servername: target.host } : {}) });
      tlsSocket.once('connect', () => (handshaking = true));
      tlsSocket.once('secureConnect', () => {
        handshaking = false;
        if (!tlsSocket.authorized) certificateRefused = String(tlsSocket.authorizationError);
        tlsSocket.write(hello);
      });
      socket = tlsSocket;
    } else {
      socket = connect(target);
      socket.once('connect', () => socket.write(hello));
    }
    const timer = setTimeout(() => finish(new Error(`no answer${handshaking ? ' to the TLS handshake' : ''} within ${timeoutMs} ms`)), timeoutMs);
    function finish(outcome: Buffer | Error): void {
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve({ answer: outcome, ...(certificateRefused !== undefined ? { certificateRefused } : {}) });
    }
    socket.once('data', (data: Buffer) => finish(data));
    socket.once('error', (error) => finish(handshaking ? new Error(`TLS handshake failed: ${error.message}`, { cause: error }) : error));
    socket.once('close', () => finish(new Error(`connection closed ${handshaking ? 'during the TLS handshake' : 'without an answer'}`)));
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
