/**
 * `agentteam dev --app` set-up whose secrets file cannot be used: the error names the flag, and
 * the local platform is left as it was (no owner, workspace, channel or App), so the next set-up
 * with a usable file creates the App instead of finding a half-made one.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpDevApp } from '../../../../src/lib/agentteam/dev/index.js';
import { VvAgentError } from '../../../../src/lib/shared/errors.js';
import { removeTempDirs, startTestPlatform, type TestPlatform } from './helpers.js';

const running: TestPlatform[] = [];

afterEach(async () => {
  for (const t of running.splice(0)) await t.platform.close();
  removeTempDirs();
});

describe('setUpDevApp with a secrets file it cannot use', () => {
  const cases: readonly [string, (dir: string) => string, RegExp][] = [
    ['under a regular file', (dir) => join(dir, 'afile', 'y.env'), /^--secrets-file \S+: cannot write secrets file \S+ \(ENOTDIR\)$/],
    // Running as root, a chmod-ed folder stays writable: /proc is a folder where no file can be made.
    ['in a folder where no file can be made', () => '/proc/vv-agent-test.env', /^--secrets-file \S+: cannot write secrets file \S+ \(ENOENT\)$/],
    ['open to group and others (0644)', (dir) => join(dir, 'open.env'), /^--secrets-file \S+: secrets file \S+ is accessible by group or others/],
  ];

  for (const [label, fileIn, message] of cases) {
    it(`${label}: fails naming the flag and creates nothing; the next set-up creates the App`, async () => {
      const t = await startTestPlatform();
      running.push(t);
      writeFileSync(join(t.stateDir, 'afile'), '');
      writeFileSync(join(t.stateDir, 'open.env'), 'A=b\n', { mode: 0o644 });
      const file = fileIn(t.stateDir);
      const error: unknown = await setUpDevApp(t.platform, { appName: 'echo', transport: 'runner_stream', secretsFile: file, cwd: t.stateDir }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(VvAgentError);
      expect((error as VvAgentError).category).toBe('config');
      expect((error as VvAgentError).message).toMatch(message);
      expect((error as VvAgentError).message).toContain(file);
      const store = t.platform.core.store;
      expect(['owner_user_id', 'workspace_id', 'channel_id'].map((key) => store.getSetting(key))).toEqual([undefined, undefined, undefined]);

      const setup = await setUpDevApp(t.platform, { appName: 'echo', transport: 'runner_stream', secretsFile: join(t.stateDir, 'good.env'), cwd: t.stateDir });
      expect(setup.appCreated).toBe(true);
      expect(store.listApps(setup.workspaceId).map((app) => app.name)).toEqual(['echo']);
    });
  }
});
