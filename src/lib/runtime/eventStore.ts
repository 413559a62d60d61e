/**
 * Durable record of a run's events, for replay after the fact (App Server `thread/read`, crash
 * recovery). The run appends every event, in `seq` order, before handing it to `events()`, so a
 * consumer never sees an event the store cannot replay. A store may make appends durable in
 * batches; the run awaits `flush` before its result resolves, so a finished run's events are all
 * durable once `result()` returns.
 */
import { RuntimeError } from './errors.js';
import { RUN_EVENT_VERSION, type RunEvent } from './events.js';
import { isJsonObject } from './json.js';

export interface RunEventStore {
  /** A rejected append fails the run: events that cannot be stored are not delivered either. */
  append(event: RunEvent): void | Promise<void>;
  /** Makes every event appended so far durable; rejects when an event of `runId` could not be stored. */
  flush?(runId: string): void | Promise<void>;
  /** Every appended event of `runId` (durable or not yet), in `seq` order; empty for an unknown run. */
  replay(runId: string): Promise<readonly RunEvent[]>;
  close?(): void | Promise<void>;
}

export class InMemoryRunEventStore implements RunEventStore {
  private readonly runs = new Map<string, RunEvent[]>();

  append(event: RunEvent): void {
    let events = this.runs.get(event.runId);
    if (events === undefined) {
      events = [];
      this.runs.set(event.runId, events);
    }
    events.push(event);
  }

  async replay(runId: string): Promise<readonly RunEvent[]> {
    return [...(this.runs.get(runId) ?? [])];
  }

  runIds(): string[] {
    return [...this.runs.keys()];
  }
}

/**
 * The events of one stored batch (a JSON array of RunEvents, in `seq` order), each given a
 * minimal structural check; anything else means the store is corrupt or from another version.
 */
export function parseStoredEvents(json: string): RunEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new RuntimeError('event_store_corrupt', 'stored events are not valid JSON', { cause: error });
  }
  if (!Array.isArray(value)) throw new RuntimeError('event_store_corrupt', 'stored events are not a JSON array');
  for (const event of value as unknown[]) {
    if (
      !isJsonObject(event) ||
      event['v'] !== RUN_EVENT_VERSION ||
      typeof event['type'] !== 'string' ||
      typeof event['runId'] !== 'string' ||
      typeof event['seq'] !== 'number' ||
      typeof event['ts'] !== 'number'
    ) {
      throw new RuntimeError('event_store_corrupt', `stored event is not a RunEvent v${RUN_EVENT_VERSION}`);
    }
  }
  return value as RunEvent[];
}
