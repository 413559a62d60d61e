/**
 * Runs a script that `npm run build` wrote for the fast start path together with V8's code cache
 * for it (scripts/bundle.mjs). Node 20 has no compile cache for ES modules, and compiling the
 * generated schema validators (~0.5 MB of ajv standalone code) was the largest single cost of
 * starting `vv-agent app-server` (issue 13, P1: ~10 ms of ~88). With the cache V8 skips parsing
 * and compiling what the build already compiled.
 *
 * The script is a function expression `(require, exports) => { ... }`, evaluated in this context
 * (the same realm as the rest of the process). The cache only speeds things up: when it is missing
 * or V8 rejects it (another Node or V8 version, other V8 flags), the script is compiled as usual.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

type ScriptBody = (require: NodeJS.Require, exports: Record<string, unknown>) => void;

/** The exports of the script at `url`, using `${url}.cache` when V8 accepts it. */
export function runCachedScript(url: URL): Record<string, unknown> {
  const path = fileURLToPath(url);
  const source = readFileSync(path, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(`${path}.cache`);
  } catch {
    // No cache (a build that could not write one): compiled as usual.
  }
  const script = new Script(source, { filename: path, ...(cachedData !== undefined ? { cachedData } : {}) });
  const body = script.runInThisContext() as ScriptBody;
  const exports: Record<string, unknown> = {};
  body(createRequire(url), exports);
  return exports;
}
