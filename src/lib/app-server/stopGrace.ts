// How a stopping App Server (stdio or WebSocket) finishes its last writes: a transport's lifetime,
// not the protocol's, so it lives beside the transports' servers rather than in the processor.

/** How long a stopping server waits for its last messages to be read before it drops the clients that do not read. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** Whether `work` settles within `ms` (it rejects as `work` does). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([work.then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for what a stopping server still does (`work`: turns ended and stored, last messages
 * written), calling `dropStalled` each time `graceMs` passes first. A client that stopped reading
 * holds every write to it, and with them the turns that write to it: without dropping it, SIGTERM
 * would wait for it forever. Rejects as `work` does.
 */
export async function awaitStopDroppingStalled(work: Promise<unknown>, graceMs: number, dropStalled: () => void): Promise<void> {
  while (!(await settlesWithin(work, graceMs))) dropStalled();
}
