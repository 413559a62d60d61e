// `npm run build`, after tsc: bundles the fast start path (dist/src/lib/cli/fastStart.js and all it
// loads of our own code) into dist/fast/, one file per lazily loaded part. A desktop app spawns
// `vv-agent app-server` on every launch, and Node loads one file much faster than the ~120 modules
// of dist/src it replaces (issue 13, P1). Packages stay external: native addons (better-sqlite3),
// worker files (pino) and ajv's runtime are loaded from node_modules as they are everywhere else.
// The oclif path (dist/src/runOclif.js) never loads dist/fast, so the two never share state.
// Whitespace and syntax are minified (the App Server's part shrinks from 0.9 to 0.5 MB: Node reads,
// decodes and compiles less), names are kept for stack traces, and a source map maps them back to
// dist/src (node --enable-source-maps).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/fast`;
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/src/lib/cli/fastStart.js`],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
