import { chmod, mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VvAgentError } from '../../../src/lib/shared/errors.js';
import {
  DEFAULT_SECRETS_FILE,
  findGitRoot,
  parseSecrets,
  readSecretsFile,
  resolveSetting,
  writeSecrets,
} from '../../../src/lib/agentteam/index.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vv-agentteam-secrets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function mode(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

describe('parseSecrets', () => {
  it('reads KEY=value lines, skipping blanks and comments, stripping \\r and trailing whitespace', () => {
    const text = '# comment\r\n\r\nA=one\r\nB=two  \t\n  # indented comment\nC = three\nexport D=four\nE="quoted value"\n';
    expect(parseSecrets(text)).toEqual({ A: 'one', B: 'two', C: 'three', D: 'four', E: 'quoted value' });
  });

  it('treats an empty or whitespace-only value as missing and lets a later line win', () => {
    expect(parseSecrets('A=\nB=   \nC=1\nC=2\nD=x\nD=\n')).toEqual({ C: '2' });
  });

  it('keeps = signs inside the value and ignores lines that are not assignments', () => {
    expect(parseSecrets('TOKEN=abc=def==\njunk line\n=novalue\n1BAD=x\n')).toEqual({ TOKEN: 'abc=def==' });
  });
});

describe('readSecretsFile', () => {
  it('reads a file, and a missing file is a config error naming it (or empty with missingOk)', async () => {
    const file = path.join(dir, 'secrets.env');
    // Private, as a secrets file must be (test/lib/shared/secretsFile.test.ts: others are refused).
    await writeFile(file, 'AGENTTEAM_RUNNER_TOKEN=rt_1\n', { mode: 0o600 });
    expect(await readSecretsFile(file)).toEqual({ AGENTTEAM_RUNNER_TOKEN: 'rt_1' });
    const missing = path.join(dir, 'nope.env');
    await expect(readSecretsFile(missing)).rejects.toMatchObject({ code: 'secrets_file_unreadable', category: 'config' });
    await expect(readSecretsFile(missing)).rejects.toThrow(missing);
    expect(await readSecretsFile(missing, { missingOk: true })).toEqual({});
  });
});

describe('resolveSetting', () => {
  const envName = 'AGENTTEAM_RUNNER_TOKEN';
  it('prefers the flag, then the environment, then the file', () => {
    const file = { [envName]: 'from-file' };
    expect(resolveSetting({ flag: 'from-flag', envName, env: { [envName]: 'from-env' }, file })).toEqual({ value: 'from-flag', source: 'flag' });
    expect(resolveSetting({ envName, env: { [envName]: 'from-env' }, file })).toEqual({ value: 'from-env', source: 'env' });
    expect(resolveSetting({ envName, env: {}, file })).toEqual({ value: 'from-file', source: 'file' });
    expect(resolveSetting({ envName, env: {} })).toBeUndefined();
  });

  it('skips empty and whitespace-only values at every level', () => {
    const file = { [envName]: 'from-file' };
    expect(resolveSetting({ flag: '  ', envName, env: { [envName]: '' }, file })).toEqual({ value: 'from-file', source: 'file' });
    expect(resolveSetting({ flag: '', envName, env: { [envName]: '\n' }, file: {} })).toBeUndefined();
  });

  it('strips trailing whitespace from the value and can read another file key', () => {
    expect(resolveSetting({ envName: 'X', env: { X: 'tok\r\n' } })).toEqual({ value: 'tok', source: 'env' });
    expect(resolveSetting({ envName: 'X', env: {}, file: { Y: 'y' }, fileKey: 'Y' })).toEqual({ value: 'y', source: 'file' });
  });

  it('reads process.env by default', () => {
    const name = 'VV_AGENTTEAM_TEST_SETTING';
    process.env[name] = 'from-process';
    try {
      expect(resolveSetting({ envName: name })).toEqual({ value: 'from-process', source: 'env' });
    } finally {
      delete process.env[name];
    }
  });
});

