/**
 * Resolves once what was written to stdout has left, or stdout is gone. oclif's own `flush` waits
 * for a 'drain' that never comes when the reader closed the pipe early (`vv-agent doctor | head
 * -c0`: the write failed with EPIPE, which oclif ignores), and Node then exits 13 on the unsettled
 * top-level await; a reader that went away is not an error (exit 0, as on the fast start path).
 * Used after oclif's `run` by runOclif.ts and bin/dev.js.
 */
export function stdoutWritten(): Promise<void> {
  const out = process.stdout;
  if (out.destroyed || out.writableEnded || !out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}
