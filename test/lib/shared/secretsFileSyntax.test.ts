/**
 * A secrets file whose lines are not `KEY=value` (nor blank or `#` comments) is a config error
 * naming the file and the first such line's number, never its content (it may hold a secret);
 * otherwise a garbled file would only surface later as "missing AGENTTEAM_BASE_URL".
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSecretsFile } from '../../../src/lib/shared/secretsFile.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vv-secrets-syntax-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readError(text: string | Buffer): Promise<{ file: string; error: { code?: string; category?: string; message: string } }> {
  const file = path.join(dir, 'secrets.env');
  await writeFile(file, text, { mode: 0o600 });
  const error = await readSecretsFile(file).then(
    () => undefined,
    (e: unknown) => e as { code?: string; category?: string; message: string },
  );
  expect(error).toBeInstanceOf(Error);
  return { file, error: error! };
}

describe('readSecretsFile refuses lines that are not KEY=value', () => {
  it('names the file and the first bad line (binary garbage with NUL bytes), not its content', async () => {
    const { file, error } = await readError(Buffer.from([0x00, 0x01, 0xff, 0x00, 0x53, 0x45, 0x43, 0x52, 0x45, 0x54, 0x0a, 0x41, 0x3d, 0x31, 0x0a]));
    expect(error).toMatchObject({ code: 'secrets_file_syntax', category: 'config' });
    expect(error.message).toBe(`secrets file ${file}: line 1 is not KEY=value (nor blank or a # comment)`);
    expect(error.message).not.toContain('SECRET');
    expect(error.message).not.toContain('\n');
  });

  it('counts blank lines and comments, and reports the first of several bad lines', async () => {
    const { file, error } = await readError('# settings\n\nA=1\nexport B="two"\nthis-is-a-secret-value\n=nokey\n');
    expect(error.message).toBe(`secrets file ${file}: line 5 is not KEY=value (nor blank or a # comment)`);
    expect(error.message).not.toContain('this-is-a-secret-value');
  });

  it('refuses a key that is not a name and a line with NUL bytes after a good line', async () => {
    expect((await readError('A=1\n1BAD=x\n')).error.message).toMatch(/: line 2 is not KEY=value/);
    expect((await readError('A=1\r\nB=2\r\n\u0000\u0000\r\n')).error.message).toMatch(/: line 3 is not KEY=value/);
  });

  it('still reads good files: CRLF, comments, export, quotes, empty values, no final newline', async () => {
    const file = path.join(dir, 'good.env');
    await writeFile(file, '\uFEFF# c\r\n\r\n  # indented\nA=1 # note\nexport B="two words"\nC=\nD = four\nE=abc=def', { mode: 0o600 });
    expect(await readSecretsFile(file)).toEqual({ A: '1', B: 'two words', D: 'four', E: 'abc=def' });
    await writeFile(file, '', { mode: 0o600 });
    expect(await readSecretsFile(file)).toEqual({});
  });
});
