// `vv-agent scaffold agent` writes a project that depends on vv-agent by version, installs
// (offline: this checkout is linked in with `npm install --no-save <path>`, which leaves the
// version range in package.json alone) and passes its own tests, which serve the agent with
// `vv-agent agent serve` and call its actions over HTTP and MCP. `scaffold action` adds actions
// whose generated tests run in the same `npm test`.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, projectRoot } from '../../support/cli.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'vv-scaffold-agent-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
delete env['NODE_EXTRA_CA_CERTS'];
delete env['VV_AGENT_TOKEN'];
const ourVersion = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

function expectOneLineError(result: { code: number; stderr: string }, pattern: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(pattern);
}

describe('vv-agent scaffold agent', () => {
  const dir = join(work, 'my-agent');

  it('writes package.json by version, config.ini on 127.0.0.1, an action, a test and a README', async () => {
    const result = await runCli(['scaffold', 'agent', 'my-agent', '--dir', work]);
    expect(result.code, result.stderr).toBe(0);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };
    expect(pkg.name).toBe('my-agent');
    expect(pkg.dependencies).toEqual({ 'vv-agent': `^${ourVersion}`, zod: expect.stringMatching(/^\^4\./) });
    const config = readFileSync(join(dir, 'config.ini'), 'utf8');
    expect(config.match(/^host = (.*)$/gm)).toEqual(['host = 127.0.0.1', 'host = 127.0.0.1']);
    expect(readFileSync(join(dir, 'actions', 'greet.mjs'), 'utf8')).toContain("from 'vv-agent/actions'");
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/^# my-agent$/m);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toContain('node_modules/');
  });

  it('scaffold action adds typed actions and their tests, and refuses to overwrite', async () => {
    const plain = await runCli(['scaffold', 'action', 'notes.count'], { cwd: dir });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('actions/notes.count.mjs, test/notes.count.test.mjs');
    const action = readFileSync(join(dir, 'actions', 'notes.count.mjs'), 'utf8');
    expect(action).toContain("http: { url: '/notes/count', method: 'POST' }");
    expect(action).toContain('mcp: {}');

    const guarded = await runCli(['scaffold', 'action', 'orders.get', '--http', '/v1/orders/{id}', '--method', 'GET', '--mcp', '--queue', 'orders.requests', '--guard', 'clerk', '--guard', 'admin'], { cwd: dir });
    expect(guarded.code, guarded.stderr).toBe(0);
    const source = readFileSync(join(dir, 'actions', 'orders.get.mjs'), 'utf8');
    expect(source).toContain("http: { url: '/v1/orders/{id}', method: 'GET' }");
    expect(source).toContain("queue: { listen: 'orders.requests' }");
    expect(source).toContain("guards: [requireRoles('clerk', 'admin')]");
    expect(source).toContain('input: z.object({ id: z.string(), text: z.string() })');

    const before = readFileSync(join(dir, 'actions', 'notes.count.mjs'), 'utf8');
    expectOneLineError(await runCli(['scaffold', 'action', 'notes.count', '--mcp', 'counter'], { cwd: dir }), /actions\/notes\.count\.mjs exists; refusing to overwrite it/);
    expect(readFileSync(join(dir, 'actions', 'notes.count.mjs'), 'utf8')).toBe(before);
  });

  it('installs and passes its own tests (HTTP and MCP against agent serve)', async () => {
    // --prefer-offline, not --offline: resolving the project's `zod` range needs the registry's
    // package document, which a machine whose cache only ever saw `npm ci` (tarballs) lacks.
    await run('npm', ['install', '--prefer-offline', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', projectRoot], { cwd: dir, env });
    // --no-save: the dependency stays a version range.
    expect((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['vv-agent']).toBe(`^${ourVersion}`);
    const { stdout } = await run('npm', ['test'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`npm test failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/# fail 0/);
    for (const name of ['greet over HTTP', 'greet over MCP', 'notes.count over HTTP', 'notes.count over MCP', 'orders.get refuses a caller without a token', 'orders.get over MCP']) {
      expect(stdout).toMatch(new RegExp(`ok \\d+ - ${name.replace(/\./g, '\\.')}\\n`));
    }
  }, 300_000); // a loaded two-core box: npm install, then three test files that each start an agent
});

describe('vv-agent scaffold agent / action: bad input', () => {
  it.each([
    [['scaffold', 'agent', 'Bad_Name', '--dir', work], /agent name 'Bad_Name' must be lowercase letters/],
    // Node 20's recursive mkdir never returns under /proc; the project folder is made level by level.
    [['scaffold', 'agent', 'a', '--dir', '/proc/x'], /^vv-agent: \/proc\/x\/a cannot be created: ENOENT/],
    [['scaffold', 'action', 'x.y'], /is not an agent project/],
  ])('%j exits 2 with one line', async (args, pattern) => {
    expectOneLineError(await runCli(args, { cwd: work }), pattern);
  });

  it('refuses bad action flags in an agent project', async () => {
    const dir = join(work, 'flags-agent');
    expect((await runCli(['scaffold', 'agent', 'flags-agent', '--dir', work])).code).toBe(0);
    expectOneLineError(await runCli(['scaffold', 'action', 'bad name'], { cwd: dir }), /action name 'bad name' must be/);
    expectOneLineError(await runCli(['scaffold', 'action', 'ok', '--http', 'v1/ok'], { cwd: dir }), /--http 'v1\/ok' must be a path starting with \//);
    expectOneLineError(await runCli(['scaffold', 'action', 'ok', '--method', 'GET'], { cwd: dir }), /--http/);
    expectOneLineError(await runCli(['scaffold', 'action', 'ok', '--http', '/ok', '--method', 'FETCH'], { cwd: dir }), /Expected --method=FETCH to be one of/);
    writeFileSync(join(dir, 'test', 'taken.test.mjs'), '// mine\n');
    expectOneLineError(await runCli(['scaffold', 'action', 'taken'], { cwd: dir }), /test\/taken\.test\.mjs exists; refusing to overwrite it/);
    expect(readFileSync(join(dir, 'test', 'taken.test.mjs'), 'utf8')).toBe('// mine\n');
  });
});
