#!/usr/bin/env node
// Production entry: runs the compiled commands under dist/ (built by `npm run build`, which `npm ci` runs).
import { flush, run } from '@oclif/core';

try {
  await run(process.argv.slice(2), import.meta.url);
  await flush();
} catch (error) {
  const { reportCliError } = await import('../dist/src/lib/cli/reportCliError.js');
  process.exitCode = reportCliError(error);
}
