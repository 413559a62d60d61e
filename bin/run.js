#!/usr/bin/env node
// Production entry: runs the compiled commands under dist/ (built by `npm run build`, which `npm ci` runs).
import { Command, flush, run, settings } from '@oclif/core';
import { installJsonErrors } from '../dist/src/lib/cli/jsonCliError.js';

// Always the compiled commands, whatever NODE_ENV says (oclif would look for TypeScript sources
// under NODE_ENV=test or development and warn).
settings.enableAutoTranspile = false;
// `--json` errors: one small object on stdout, the same exit codes as without it.
installJsonErrors(Command);

try {
  await run(process.argv.slice(2), import.meta.url);
  await flush();
} catch (error) {
  const { reportCliError } = await import('../dist/src/lib/cli/reportCliError.js');
  process.exitCode = reportCliError(error);
}
