/**
 * A minimal local stand-in for the AgentTeam Runtime API (P6): answers `reply` and `ack` in the
 * contract's wire format (the echo App validates every answer) and records, per delivery, how
 * many replies and acks reached it. A measurement ends when every expected delivery's ack has
 * arrived; ours and the floor talk to the same stand-in.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeliveryCounts {
  readonly replies: number;
  readonly acks: number;
}

export interface StandInCounts {
  /** Deliveries of the list with at least one ack. */
  readonly acked: number;
  readonly ackCalls: number;
  readonly replyCalls: number;
  /** Requests that were not a well-formed reply or ack (answered 400). */
  readonly unexpected: number;
}

export interface RuntimeApiStandIn {
  readonly url: string;
  /** Resolves (with performance.now()) once every id in `deliveryIds` has been acked. */
  allAcked(deliveryIds: readonly string[]): Promise<number>;
  counts(deliveryIds: readonly string[]): StandInCounts;
  close(): Promise<void>;
}

const PATH = /^\/api\/v1\/workspaces\/[^/]+\/app-runtime\/deliveries\/([^/]+)\/(reply|ack)$/;

export async function startRuntimeApiStandIn(): Promise<RuntimeApiStandIn> {
  const replies = new Map<string, number>();
  const acks = new Map<string, number>();
  let unexpected = 0;
  let waiting: { ids: Set<string>; done: (at: number) => void } | undefined;

  const answer = (res: ServerResponse, status: number, body: unknown): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string): void => {
    const match = PATH.exec(req.url ?? '');
    let body: { attemptId?: unknown; idempotencyKey?: unknown } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      // Answered below as the contract's 400.
    }
    if (req.method !== 'POST' || match === null || typeof body.attemptId !== 'string' || !/^Bearer \S+$/.test(req.headers.authorization ?? '')) {
      unexpected++;
      return answer(res, 400, { error: { code: 'validation_failed', message: 'not a reply or ack of this stand-in' } });
    }
    const deliveryId = decodeURIComponent(match[1]!);
    const attemptId = body.attemptId;
    if (match[2] === 'reply') {
      replies.set(deliveryId, (replies.get(deliveryId) ?? 0) + 1);
      return answer(res, 200, {
        effectId: `eff_${deliveryId}`,
        messageId: `msg_${deliveryId}`,
        deliveryId,
        attemptId,
        idempotencyKey: String(body.idempotencyKey),
        createdAt: new Date().toISOString(),
      });
    }
    acks.set(deliveryId, (acks.get(deliveryId) ?? 0) + 1);
    answer(res, 200, { deliveryId, attemptId, status: 'completed' });
    if (waiting?.ids.delete(deliveryId) === true && waiting.ids.size === 0) {
      const done = waiting.done;
      waiting = undefined;
      done(performance.now());
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    allAcked: (deliveryIds) =>
      new Promise<number>((resolve) => {
        const ids = new Set(deliveryIds.filter((id) => !acks.has(id)));
        if (ids.size === 0) return resolve(performance.now());
        waiting = { ids, done: resolve };
      }),
    counts: (deliveryIds) => {
      let acked = 0;
      let ackCalls = 0;
      let replyCalls = 0;
      for (const id of deliveryIds) {
        const a = acks.get(id) ?? 0;
        if (a > 0) acked++;
        ackCalls += a;
        replyCalls += replies.get(id) ?? 0;
      }
      return { acked, ackCalls, replyCalls, unexpected };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
