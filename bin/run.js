#!/usr/bin/env node
// Production entry, on what `npm run build` (which `npm ci` runs) wrote under dist/. A few command
// lines start from the bundled fast path without oclif (dist/fast, see src/lib/cli/fastStart.ts);
// every other one runs through oclif from dist/src.
import { statSync } from 'node:fs';

/**
 * dist/fast is bundled from dist/src after tsc (`npm run build`); a bare `tsc` leaves it behind,
 * and the fast path would run yesterday's code. Then oclif runs every command from dist/src (the
 * same flags, errors and behaviour, only a slower start), and stderr says why. An installed package
 * has both from one tarball (npm gives its files one time), so it always starts fast.
 */
function fastPathCurrent() {
  const mtime = (path) => statSync(new URL(path, import.meta.url)).mtimeMs;
  try {
    if (mtime('../dist/fast/fastStart.js') >= mtime('../dist/src/lib/cli/fastStart.js')) return true;
  } catch {
    // No bundle at all: oclif still runs.
  }
  process.stderr.write('vv-agent: dist/fast is older than dist/src (tsc ran without the bundle step); starting through oclif. `npm run build` restores the fast start.\n');
  return false;
}

const argv = process.argv.slice(2);
let started = false;
if (fastPathCurrent()) {
  const { fastStart } = await import('../dist/fast/fastStart.js');
  started = await fastStart(argv);
}
if (!started) {
  const { runOclif } = await import('../dist/src/runOclif.js');
  await runOclif(argv);
}
