import { chmod, lstat, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSecrets, readSecretsFile, writeSecrets } from '../../../src/lib/shared/secretsFile.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vv-secrets-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function caught(promise: Promise<unknown>): Promise<{ code: string; category: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as { code: string; category: string; message: string };
}

describe('a secrets file must be private and not a link (as ssh treats keys)', () => {
  it('reads a 0600 file', async () => {
    const file = path.join(dir, 'private.env');
    await writeFile(file, 'TOKEN=t_1\n', { mode: 0o600 });
    expect(await readSecretsFile(file)).toEqual({ TOKEN: 't_1' });
  });

  it.each(['0644', '0640', '0604', '0660'])('refuses a file with mode %s, naming the file and the chmod to run', async (octal) => {
    const file = path.join(dir, 'open.env');
    await writeFile(file, 'TOKEN=t_secret_value\n');
    await chmod(file, parseInt(octal, 8));
    const error = await caught(readSecretsFile(file));
    expect([error.code, error.category]).toEqual(['secrets_file_permissions', 'config']);
    expect(error.message).toContain(`chmod 600 ${file}`);
    expect(error.message).toContain(`mode ${octal}`);
    expect(error.message).not.toContain('t_secret_value');
  });

  it('refuses to read through a symbolic link', async () => {
    const target = path.join(dir, 'target.env');
    await writeFile(target, 'TOKEN=t_1\n', { mode: 0o600 });
    const link = path.join(dir, 'link.env');
    await symlink(target, link);
    const error = await caught(readSecretsFile(link));
    expect([error.code, error.category]).toEqual(['secrets_file_symlink', 'config']);
    expect(error.message).toContain(link);
  });

  it('refuses to write through a symbolic link, leaving the link and its target as they were', async () => {
    const target = path.join(dir, 'target.env');
    await writeFile(target, 'TOKEN=old\n', { mode: 0o600 });
    const link = path.join(dir, 'link.env');
    await symlink(target, link);
    const error = await caught(writeSecrets(link, { TOKEN: 'new' }, { cwd: dir }));
    expect(error.code).toBe('secrets_file_symlink');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(target);
    expect(await readFile(target, 'utf8')).toBe('TOKEN=old\n');
  });

  it('a missing file is still empty with missingOk', async () => {
    expect(await readSecretsFile(path.join(dir, 'none.env'), { missingOk: true })).toEqual({});
  });
});

describe('values read back exactly as written', () => {
  it('quotes a value that dotenv syntax would otherwise change', async () => {
    const file = path.join(dir, 'quoted.env');
    const values = { HASH: 'abc#def', SPACED: ' padded ', DQ: 'say "hi"', SQ: "it's #1", PLAIN: 'rt_abc-123.x=y' };
    await writeSecrets(file, values, { cwd: dir });
    expect(await readSecretsFile(file)).toEqual(values);
    expect(await readFile(file, 'utf8')).toContain('PLAIN=rt_abc-123.x=y\n');
  });

  it('parses dotenv comments after an unquoted value', () => {
    expect(parseSecrets('A=1 # note\nB="2 # kept"\n')).toEqual({ A: '1', B: '2 # kept' });
  });
});
