/**
 * A bounded single-consumer queue between the run (producer) and `RunHandle.events()` (consumer).
 * `push` resolves at once while there is room and otherwise waits for the consumer, which is what
 * makes a slow consumer slow the run instead of growing memory. `pushUrgent` skips the wait; it is
 * used only for the few events after cancellation and for the terminal event, so the bound is
 * `capacity` plus a handful.
 */
export class EventChannel<T> {
  /** Unread items from `head` on; a read slot is cleared so the item it held can be collected. */
  private buffer: Array<T | undefined> = [];
  private head = 0;
  private closed = false;
  private detached = false;
  private waitingConsumer: ((result: IteratorResult<T>) => void) | undefined;
  private waitingProducers: Array<() => void> = [];

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.buffer.length - this.head;
  }

  /** Returns undefined when the item was taken without waiting (the hot path allocates no promise). */
  push(item: T): Promise<void> | undefined {
    if (this.deliver(item)) return undefined;
    if (this.size < this.capacity) {
      this.buffer.push(item);
      return undefined;
    }
    return new Promise<void>((resolve) => {
      this.waitingProducers.push(() => {
        if (!this.deliver(item)) this.buffer.push(item);
        resolve();
      });
    });
  }

  pushUrgent(item: T): void {
    if (!this.deliver(item)) this.buffer.push(item);
  }

  close(): void {
    this.closed = true;
    if (this.size === 0 && this.waitingConsumer !== undefined) {
      const consumer = this.waitingConsumer;
      this.waitingConsumer = undefined;
      consumer({ value: undefined, done: true });
    }
  }

  /** Nobody will read: drop what is buffered and everything pushed later, and release the producer. */
  detach(): void {
    this.detached = true;
    this.buffer = [];
    this.head = 0;
    const producers = this.waitingProducers;
    this.waitingProducers = [];
    for (const release of producers) release();
    if (this.waitingConsumer !== undefined) {
      const consumer = this.waitingConsumer;
      this.waitingConsumer = undefined;
      consumer({ value: undefined, done: true });
    }
  }

  /** Lets every waiting producer through at once, over capacity; used on cancellation so the run can end promptly. */
  releaseProducers(): void {
    const producers = this.waitingProducers;
    this.waitingProducers = [];
    for (const release of producers) release();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.size > 0) {
      const value = this.buffer[this.head] as T;
      // Read items must not stay reachable until the next compaction (up to 1024 of them): a
      // streamed run's text deltas then outlived two scavenges and were promoted, every one of
      // them (issue 13, P8).
      this.buffer[this.head] = undefined;
      this.head += 1;
      // Compact now and then so the array does not grow with the run's length.
      if (this.head >= 1024 && this.head * 2 >= this.buffer.length) {
        this.buffer = this.buffer.slice(this.head);
        this.head = 0;
      }
      const release = this.waitingProducers.shift();
      if (release !== undefined) release();
      return Promise.resolve({ value, done: false });
    }
    if (this.closed || this.detached) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waitingConsumer = resolve;
      // A producer may be blocked on a zero-capacity channel; let it hand over directly.
      const release = this.waitingProducers.shift();
      if (release !== undefined) release();
    });
  }

  /** True when the item was handed to a waiting consumer or discarded because nobody reads. */
  private deliver(item: T): boolean {
    if (this.detached) return true;
    if (this.waitingConsumer !== undefined && this.size === 0) {
      const consumer = this.waitingConsumer;
      this.waitingConsumer = undefined;
      consumer({ value: item, done: false });
      return true;
    }
    return false;
  }
}
