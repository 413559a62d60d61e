/**
 * R1: run events per second with the SQLite event store, beside the same run with the in-memory
 * store (the floor): the same Runner, the same scripted stream of short text chunks, consumed
 * through `events()`, timed from Runner.start to `await result()`. In process (the runtime is a
 * library); a warm-up run of each first, so both sides run compiled code.
 *
 * Each SQLite sample is also checked for the store's promise: once `result()` has resolved, a
 * second connection to the file (the store still open, nothing closed or flushed by hand) reads
 * every event of the run.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { InMemoryRunEventStore, SqliteRunEventStore } from '../../src/lib/runtime/index.js';
import { eventsPerSecond, scriptedRun } from '../runtime/scriptedRun.js';
import { alternate, figure, ratioRow, type BenchRow } from '../lib/row.js';

const CHUNKS = 30_000;

function storedEvents(file: string, runId: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT total(json_array_length(body)) FROM run_event_batches WHERE run_id = ?').pluck().get(runId) as number;
  } finally {
    db.close();
  }
}

export const rows: BenchRow[] = [
  {
    id: 'R1',
    what: `runtime events/s of a ${CHUNKS.toLocaleString('en-US')}-chunk scripted run with the SQLite event store, vs the in-memory store`,
    run: async (ctx) => {
      const dir = join(ctx.work, 'r1');
      const workspace = join(dir, 'workspace');
      mkdirSync(workspace, { recursive: true });
      const sqlite = async (round: number, chunks: number): Promise<number> => {
        const file = join(dir, `events-${round}.sqlite`);
        const store = new SqliteRunEventStore(file);
        try {
          const runId = `run_r1_${round}`;
          const timed = await scriptedRun(chunks, workspace, store, runId);
          const stored = storedEvents(file, runId);
          if (stored !== timed.events) throw new Error(`R1: ${timed.events} events delivered, ${stored} readable from the file after result()`);
          return eventsPerSecond(timed);
        } finally {
          store.close();
        }
      };
      const memory = async (chunks: number): Promise<number> => eventsPerSecond(await scriptedRun(chunks, workspace, new InMemoryRunEventStore()));
      await sqlite(-1, 5_000);
      await memory(5_000);
      const samples = await alternate(
        ctx.rounds,
        (round) => sqlite(round, CHUNKS),
        () => memory(CHUNKS),
      );
      return ratioRow(figure('SQLite event store', 'events/s', samples.ours), figure('in-memory event store', 'events/s', samples.floor), '>=', 0.5);
    },
  },
];
