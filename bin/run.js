#!/usr/bin/env node
// Production entry, on what `npm run build` (which `npm ci` runs) wrote under dist/. A few command
// lines start from the bundled fast path without oclif (dist/fast, see src/lib/cli/fastStart.ts);
// every other one runs through oclif from dist/src.
import { fastStart } from '../dist/fast/fastStart.js';

const argv = process.argv.slice(2);
if (!(await fastStart(argv))) {
  const { runOclif } = await import('../dist/src/runOclif.js');
  await runOclif(argv);
}
