/**
 * Settles with `work`, or rejects with `expired()` after `timeoutMs`. `work` keeps running: the
 * caller stops it (a queue provider's reconnect loop ends when the provider is closed, a
 * half-started MCP server when its client is).
 */
export async function withinDeadline<T>(work: Promise<T>, timeoutMs: number, expired: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expired()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    work.catch(() => undefined); // settles after the deadline: nobody is listening any more
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
