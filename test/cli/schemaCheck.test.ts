import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot, runCli } from '../support/cli.js';

/** A temp project root with copies of schemas/ and generated/, for the check to look at. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vv-schema-check-'));
  cpSync(join(projectRoot, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(projectRoot, 'generated'), join(dir, 'generated'), { recursive: true });
  return dir;
}

describe('vv-agent schema check', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('passes on the committed generated/', async () => {
    const result = await runCli(['schema', 'check']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('up to date');
  });

  it('a schema source that is not JSON is one line naming the file, exit 2 (the user\'s to fix)', async () => {
    const dir = copyProject();
    dirs.push(dir);
    const path = join(dir, 'schemas/app-server/definitions.json');
    writeFileSync(path, '{ not json');
    const result = await runCli(['schema', 'check', '--root', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(path);
  });

  it('fails and names each stale file with a diff when a schema changes', async () => {
    const dir = copyProject();
    dirs.push(dir);
    const path = join(dir, 'schemas/app-server/definitions.json');
    const defs = JSON.parse(readFileSync(path, 'utf8')) as { $defs: Record<string, { properties: Record<string, unknown> }> };
    defs.$defs['AppThread']!.properties['pinned'] = { type: 'boolean' };
    writeFileSync(path, JSON.stringify(defs, null, 2));

    const result = await runCli(['schema', 'check', '--root', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('stale generated/app-server/types.ts');
    expect(result.stderr).toContain('stale generated/app-server/validators.standalone.ts');
    expect(result.stderr).toMatch(/\+\s+pinned\?:\s+boolean;/);
  });

  it('reports missing and extra files, and --json gives the same verdict', async () => {
    const dir = copyProject();
    dirs.push(dir);
    rmSync(join(dir, 'generated/app-server/methods.ts'));
    writeFileSync(join(dir, 'generated/app-server/handwritten.ts'), 'export const x = 1;\n');

    const result = await runCli(['schema', 'check', '--root', dir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { upToDate: boolean; drift: Array<{ file: string; kind: string }> };
    expect(report.upToDate).toBe(false);
    expect(report.drift.map((d) => `${d.kind} ${d.file}`)).toEqual([
      'extra generated/app-server/handwritten.ts',
      'missing generated/app-server/methods.ts',
    ]);
  });

  it('schema generate repairs the drift', async () => {
    const dir = copyProject();
    dirs.push(dir);
    writeFileSync(join(dir, 'generated/app-server/types.ts'), '// edited by hand\n');
    writeFileSync(join(dir, 'generated/app-server/stale.ts'), 'export const x = 1;\n');
    const check = await runCli(['schema', 'check', '--root', dir]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`run: vv-agent schema generate --root ${dir}`);
    const generate = await runCli(['schema', 'generate', '--root', dir]);
    expect(generate.code).toBe(0);
    const lines = generate.stdout.trim().split('\n');
    expect(lines).toContain(`wrote ${join(dir, 'generated/app-server/types.ts')}`);
    expect(lines).toContain(`removed ${join(dir, 'generated/app-server/stale.ts')}`);
    expect(existsSync(join(dir, 'generated/app-server/stale.ts'))).toBe(false);
    expect((await runCli(['schema', 'check', '--root', dir])).code).toBe(0);
  });
});
