/**
 * The CLI (bin/run.js runs the compiled copy): a few command lines start without oclif
 * (lib/cli/fastStart.ts); every other one runs through oclif.
 */
export async function main(argv: readonly string[]): Promise<void> {
  const { fastStart } = await import('./lib/cli/fastStart.js');
  if (await fastStart(argv)) return;
  await runOclif(argv);
}

/** oclif's way: find the command, parse its flags, run it; errors become one line and an exit code. */
export async function runOclif(argv: readonly string[]): Promise<void> {
  const { Command, flush, run, settings } = await import('@oclif/core');
  const { installJsonErrors } = await import('./lib/cli/jsonCliError.js');
  // Always the compiled commands, whatever NODE_ENV says (oclif would look for TypeScript sources
  // under NODE_ENV=test or development and warn).
  settings.enableAutoTranspile = false;
  // `--json` errors: one small object on stdout, the same exit codes as without it. (`catch` is
  // protected in oclif's types; the patch replaces it on the prototype.)
  installJsonErrors(Command as unknown as Parameters<typeof installJsonErrors>[0]);
  try {
    await run([...argv], import.meta.url);
    await flush();
  } catch (error) {
    const { reportCliError } = await import('./lib/cli/reportCliError.js');
    process.exitCode = reportCliError(error);
  }
}
