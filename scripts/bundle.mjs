// `npm run build`, after tsc: bundles the fast start path (dist/src/lib/cli/fastStart.js and all it
// loads of our own code) into dist/fast/, one file per lazily loaded part. A desktop app spawns
// `vv-agent app-server` on every launch, and Node loads one file much faster than the ~120 modules
// of dist/src it replaces (issue 13, P1). Packages stay external: native addons (better-sqlite3),
// worker files (pino) and ajv's runtime are loaded from node_modules as they are everywhere else.
// The oclif path (dist/src/runOclif.js) never loads dist/fast, so the two never share state.
// Whitespace and syntax are minified (the App Server's part shrinks from 0.9 to 0.5 MB: Node reads,
// decodes and compiles less), names are kept for stack traces, and a source map maps them back to
// dist/src (node --enable-source-maps).
//
// The generated schema validators are the exception: each set becomes a plain script under
// dist/fast/code/ with V8's code cache beside it, run by src/lib/cli/cachedScript.ts, because
// Node 20 caches no compiled ES module and compiling them was the largest part of the start.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { build, transform } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/fast`;
const codeDir = `${outdir}/code`;
const loader = `${root}dist/src/lib/cli/cachedScript.js`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(codeDir, { recursive: true });

/** Scripts written under dist/fast/code, to compile once the bundle is written. */
const scripts = [];

/**
 * generated/<set>/validators.standalone.js (ajv standalone output, in the one shape the generator
 * writes: an import of createRequire, `const require = createRequire(import.meta.url)`, functions
 * and constants, and `export const name = validateN;` lines) becomes a script whose body is the
 * module's, its exports assigned to `exports`; the module the bundle gets in its place runs it.
 */
const cachedValidators = {
  name: 'cached-validators',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]generated[\\/][^\\/]+[\\/]validators\.standalone\.js$/ }, async ({ path }) => {
      const set = basename(dirname(path));
      const exported = [];
      const body = readFileSync(path, 'utf8')
        .replace(/^import \{ createRequire \} from 'node:module';$/m, '')
        .replace(/^const require = createRequire\(import\.meta\.url\);$/m, '')
        .replace(/^export const ([A-Za-z0-9_$]+) = ([A-Za-z0-9_$]+);$/gm, (_, name, value) => {
          exported.push(name);
          return `exports.${name} = ${value};`;
        });
      const leftover = /^\s*(import|export)\b|import\.meta/m.exec(body);
      if (leftover !== null || exported.length === 0) {
        throw new Error(`${path}: not in the shape the validator generator writes (${leftover?.[0] ?? 'no exports'}); update scripts/bundle.mjs`);
      }
      // The body is minified on its own (its declarations and `exports.` assignments stay; a bare
      // function expression would be dropped as unused), then wrapped.
      const minified = await transform(`'use strict';\n${body}`, { minifyWhitespace: true, minifySyntax: true, target: 'node20' });
      const code = `(function(require,exports){${minified.code}});\n`;
      const file = `${set}-validators-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
      writeFileSync(`${codeDir}/${file}`, code);
      scripts.push(`${codeDir}/${file}`);
      const contents = [
        `import { runCachedScript } from ${JSON.stringify(loader)};`,
        `const raw = runCachedScript(new URL(${JSON.stringify(`./code/${file}`)}, import.meta.url));`,
        ...exported.map((name) => `export const ${name} = raw.${name};`),
      ].join('\n');
      return { contents, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

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
  plugins: [cachedValidators],
});

// The code cache of each script, made by this Node as the server's Node will load it: compiled,
// run once (definitions only), then serialised.
for (const path of scripts) {
  const script = new Script(readFileSync(path, 'utf8'), { filename: path });
  script.runInThisContext()(createRequire(path), {});
  writeFileSync(`${path}.cache`, script.createCachedData());
}
