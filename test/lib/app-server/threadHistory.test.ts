import { describe, expect, it } from 'vitest';
import type { AppTurn } from '../../../generated/app-server/types.js';
import { threadHistory } from '../../../src/lib/app-server/threadHistory.js';

function turn(n: number, asked: string, answered: string | undefined, status: AppTurn['status'] = 'completed'): AppTurn {
  return {
    turnId: `turn_${n}`,
    threadId: 'thread_1',
    runId: `run_${n}`,
    status,
    startedAt: n,
    completedAt: n + 1,
    input: [{ type: 'text', text: asked }],
    result: answered === undefined ? {} : { finalOutput: answered },
  };
}

describe('threadHistory', () => {
  it('gives each answered turn as a user and an assistant message, oldest first', () => {
    expect(threadHistory([turn(1, 'one', 'first'), turn(2, 'two', 'second')])).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'first' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'second' },
    ]);
  });

  it('leaves out a turn without an answer whole, so the roles keep alternating', () => {
    const history = threadHistory([turn(1, 'one', 'first'), turn(2, 'broken', undefined, 'failed'), turn(3, 'three', 'third')]);
    expect(history.map((m) => m.content)).toEqual(['one', 'first', 'three', 'third']);
  });

  it('keeps the newest turns within the turn and character budgets', () => {
    const turns = Array.from({ length: 5 }, (_, i) => turn(i + 1, `q${i + 1}`, `a${i + 1}`));
    expect(threadHistory(turns, { turns: 2, chars: 1000 }).map((m) => m.content)).toEqual(['q4', 'a4', 'q5', 'a5']);
    // 4 characters a turn: a budget of 9 holds the last two.
    expect(threadHistory(turns, { turns: 10, chars: 9 }).map((m) => m.content)).toEqual(['q4', 'a4', 'q5', 'a5']);
  });

  it('an empty thread has no history', () => {
    expect(threadHistory([])).toEqual([]);
  });
});
