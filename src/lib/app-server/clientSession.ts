import type { ServerNotificationMethod, ServerNotificationMethods } from '../../../generated/app-server/types.js';
import type { Coalescing, JsonRpcConnection } from '../jsonrpc/index.js';
import type { Logger } from '../shared/logger.js';

/** One connected client: its handshake state, its opt-outs and the threads it follows. */
export class ClientSession {
  initialized = false;
  clientName = '';
  readonly optOut = new Set<string>();
  readonly subscriptions = new Set<string>();
  closed = false;

  constructor(
    readonly id: number,
    readonly connection: JsonRpcConnection,
    private readonly logger?: Logger,
  ) {}

  /** Writes a notification unless this client opted out of it; a dead peer is not an error here. */
  async notify<M extends ServerNotificationMethod>(method: M, params: ServerNotificationMethods[M], coalescing?: Coalescing<ServerNotificationMethods[M]>): Promise<void> {
    if (this.closed || this.optOut.has(method)) return;
    const written = coalescing === undefined ? this.connection.notify(method, params) : this.connection.notifyCoalescing(method, params, coalescing);
    // Other subscribers still get theirs; the close path forgets this one.
    await written.catch((error: unknown) => this.logger?.debug({ err: error, session: this.id, method }, 'notification not written'));
  }
}
