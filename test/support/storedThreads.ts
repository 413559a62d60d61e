import { openThreadStore } from '../../src/lib/app-server/index.js';

/** The number of turns of each thread the App Server stored in `stateDir`, in creation order. */
export function storedTurnCounts(stateDir: string): number[] {
  const store = openThreadStore({ stateDir });
  try {
    return store.listThreads().map((thread) => store.listTurns(thread.threadId).length);
  } finally {
    store.close();
  }
}
