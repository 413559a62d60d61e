/**
 * The CLI through oclif: find the command, parse its flags, run it; errors become one line and an
 * exit code. bin/run.js comes here for every command line that lib/cli/fastStart.ts leaves.
 */
export async function runOclif(argv: readonly string[]): Promise<void> {
  const { Command, run, settings } = await import('@oclif/core');
  const { installJsonErrors } = await import('./lib/cli/jsonCliError.js');
  const { stdoutWritten } = await import('./lib/cli/stdoutWritten.js');
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
