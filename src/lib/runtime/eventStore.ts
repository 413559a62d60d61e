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

/** Minimal structural check of a stored event; a row that fails it means the store is corrupt or from another version. */
export function parseStoredEvent(json: string): RunEvent {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new RuntimeError('event_store_corrupt', 'stored event is not valid JSON', { cause: error });
  }
  if (
    !isJsonObject(value) ||
    value['v'] !== RUN_EVENT_VERSION ||
    typeof value['type'] !== 'string' ||
    typeof value['runId'] !== 'string' ||
    typeof value['seq'] !== 'number' ||
    typeof value['ts'] !== 'number'
  ) {
    throw new RuntimeError('event_store_corrupt', `stored event is not a RunEvent v${RUN_EVENT_VERSION}`);
  }
  return value as unknown as RunEvent;
}
