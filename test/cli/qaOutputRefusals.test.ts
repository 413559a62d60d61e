// Output paths that are the user's mistake: `schema generate --root` on a folder with no schemas
// must not empty its generated/, and an --out folder that exists but cannot take the files is
// refused like one that cannot be created (exit 2, one line, nothing half-written).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-qa-out-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('vv-agent schema generate --root without schemas', () => {
  it('refuses with exit 2 and leaves the folder\'s generated/ alone', async () => {
    const root = join(work, 'other project');
    mkdirSync(join(root, 'generated', 'x'), { recursive: true });
    writeFileSync(join(root, 'generated', 'x', 'mine.ts'), 'export const mine = 1;\n');
    const result = await runCli(['schema', 'generate', '--root', root]);
    expect(result.code, result.stdout).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('holds no <part>/definitions.json');
    expect(existsSync(join(root, 'generated', 'x', 'mine.ts'))).toBe(true);
  });
});

describe('app-server export into an --out folder that cannot take the files', () => {
  for (const [args, blocked] of [
    [['app-server', 'schema'], 'json/ClientRequest.json'],
    [['app-server', 'generate-ts'], 'vv_agent_app_server.ts'],
    [['app-server', 'generate', '--lang', 'python'], 'vv_agent_app_server.py'],
  ] as const) {
    it(`${args.join(' ')}: a folder in the way of ${blocked} is exit 2 (usage, out_unusable) and no file is written`, async () => {
      const out = mkdtempSync(join(work, 'out '));
      mkdirSync(join(out, blocked), { recursive: true });
      const result = await runCli([...args, '--out', out, '--json']);
      expect(result.code, result.stdout).toBe(2);
      const error = (JSON.parse(result.stdout) as { error: { code: string; category: string; message: string } }).error;
      expect(error.category).toBe('usage');
      expect(error.code).toBe('out_unusable');
      expect(error.message).toContain(blocked);
      const listed = readdirSync(out, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
      expect(listed).toEqual([]);
    });
  }
});

describe('app-server export with an empty --out', () => {
  for (const args of [['app-server', 'schema'], ['app-server', 'generate-ts'], ['app-server', 'generate', '--lang', 'python']]) {
    it(`${args.join(' ')} --out "": exit 2 with one line (out_flag_empty), nothing written into the working directory`, async () => {
      const cwd = mkdtempSync(join(work, 'cwd '));
      const result = await runCli([...args, '--out', ''], { cwd });
      expect(result.code, result.stdout).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('vv-agent: --out must not be empty\n');
      const json = await runCli([...args, '--out', '', '--json'], { cwd });
      expect(json.code).toBe(2);
      expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'out_flag_empty', category: 'usage' } });
      expect(readdirSync(cwd)).toEqual([]);
    });
  }
});
