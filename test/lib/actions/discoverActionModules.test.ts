import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverActionModules } from '../../../src/lib/actions/discoverActionModules.js';

const project = mkdtempSync(join(tmpdir(), 'vv-discover-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('discoverActionModules: package specifiers', () => {
  it('resolves a package from the project\'s own node_modules, not vv-agent\'s', async () => {
    const pkg = join(project, 'node_modules', 'acme-actions');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'acme-actions', type: 'module', main: 'index.mjs' }));
    writeFileSync(join(pkg, 'index.mjs'), "export const marker = 'from the project';\n");
    const [module] = await discoverActionModules(['acme-actions'], project);
    expect(module?.exports['marker']).toBe('from the project');
  });

  it('a name that is no file, directory or package is said so, without vv-agent\'s own paths', async () => {
    await expect(discoverActionModules(['nope-dir'], project)).rejects.toThrow(`action module nope-dir: no such file, directory or package (from ${project})`);
  });
});
