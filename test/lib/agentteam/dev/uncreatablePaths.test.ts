/**
 * A secrets file or state directory whose folder cannot be created is a config error naming the
 * flag and the path, returned at once. Under /proc, Node 20's recursive mkdir never returns (it
 * spun at 100% CPU before), so each case here also has to finish well within its timeout.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpDevApp, startDevPlatform } from '../../../../src/lib/agentteam/dev/index.js';
import { writeSecrets } from '../../../../src/lib/agentteam/index.js';
import { VvAgentError } from '../../../../src/lib/shared/errors.js';
import { removeTempDirs, startTestPlatform, tempDir, type TestPlatform } from './helpers.js';

const running: TestPlatform[] = [];

afterEach(async () => {
  for (const t of running.splice(0)) await t.platform.close();
  removeTempDirs();
});

async function failure(promise: Promise<unknown>): Promise<VvAgentError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VvAgentError);
  return error as VvAgentError;
}

describe('secrets file in a folder that cannot be created', () => {
  const cases: readonly [string, (dir: string) => string][] = [
    ['under /proc/x (mkdir -p never returned)', () => '/proc/x/y.env'],
    ['directly in /proc', () => '/proc/vv-agent-test.env'],
    ['under a regular file', (dir) => join(dir, 'afile', 'y.env')],
  ];

  for (const [label, fileIn] of cases) {
    it(`writeSecrets fails at once ${label}`, { timeout: 5_000 }, async () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'afile'), '');
      const file = fileIn(dir);
      const error = await failure(writeSecrets(file, { A: 'b' }, { cwd: dir }));
      expect(error.category).toBe('config');
      expect(error.code).toMatch(/^secrets_file_/);
      expect(error.message).toContain(file);
    });

    it(`agentteam dev --secrets-file fails at once naming the flag ${label}`, { timeout: 5_000 }, async () => {
      const t = await startTestPlatform();
      running.push(t);
      writeFileSync(join(t.stateDir, 'afile'), '');
      const file = fileIn(t.stateDir);
      const error = await failure(setUpDevApp(t.platform, { appName: 'echo', transport: 'runner_stream', secretsFile: file, cwd: t.stateDir }));
      expect(error.category).toBe('config');
      expect(error.message).toContain(`--secrets-file ${file}`);
      expect(error.message).toMatch(/ENOENT|ENOTDIR/);
      expect(error.message).not.toContain('\n');
    });
  }
});

describe('state directory that cannot be created', () => {
  it('agentteam dev --state-dir /proc/x is a config error naming the flag', { timeout: 5_000 }, async () => {
    const error = await failure(startDevPlatform({ stateDir: '/proc/x', host: '127.0.0.1', port: 0 }));
    expect(error.category).toBe('config');
    expect(error.message).toMatch(/state directory \/proc\/x .*--state-dir.*ENOENT/);
  });
});
