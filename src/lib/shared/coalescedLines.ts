/**
 * A line log that gathers the lines of one turn of the event loop and writes them at once. A busy
 * server that logs a line per request (the callback server: one per delivery) otherwise makes one
 * synchronous write, a system call on a pipe or terminal, per line. Lines keep their order; the
 * ones still pending are written when the process exits.
 */
export function coalescedLines(stream: NodeJS.WritableStream = process.stderr): (line: string) => void {
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    stream.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    pending += `${line}\n`;
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
}
