import type { AgentMessageDeltaParams } from '../../../generated/app-server/types.js';
import type { Coalescing } from '../jsonrpc/index.js';

/**
 * A coalesced delta stops growing at this many characters: the next one starts, and the turn
 * waits until the full one is handed to the client, so a client that reads slower than the model
 * streams holds the model back instead of growing our memory.
 */
export const COALESCED_DELTA_MAX_CHARS = 64 * 1024;

/**
 * While a client is not keeping up, the `item/agentMessage/delta`s of one message that wait for it
 * become one whose `delta` (and `payload.text`) is their text, in order: the client sees the same
 * text with fewer envelopes. Deltas of another item, or any other message in between, are not
 * merged across.
 */
export function agentMessageDeltaCoalescing(itemId: string): Coalescing<AgentMessageDeltaParams> {
  return { key: `item/agentMessage/delta ${itemId}`, merge: mergeDeltas };
}

function mergeDeltas(queued: AgentMessageDeltaParams, next: AgentMessageDeltaParams): AgentMessageDeltaParams | undefined {
  if (queued.delta.length >= COALESCED_DELTA_MAX_CHARS) return undefined;
  const text = queued.delta + next.delta;
  // A new object (every subscriber's queue may hold the same params), spelled out: this runs for
  // every chunk while a client is behind.
  return {
    itemId: queued.itemId,
    threadId: queued.threadId,
    turnId: queued.turnId,
    type: queued.type,
    status: queued.status,
    payload: { text },
    createdAt: queued.createdAt,
    updatedAt: next.updatedAt,
    delta: text,
  };
}
