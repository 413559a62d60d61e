/**
 * A line log that a sender cannot flood: at most `perWindow` lines are written each `windowMs`;
 * the rest are counted and said in one line when the window ends. The callback server logs every
 * request it refuses, and anyone who can reach its port can send those as fast as they like.
 */
export interface RateLimitedLog {
  (line: string): void;
  /** Says the count of the current window now: a process stopping would otherwise lose it. */
  flush(): void;
}

export function rateLimitedLines(log: (line: string) => void, perWindow: number, windowMs = 1000, what = 'line(s)'): RateLimitedLog {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  let summary: NodeJS.Timeout | undefined;
  const sayDropped = (): void => {
    summary = undefined;
    if (dropped === 0) return;
    log(`${dropped} more ${what} in the same ${windowMs / 1000} s not logged one by one`);
    dropped = 0;
  };
  const write = (line: string): void => {
    const now = performance.now();
    if (now - windowStart >= windowMs) {
      // The count of the window that ended comes before the lines of the new one.
      if (summary !== undefined) {
        clearTimeout(summary);
        sayDropped();
      }
      windowStart = now;
      written = 0;
    }
    if (written < perWindow) {
      written += 1;
      log(line);
      return;
    }
    dropped += 1;
    // Unref'd: a server stopping does not wait for the window to end; it calls flush() instead.
    summary ??= setTimeout(sayDropped, Math.max(0, windowStart + windowMs - now)).unref();
  };
  const flush = (): void => {
    clearTimeout(summary);
    sayDropped();
  };
  return Object.assign(write, { flush });
}
