/**
 * Failures no client can be told about: a store write that fails in the middle of a turn is logged
 * and the rest of the turn is still projected, stored and announced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../support/memoryLogger.js';
import { Harness, step } from './harness.js';

let harness: Harness | undefined;
let dir: string | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a failing store write mid-turn', () => {
  it('is logged, and the turn still completes with its later items stored and announced', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vv-processor-fail-'));
    const file = path.join(dir, 'threads.sqlite');
    const { logger, lines } = memoryLogger();
    const h = (harness = new Harness({
      storeLocation: file,
      logger,
      script: { turns: [{ steps: [step.tool('list_files', { path: '.' }, 'call_1')] }, { steps: [step.text('listed'), step.finish('done')] }] },
    }));
    // A real SQLite failure for tool-call items only, raised by the database the store writes to.
    const db = new Database(file);
    db.exec(`CREATE TRIGGER fail_tool_items BEFORE INSERT ON items WHEN NEW.type = 'toolCall' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;`);
    db.close();

    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const turnId = await h.startTurn(a, threadId, 'list the files');
    expect(await a.turnCompleted(turnId)).toMatchObject({ status: 'completed', finalOutput: 'done' });

    const read = await a.client.threadRead({ threadId });
    // The tool call's item could not be stored; the user message and the answer after it were.
    expect(read.items.map((i) => i.type)).toEqual(['userMessage', 'agentMessage']);
    expect(read.items[1]).toMatchObject({ payload: { text: 'listed' }, status: 'completed' });
    expect(read.thread.status).toBe('idle');

    const failures = lines().filter((l) => l['msg'] === 'projecting a run event failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ level: 50, threadId, turnId, event: 'tool_call_started', err: { message: expect.stringContaining('disk I/O error') } });
  });
});
