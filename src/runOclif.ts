/**
 * The CLI through oclif: find the command, parse its flags, run it; errors become one line and an
 * exit code. bin/run.js comes here for every command line that lib/cli/fastStart.ts leaves.
 */
export async function runOclif(argv: readonly string[]): Promise<void> {
  const { Command, run, settings } = await import('@oclif/core');
  const { installJsonErrors } = await import('./lib/cli/jsonCliError.js');
  // Always the compiled commands, whatever NODE_ENV says (oclif would look for TypeScript sources
  // under NODE_ENV=test or development and warn).
  settings.enableAutoTranspile = false;
  // `--json` errors: one small object on stdout, the same exit codes as without it. (`catch` is
  // protected in oclif's types; the patch replaces it on the prototype.)
  installJsonErrors(Command as unknown as Parameters<typeof installJsonErrors>[0]);
  try {
    await run([...argv], import.meta.url);
    await stdoutWritten();
  } catch (error) {
    const { reportCliError } = await import('./lib/cli/reportCliError.js');
    process.exitCode = reportCliError(error);
  }
}

/**
 * Resolves once what was written to stdout has left, or stdout is gone. oclif's own `flush` waits
 * for a 'drain' that never comes when the reader closed the pipe early (`vv-agent doctor | head
 * -c0`: the write failed with EPIPE, which oclif ignores), and Node then exits 13 on the unsettled
 * top-level await; a reader that went away is not an error (exit 0, as on the fast start path).
 */
function stdoutWritten(): Promise<void> {
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
