import { expect } from 'vitest';
import { LlmError, type ModelStreamEvent } from '../../../src/lib/llm/index.js';

export async function collect(stream: AsyncIterable<ModelStreamEvent>): Promise<ModelStreamEvent[]> {
  const events: ModelStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** Awaits a promise that must reject with an LlmError, and returns that error. */
export async function rejection(promise: Promise<unknown>): Promise<LlmError> {
  const outcome = await promise.then(
    (value: unknown) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  expect(outcome.ok, 'expected the call to fail').toBe(false);
  const error = outcome.ok ? undefined : outcome.error;
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

export function completedOf(events: readonly ModelStreamEvent[]): Extract<ModelStreamEvent, { type: 'completed' }> {
  const last = events.at(-1);
  expect(last?.type).toBe('completed');
  return last as Extract<ModelStreamEvent, { type: 'completed' }>;
}

/** A sleep that records the waits asked for and returns at once. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}
