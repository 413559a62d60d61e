#!/usr/bin/env -S node --import tsx --no-warnings=ExperimentalWarning
// Development entry: runs the TypeScript sources directly through tsx, no build step. The
// commands are read from src/commands (oclif's own dist->src mapping cannot follow this project's
// layout, where generated/ sits beside src/ and both compile into dist/).
import { readFileSync } from 'node:fs';
import { Command, run, settings } from '@oclif/core';
import { installJsonErrors } from '../src/lib/cli/jsonCliError.js';
import { stdoutWritten } from '../src/lib/cli/stdoutWritten.js';

process.env.NODE_ENV = 'development';
settings.enableAutoTranspile = false;
// `--json` errors: one small object on stdout, the same exit codes as without it.
installJsonErrors(Command);
const root = new URL('..', import.meta.url);
const pjson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
pjson.oclif.commands = './src/commands';
pjson.oclif.hooks = { ...pjson.oclif.hooks, command_not_found: './src/hooks/commandNotFound.ts' };
try {
  await run(process.argv.slice(2), { root: root.pathname, pjson, isRoot: true });
  await stdoutWritten();
} catch (error) {
  const { reportCliError } = await import('../src/lib/cli/reportCliError.js');
  process.exitCode = reportCliError(error);
}
