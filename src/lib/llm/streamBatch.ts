import type { ModelStreamEvent } from './types.js';

/**
 * A read carrying more events than this means the provider's stream is far ahead of us (we are
 * the slow side); a model streaming in real time gives one or a few events per read.
 */
export const BACKLOG_READ_EVENTS = 64;

/**
 * The model events made from one network read of a provider stream. While we keep up, every
 * text chunk the provider sent stays its own delta. When a read shows a backlog (more than
 * BACKLOG_READ_EVENTS events), its consecutive text deltas are merged into one: they arrived
 * together, nothing downstream could have shown them apart, and every delta costs the runtime and
 * the App Server a run event, a notification and a few async hops (issue 13, P3: a burst of small
 * chunks was held to a quarter of the raw read's speed). It is the input-side twin of the App
 * Server's coalescing of deltas for a client that reads slower than we write. Text and tool-call
 * deltas keep their order.
 */
export class StreamBatch {
  private events: ModelStreamEvent[] = [];
  private merging = false;

  /** Starts the events of a read of `eventCount` events. */
  startRead(eventCount: number): void {
    this.merging = eventCount > BACKLOG_READ_EVENTS;
  }

  text(text: string): void {
    const last = this.events[this.events.length - 1];
    if (this.merging && last?.type === 'text_delta') this.events[this.events.length - 1] = { type: 'text_delta', text: last.text + text };
    else this.events.push({ type: 'text_delta', text });
  }

  push(event: ModelStreamEvent): void {
    this.events.push(event);
  }

  /** The events gathered since the last take, in order. */
  take(): ModelStreamEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}

/**
 * The read loop both provider clients share: each network read's events go to `handle` with the
 * batch it adds to, and what the read produced is yielded once it is handled, also before an error
 * raised by one of its events goes on (what came before is still the model's output). Stops after
 * the event for which `handle` returns true (the stream's end marker) and returns whether one came.
 */
export async function* batchReads<E>(reads: AsyncIterable<readonly E[]>, handle: (event: E, batch: StreamBatch) => boolean): AsyncGenerator<ModelStreamEvent, boolean> {
  const batch = new StreamBatch();
  for await (const read of reads) {
    batch.startRead(read.length);
    let ended = false;
    try {
      for (const event of read) {
        ended = handle(event, batch);
        if (ended) break;
      }
    } catch (error) {
      yield* batch.take();
      throw error;
    }
    yield* batch.take();
    if (ended) return true;
  }
  return false;
}
