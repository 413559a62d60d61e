#!/usr/bin/env node
// Production entry: runs the compiled commands under dist/ (built by `npm run build`, which `npm ci` runs).
import { flush, run, settings } from '@oclif/core';

// Always the compiled commands, whatever NODE_ENV says (oclif would look for TypeScript sources
// under NODE_ENV=test or development and warn).
settings.enableAutoTranspile = false;

try {
  await run(process.argv.slice(2), import.meta.url);
  await flush();
} catch (error) {
  const { reportCliError } = await import('../dist/src/lib/cli/reportCliError.js');
  process.exitCode = reportCliError(error);
}
