import { AppServerClientError } from './AppServerClientError.js';

interface Waiter<T> {
  readonly accept: (message: T) => boolean;
  readonly resolve: (message: T) => void;
  readonly reject: (error: AppServerClientError) => void;
  timer: NodeJS.Timeout | null;
}

/**
 * Inbound messages nobody has taken yet, in arrival order, plus the readers waiting for one.
 * A new message goes to the first waiting reader that accepts it, else to the end of the list; a
 * reader takes the first listed message it accepts and leaves the others in place. So each reader
 * sees messages in arrival order, whichever came first, the message or the wait.
 *
 * Bounded: beyond `limit` the oldest message is dropped and counted. Dropping rather than failing
 * because the backlog serves optional polling: a client that only uses typed calls and
 * subscriptions never reads it, and its calls must not start failing because of messages it never
 * asked for. The owner hears of every drop (`onDrop`) and answers dropped server requests.
 */
export class MessageBacklog<T> {
  private entries: T[] = [];
  private waiters: Array<Waiter<T>> = [];
  private endedWith: AppServerClientError | null = null;
  private droppedCount = 0;

  constructor(
    private readonly limit: number,
    private readonly onDrop: (message: T) => void,
  ) {}

  get size(): number {
    return this.entries.length;
  }

  get dropped(): number {
    return this.droppedCount;
  }

  push(message: T): void {
    const waiter = this.waiters.find((w) => w.accept(message));
    if (waiter) {
      this.removeWaiter(waiter);
      waiter.resolve(message);
      return;
    }
    this.entries.push(message);
    if (this.entries.length > this.limit) {
      const oldest = this.entries.shift() as T;
      this.droppedCount++;
      this.onDrop(oldest);
    }
  }

  /**
   * The first listed message `accept` takes, or the next such message to arrive. Rejects with
   * `timeout` after `timeoutMs` (0 = wait for ever), or with the end reason once no more messages
   * can come; messages listed before the end are still handed out.
   */
  take(accept: (message: T) => boolean, timeoutMs: number, describe: string): Promise<T> {
    const index = this.entries.findIndex(accept);
    if (index >= 0) return Promise.resolve(this.entries.splice(index, 1)[0] as T);
    if (this.endedWith) return Promise.reject(this.endedWith);
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = { accept, resolve, reject, timer: null };
      if (timeoutMs > 0) {
        waiter.timer = setTimeout(() => {
          this.removeWaiter(waiter);
          reject(new AppServerClientError('timeout', `no ${describe} within ${timeoutMs} ms`));
        }, timeoutMs);
      }
      this.waiters.push(waiter);
    });
  }

  /** Removes every listed message `match` selects, without handing it out. */
  remove(match: (message: T) => boolean): void {
    this.entries = this.entries.filter((m) => !match(m));
  }

  /** No more messages will arrive; waiting readers get `reason`. */
  end(reason: AppServerClientError): void {
    if (this.endedWith) return;
    this.endedWith = reason;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (waiter.timer) clearTimeout(waiter.timer);
      waiter.reject(reason);
    }
  }

  private removeWaiter(waiter: Waiter<T>): void {
    if (waiter.timer) clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((w) => w !== waiter);
  }
}