describe('writeSecrets', () => {
  it('creates a 0600 file that reads back', async () => {
    const file = path.join(dir, 'out', DEFAULT_SECRETS_FILE);
    const result = await writeSecrets(file, { AGENTTEAM_RUNNER_TOKEN: 'rt_secret' }, { cwd: dir });
    expect(result.file).toBe(file);
    expect(await mode(file)).toBe(0o600);
    expect(await readSecretsFile(file)).toEqual({ AGENTTEAM_RUNNER_TOKEN: 'rt_secret' });
    // Not inside a git checkout: no .gitignore is made.
    expect(result.gitignore).toBeUndefined();
    expect(result.gitignoreAdded).toBe(false);
  });

  it('keeps other keys and comments, replaces written keys in place, and fixes the mode of an existing file', async () => {
    const file = path.join(dir, 'secrets.env');
    await writeFile(file, '# my settings\nAGENTTEAM_BASE_URL=http://x\nAGENTTEAM_RUNNER_TOKEN=old\nOTHER=keep\nAGENTTEAM_RUNNER_TOKEN=older\n');
    await chmod(file, 0o644);
    await writeSecrets(file, { AGENTTEAM_RUNNER_TOKEN: 'new', AGENTTEAM_WORKSPACE_ID: 'w_1' }, { cwd: dir });
    expect(await mode(file)).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(
      '# my settings\nAGENTTEAM_BASE_URL=http://x\nAGENTTEAM_RUNNER_TOKEN=new\nOTHER=keep\nAGENTTEAM_WORKSPACE_ID=w_1\n',
    );
  });

  it('rejects a value with a line break and a key that is not a variable name, naming only the key', async () => {
    const file = path.join(dir, 'secrets.env');
    const error = await writeSecrets(file, { TOKEN: 'line1\nline2' }, { cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VvAgentError);
    expect((error as Error).message).toContain('TOKEN');
    expect((error as Error).message).not.toContain('line1');
    await expect(writeSecrets(file, { 'BAD KEY': 'x' }, { cwd: dir })).rejects.toBeInstanceOf(VvAgentError);
  });

  it('adds the file to the checkout .gitignore when it lies inside the git checkout of cwd, once', async () => {
    await mkdir(path.join(dir, '.git'));
    const cwd = path.join(dir, 'app');
    await mkdir(cwd);
    const first = await writeSecrets(path.join(cwd, DEFAULT_SECRETS_FILE), { A: '1' }, { cwd });
    expect(first.gitignore).toBe(path.join(await realpath(dir), '.gitignore'));
    expect(first.gitignoreAdded).toBe(true);
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('/app/.env.agentteam\n');
    const second = await writeSecrets(path.join(cwd, DEFAULT_SECRETS_FILE), { B: '2' }, { cwd });
    expect(second.gitignoreAdded).toBe(false);
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('/app/.env.agentteam\n');
  });

  it('appends to an existing .gitignore without a final newline and honours an unanchored entry', async () => {
    await mkdir(path.join(dir, '.git'));
    await writeFile(path.join(dir, '.gitignore'), 'node_modules');
    await writeSecrets(path.join(dir, 'a.env'), { A: '1' }, { cwd: dir });
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('node_modules\n/a.env\n');
    await writeFile(path.join(dir, '.gitignore'), 'b.env\n');
    const result = await writeSecrets(path.join(dir, 'b.env'), { A: '1' }, { cwd: dir });
    expect(result.gitignoreAdded).toBe(false);
  });

  it('treats a .git file (worktree) as a checkout root and leaves files outside the checkout alone', async () => {
    const repo = path.join(dir, 'repo');
    await mkdir(repo);
    await writeFile(path.join(repo, '.git'), 'gitdir: /elsewhere\n');
    expect(await findGitRoot(path.join(repo))).toBe(repo);
    const outside = path.join(dir, 'outside.env');
    const result = await writeSecrets(outside, { A: '1' }, { cwd: repo });
    expect(result.gitignoreAdded).toBe(false);
    await expect(stat(path.join(repo, '.gitignore'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
