#!/usr/bin/env -S node --import tsx --no-warnings=ExperimentalWarning
// Development entry: runs the TypeScript sources directly through tsx, no build step.
import { flush, run, settings } from '@oclif/core';

process.env.NODE_ENV = 'development';
settings.enableAutoTranspile = true;
try {
  await run(process.argv.slice(2), import.meta.url);
  await flush();
} catch (error) {
  const { reportCliError } = await import('../src/lib/cli/reportCliError.js');
  process.exitCode = reportCliError(error);
}
