import type { ModelStreamEvent } from './types.js';

/**
 * The model events made from one network read of a provider stream. Consecutive text deltas of a
 * read are merged into one: they arrived together, so nothing downstream could have shown them
 * apart, and every delta costs the runtime and the App Server a run event, a notification and a
 * few async hops (issue 13, P3: a fast stream of small chunks was held to a fifth of the raw
 * read's speed). A provider that sends one chunk per read, as models streaming in real time do,
 * gets exactly the deltas it sent. Text and tool-call deltas keep their order.
 */
export class StreamBatch {
  private events: ModelStreamEvent[] = [];

  text(text: string): void {
    const last = this.events[this.events.length - 1];
    if (last?.type === 'text_delta') this.events[this.events.length - 1] = { type: 'text_delta', text: last.text + text };
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
