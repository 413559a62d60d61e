import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as appServerValidators from '../../../generated/app-server/validators.standalone.js';
import * as llmValidators from '../../../generated/llm/validators.standalone.js';
import * as mcpConfigValidators from '../../../generated/mcp-config/validators.standalone.js';
import { runCachedScript } from '../../../src/lib/cli/cachedScript.js';
import { projectRoot } from '../../support/cli.js';

// The fast start path (dist/fast, `npm run build`) runs the generated validators as scripts with
// V8's code cache (scripts/bundle.mjs, src/lib/cli/cachedScript.ts; issue 13, P1).
const codeDir = join(projectRoot, 'dist/fast/code');
const scripts = readdirSync(codeDir).filter((name) => name.endsWith('.js'));
const generated: Record<string, Record<string, unknown>> = { 'app-server': appServerValidators, llm: llmValidators, 'mcp-config': mcpConfigValidators };

// Inside the project: the scripts require ajv's runtime from node_modules.
const work = mkdtempSync(join(projectRoot, 'dist', 'test-cached-script-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const scriptOf = (set: string): string => {
  const name = scripts.find((file) => file.startsWith(`${set}-validators-`));
  if (name === undefined) throw new Error(`no script for ${set} in ${codeDir}`);
  return name;
};

describe('the fast path runs the generated validators from cached scripts', () => {
  it('the build writes one script per validator set the App Server loads, each with a code cache a fresh node accepts', () => {
    expect(scripts.map((name) => name.replace(/-[0-9a-f]{12}\.js$/, '')).sort()).toEqual(['app-server-validators', 'llm-validators', 'mcp-config-validators']);
    // A child process, as the server runs: vitest's workers may run V8 with other flags.
    const check = `
      const { readFileSync } = require('node:fs');
      const { Script } = require('node:vm');
      const out = {};
      for (const path of JSON.parse(process.argv[1])) {
        const script = new Script(readFileSync(path, 'utf8'), { filename: path, cachedData: readFileSync(path + '.cache') });
        out[path] = script.cachedDataRejected;
      }
      process.stdout.write(JSON.stringify(out));`;
    const paths = scripts.map((name) => join(codeDir, name));
    const rejected = JSON.parse(execFileSync(process.execPath, ['-e', check, JSON.stringify(paths)], { encoding: 'utf8' })) as Record<string, boolean>;
    expect(rejected).toEqual(Object.fromEntries(paths.map((path) => [path, false])));
  });

  it.each(Object.keys(generated))('the %s script exports the generated validators, which judge alike', (set) => {
    const cached = runCachedScript(pathToFileURL(join(codeDir, scriptOf(set))));
    const original = generated[set] as Record<string, unknown>;
    expect(Object.keys(cached).sort()).toEqual(Object.keys(original).sort());
    const samples: unknown[] = [{}, null, 'x', { clientInfo: { name: 'a' } }, { VERSION: '2', endpoints: [], backends: {} }, { mcpServers: { a: { command: 'x' } } }];
    for (const [name, validate] of Object.entries(original)) {
      const fast = cached[name] as ((data: unknown) => boolean) & { errors?: unknown };
      const slow = validate as ((data: unknown) => boolean) & { errors?: unknown };
      for (const sample of samples) {
        expect([name, fast(sample), fast.errors]).toEqual([name, slow(sample), slow.errors]);
      }
    }
  });

  it('a missing or foreign code cache only costs the compile: the script still runs', () => {
    const name = scriptOf('mcp-config');
    copyFileSync(join(codeDir, name), join(work, name));
    const without = runCachedScript(pathToFileURL(join(work, name)));
    writeFileSync(join(work, `${name}.cache`), 'not a V8 code cache');
    const foreign = runCachedScript(pathToFileURL(join(work, name)));
    for (const exports of [without, foreign]) {
      expect(Object.keys(exports).sort()).toEqual(Object.keys(mcpConfigValidators).sort());
      expect((exports['validateMcpConfig'] as (data: unknown) => boolean)({ mcpServers: {} })).toBe(true);
      expect((exports['validateMcpConfig'] as (data: unknown) => boolean)({ mcpServers: 3 })).toBe(false);
    }
  });
});
