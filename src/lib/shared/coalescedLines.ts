/**
 * A busy server writes at most one batch of lines per this many milliseconds. Measured on the
 * callback server's per-delivery line (issue 13, P6): a write per event-loop turn cost 9-19 µs of
 * CPU a line at 1-3 lines a turn (a system call on a pipe, and a turn of its own), a few percent
 * of a whole delivery; batched over this interval it costs what building the line does.
 */
export const MIN_WRITE_INTERVAL_MS = 25;

/**
 * A line log that gathers lines and writes them in one system call. A line in a quiet spell is
 * written at the end of its event-loop turn; while lines keep coming (a server logging a line per
 * request), writes are at least `minIntervalMs` apart, so a line waits that long at most. Lines
 * keep their order; the ones still pending are written when the process exits.
 */
export function coalescedLines(stream: NodeJS.WritableStream = process.stderr, minIntervalMs = MIN_WRITE_INTERVAL_MS): (line: string) => void {
  let pending = '';
  let scheduled = false;
  let lastWrite = Number.NEGATIVE_INFINITY;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    lastWrite = performance.now();
    stream.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    pending += `${line}\n`;
    if (scheduled) return;
    scheduled = true;
    const wait = lastWrite + minIntervalMs - performance.now();
    // Unref'd: a process with nothing else to do exits now and writes the lines on its way out.
    if (wait <= 0) setImmediate(flush);
    else setTimeout(flush, wait).unref();
  };
}
