// `vv-agent scaffold app` writes a project that installs (offline: it depends on this checkout by
// path) and passes its own tests, which run the App against `vv-agent agentteam dev`.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { validateAppManifest } from '../../../generated/agentteam/validators.js';
import { runCli } from '../../support/cli.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'vv-scaffold-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
delete env['NODE_EXTRA_CA_CERTS'];

describe.each(['runner_stream', 'callback'] as const)('vv-agent scaffold app --transport %s', (transport) => {
  const name = transport === 'callback' ? 'hook-app' : 'stream-app';
  const dir = join(work, name);

  it('writes the manifest, entry point, test and README', async () => {
    const result = await runCli(['scaffold', 'app', name, '--transport', transport, '--dir', work]);
    expect(result.code, result.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(validateAppManifest(manifest)).toBe(true);
    expect(manifest).toMatchObject({ name, events: ['agentteam.message.mention'], permissions: ['app.mentions.read', 'messages.write'], runtime: { transports: [transport] } });
    const entry = transport === 'callback' ? 'src/callback-server.mjs' : 'src/runner.mjs';
    expect(statSync(join(dir, entry)).isFile()).toBe(true);
    expect(readFileSync(join(dir, entry), 'utf8')).toContain("from 'vv-agent/agentteam'");
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(`vv-agent agentteam dev --app ${name}`);
  });

  it('installs and passes its own tests against agentteam dev', async () => {
    // --ignore-scripts: installing a path dependency runs its `prepare` (a rebuild of this
    // checkout's dist/), which would race with the other tests that run bin/run.js. It is built.
    await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, env });
    const { stdout } = await run('npm', ['test'], { cwd: dir, env });
    expect(stdout).toMatch(/# pass 2/);
    expect(stdout).toMatch(/# fail 0/);
  });
});

describe('vv-agent scaffold app --agent', () => {
  const dir = join(work, 'agent-app');

  it('writes an App answered by agent turns that installs and passes its own tests (scripted model, no key)', async () => {
    const result = await runCli(['scaffold', 'app', 'agent-app', '--transport', 'runner_stream', '--agent', '--dir', work]);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(dir, 'src', 'app.mjs'), 'utf8')).toContain('agentApp(');
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toContain('.vv-agent-app/');
    await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, env });
    const { stdout } = await run('npm', ['test'], { cwd: dir, env });
    expect(stdout).toMatch(/# pass 2/);
    expect(stdout).toMatch(/# fail 0/);
  });
});

describe('vv-agent scaffold app: bad input', () => {
  it.each([
    [['scaffold', 'app', 'Bad_Name', '--transport', 'callback'], /must be lowercase letters/],
    [['scaffold', 'app', 'ok-name', '--transport', 'carrier-pigeon'], /Expected --transport=carrier-pigeon to be one of/],
  ])('%j exits 2 with one line', async (args, message) => {
    const result = await runCli([...args, '--dir', work]);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('refuses a non-empty target directory', async () => {
    await runCli(['scaffold', 'app', 'twice', '--transport', 'callback', '--dir', work]);
    const again = await runCli(['scaffold', 'app', 'twice', '--transport', 'callback', '--dir', work]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/exists and is not empty/);
  });
});
