import type { AppTurn } from '../../../generated/app-server/types.js';
import type { ConversationMessage } from '../runtime/index.js';
import { inputText } from './turnInput.js';

/** How much of a thread a new turn's model sees: the last turns, within a character budget. */
export const HISTORY_TURNS = 20;
export const HISTORY_CHARS = 48_000;

/**
 * A thread's earlier turns as the conversation a new turn continues: for each turn that ended
 * with an answer, what was asked (its input, as the model saw it) and the final output. A turn
 * without an answer (failed, interrupted) is left out whole, so the messages keep alternating as
 * both provider protocols expect. The newest turns are kept when the budget runs out; the budget
 * keeps a long thread from outgrowing the model's context on its own.
 */
export function threadHistory(turns: readonly AppTurn[], limits = { turns: HISTORY_TURNS, chars: HISTORY_CHARS }): ConversationMessage[] {
  const pairs: ConversationMessage[][] = [];
  let chars = 0;
  for (const turn of [...turns].reverse()) {
    if (pairs.length >= limits.turns) break;
    const asked = inputText(turn.input);
    const answered = turn.result.finalOutput ?? '';
    if (asked === '' || answered === '') continue;
    chars += asked.length + answered.length;
    if (chars > limits.chars) break;
    pairs.push([
      { role: 'user', content: asked },
      { role: 'assistant', content: answered },
    ]);
  }
  return pairs.reverse().flat();
}
