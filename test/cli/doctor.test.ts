/**
 * `vv-agent doctor` (issue 12, point 15) and the settings chain it shows (point 17), through the
 * built CLI. Every run gets its own VV_AGENT_HOME, so the machine's own settings never leak in.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-doctor-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  summary: string;
  details: string[];
}
interface Report {
  ok: boolean;
  failures: number;
  warnings: number;
  checks: Check[];
}

let homes = 0;
function freshHome(): string {
  const dir = join(work, `home-${homes++}`);
  mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/** Runs `doctor --json` with a clean settings environment plus `env`. */
async function doctor(args: string[], env: Record<string, string> = {}): Promise<{ code: number; report: Report; stderr: string }> {
  const result = await runCli(['doctor', '--json', ...args], {
    env: { VV_AGENT_HOME: freshHome(), VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '', ...env },
  });
  return { code: result.code, report: JSON.parse(result.stdout) as Report, stderr: result.stderr };
}

const byId = (report: Report, id: string): Check => {
  const found = report.checks.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no check ${id} in ${JSON.stringify(report)}`);
  return found;
};

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('vv-agent doctor', () => {
  it('a broken environment (missing settings, unwritable state dir) exits 1; --json is one report object', async () => {
    const notADir = join(work, 'a-file');
    writeFileSync(notADir, 'x');
    const { code, report } = await doctor(['--state-dir', join(notADir, 'state')], { VV_AGENT_SETTINGS: join(work, 'nonexistent.json') });
    expect(code).toBe(1);
    expect(Object.keys(report).sort()).toEqual(['checks', 'failures', 'ok', 'warnings']);
    expect(report.checks.map((c) => c.id)).toEqual(['node', 'settings', 'api-keys', 'sqlite', 'state-dir', 'redis', 'rabbitmq', 'ports']);
    for (const c of report.checks) {
      expect(['ok', 'warn', 'fail']).toContain(c.status);
      expect(typeof c.summary).toBe('string');
      expect(Array.isArray(c.details)).toBe(true);
    }
    expect(report.ok).toBe(false);
    expect(report.failures).toBe(2);
    expect(byId(report, 'settings')).toMatchObject({ status: 'fail', summary: expect.stringMatching(/settings file not found: .*nonexistent\.json/) });
    expect(byId(report, 'settings').details).toContain('$VV_AGENT_SETTINGS: used');
    expect(byId(report, 'state-dir')).toMatchObject({ status: 'fail', summary: expect.stringContaining('a-file/state') });
    expect(byId(report, 'sqlite').status).toBe('ok');
    expect(byId(report, 'node').status).toBe('ok');
  });

  it('a healthy environment exits 0 and prints a mark per check; key values are never printed', async () => {
    const home = freshHome();
    const result = await runCli(['doctor', '--state-dir', join(home, 'state')], {
      env: { VV_AGENT_HOME: home, VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '', MOONSHOT_API_KEY: 'sk-doctor-secret-value' },
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    for (const id of ['node', 'settings', 'api-keys', 'sqlite', 'state-dir']) expect(lines.some((l) => l.startsWith(`✓ ${id} `))).toBe(true);
    expect(result.stdout).toContain('MOONSHOT_API_KEY');
    expect(result.stdout).not.toContain('sk-doctor-secret-value');
    expect(result.stdout).toMatch(/state\S* does not exist yet; it will be created/);
  });

  it('--json details are plain values; the text view indents them under their check', async () => {
    const home = freshHome();
    const env = { VV_AGENT_HOME: home, VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '' };
    const { report } = await doctor([], { VV_AGENT_HOME: home });
    const settings = byId(report, 'settings');
    expect(settings.details).toContain('--settings: not set');
    expect(settings.details).toContain(`${join(home, 'settings.json')}: not found`);
    expect(settings.details.some((d) => d.endsWith('settings.example.json: used'))).toBe(true);
    for (const c of report.checks) for (const detail of c.details) expect(detail, `${c.id}: ${JSON.stringify(detail)}`).toBe(detail.trim());
    const text = await runCli(['doctor'], { env });
    const indent = ' '.repeat('✓ '.length + Math.max(...report.checks.map((c) => c.id.length)) + 2);
    expect(text.stdout.split('\n')).toContain(`${indent}--settings: not set`);
  });

  it('a state directory others can read is a warning, not a failure', async () => {
    const dir = join(work, 'open-state');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const { code, report } = await doctor(['--state-dir', dir]);
    expect(byId(report, 'state-dir')).toMatchObject({ status: 'warn', summary: expect.stringContaining('mode 0755') });
    expect(report.ok).toBe(true);
    expect(code).toBe(0);
  });

  it('a broker that refuses the URL\'s credentials warns (the queue would be refused), and fails with --require-brokers; the password is never shown', async () => {
    // Before: "rabbitmq answers at 127.0.0.1:5672" (ok), and then queue request was refused.
    const warned = await doctor(['--amqp-url', 'amqp://nobody:hidden-pass@127.0.0.1:5672']);
    expect(byId(warned.report, 'rabbitmq')).toMatchObject({ status: 'warn', summary: 'rabbitmq answers at 127.0.0.1:5672, but refuses the credentials of the URL' });
    expect(JSON.stringify(warned.report)).not.toContain('hidden-pass');
    expect(warned.code).toBe(0);
    const required = await doctor(['--amqp-url', 'amqp://nobody:hidden-pass@127.0.0.1:5672', '--require-brokers']);
    expect(byId(required.report, 'rabbitmq').status).toBe('fail');
    expect(required.code).toBe(1);
    // The machine's RabbitMQ with its own credentials is fine.
    expect(byId((await doctor(['--amqp-url', 'amqp://guest:guest@127.0.0.1:5672'])).report, 'rabbitmq')).toMatchObject({ status: 'ok', summary: 'rabbitmq answers at 127.0.0.1:5672' });
  });

  it('an unreachable broker warns; with --require-brokers it fails (exit 1); the real Redis answers', async () => {
    const port = await closedPort();
    const warned = await doctor(['--amqp-url', `amqp://guest:hidden-pass@127.0.0.1:${port}`]);
    expect(byId(warned.report, 'rabbitmq')).toMatchObject({ status: 'warn', summary: expect.stringContaining(`127.0.0.1:${port}`) });
    expect(JSON.stringify(warned.report)).not.toContain('hidden-pass');
    expect(byId(warned.report, 'redis')).toMatchObject({ status: 'ok', summary: 'redis answers at 127.0.0.1:6379' });
    expect(warned.code).toBe(0);
    const required = await doctor(['--amqp-url', `amqp://127.0.0.1:${port}`, '--require-brokers']);
    expect(byId(required.report, 'rabbitmq').status).toBe('fail');
    expect(required.code).toBe(1);
  });

  it('a broker URL of another scheme is a usage error naming the flag (exit 2), the password never echoed', async () => {
    for (const [args, message] of [
      [['--redis-url', 'http://x'], 'vv-agent: --redis-url must be a redis:// or rediss:// URL; its scheme is http:\n'],
      [['--redis-url', 'amqp://127.0.0.1:5672'], 'vv-agent: --redis-url must be a redis:// or rediss:// URL; its scheme is amqp:\n'],
      [['--amqp-url', 'redis://user:hidden-pass@127.0.0.1:6379'], 'vv-agent: --amqp-url must be an amqp:// or amqps:// URL; its scheme is redis:\n'],
      [['--amqp-url', 'not a url'], 'vv-agent: --amqp-url must be an amqp:// or amqps:// URL; it is not a URL\n'],
    ] as const) {
      const result = await runCli(['doctor', ...args], { env: { VV_AGENT_HOME: freshHome() } });
      expect(result.code, result.stdout).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(message);
    }
    const json = await runCli(['doctor', '--json', '--redis-url', 'http://x'], { env: { VV_AGENT_HOME: freshHome() } });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'queue_url_invalid', category: 'usage' } });
    const secure = await doctor(['--redis-url', `rediss://127.0.0.1:${await closedPort()}`, '--amqp-url', `amqps://127.0.0.1:${await closedPort()}`]);
    expect(secure.code).toBe(0);
    expect(byId(secure.report, 'redis').status).toBe('warn');
  });

  it('a default port in use is a warning naming the command that wants it', async () => {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(8788, '0.0.0.0', resolve);
    });
    try {
      const { report } = await doctor([]);
      expect(byId(report, 'ports')).toMatchObject({ status: 'warn', summary: expect.stringContaining('8788') });
      expect(byId(report, 'ports').details).toContain('8788 (agentteam dev): in use');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** Self-signed, for `localhost` (CN, no other names). */
const tlsFixture = (name: string): string => fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url));

/** A server that answers its first bytes with `answer`, over TLS with the fixture certificate or plain; on every interface (`localhost` may be ::1). */
async function brokerLike(answer: Buffer, tls: boolean): Promise<{ port: number; close: () => Promise<void> }> {
  const onSocket = (socket: import('node:net').Socket): void => {
    socket.on('error', () => undefined);
    socket.once('data', () => socket.end(answer));
  };
  const server: Server = tls ? createTlsServer({ cert: readFileSync(tlsFixture('cert.pem')), key: readFileSync(tlsFixture('key.pem')) }, onSocket) : createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { port: (server.address() as { port: number }).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// rediss:// and amqps:// used to be probed like redis:// and amqp://: a plain greeting, which a TLS
// broker cannot read, and for amqps:// without a port the plain port 5672.
describe('vv-agent doctor and TLS brokers', () => {
  const PONG = Buffer.from('+PONG\r\n');
  const AMQP_HEADER = Buffer.from([0x41, 0x4d, 0x51, 0x50, 0, 0, 9, 1]);

  it('amqps:// without a port is tried on 5671; rediss:// on 6379, both over TLS', async () => {
    const { report } = await doctor(['--amqp-url', 'amqps://127.0.0.1', '--redis-url', 'rediss://127.0.0.1', '--require-brokers']);
    expect(byId(report, 'rabbitmq').summary).toContain('127.0.0.1:5671 (TLS)');
    expect(byId(report, 'redis').summary).toContain('127.0.0.1:6379 (TLS)');
  });

  it('a TLS broker with a certificate Node trusts answers: ok, certificate verified', async () => {
    const redis = await brokerLike(PONG, true);
    const rabbit = await brokerLike(AMQP_HEADER, true);
    try {
      const { code, report } = await doctor(['--redis-url', `rediss://localhost:${redis.port}`, '--amqp-url', `amqps://user:hidden-pass@localhost:${rabbit.port}`, '--require-brokers'], {
        NODE_EXTRA_CA_CERTS: tlsFixture('cert.pem'),
      });
      expect(byId(report, 'redis')).toMatchObject({ status: 'ok', summary: `redis answers at localhost:${redis.port} (TLS), certificate verified` });
      expect(byId(report, 'rabbitmq')).toMatchObject({ status: 'ok', summary: `rabbitmq answers at localhost:${rabbit.port} (TLS), certificate verified` });
      expect(JSON.stringify(report)).not.toContain('hidden-pass');
      expect(code, JSON.stringify(report)).toBe(0);
    } finally {
      await Promise.all([redis.close(), rabbit.close()]);
    }
  });

  it('a certificate the queue would refuse (not trusted; not for the URL\'s host) is a warning saying why; --require-brokers fails', async () => {
    const redis = await brokerLike(PONG, true);
    try {
      const untrusted = byId((await doctor(['--redis-url', `rediss://localhost:${redis.port}`])).report, 'redis');
      expect(untrusted).toMatchObject({ status: 'warn', summary: `redis answers at localhost:${redis.port} (TLS), but its certificate is refused: DEPTH_ZERO_SELF_SIGNED_CERT` });
      expect(untrusted.details[0]).toContain('NODE_EXTRA_CA_CERTS');
      const otherHost = await doctor(['--redis-url', `rediss://127.0.0.1:${redis.port}`, '--require-brokers'], { NODE_EXTRA_CA_CERTS: tlsFixture('cert.pem') });
      expect(byId(otherHost.report, 'redis')).toMatchObject({ status: 'fail', summary: `redis answers at 127.0.0.1:${redis.port} (TLS), but its certificate is refused: ERR_TLS_CERT_ALTNAME_INVALID` });
      expect(otherHost.code).toBe(1);
    } finally {
      await redis.close();
    }
  });

  it('a TLS URL to a plain server: the TLS handshake fails, and the line says so', async () => {
    const plain = await brokerLike(AMQP_HEADER, false);
    try {
      const rabbitmq = byId((await doctor(['--amqp-url', `amqps://127.0.0.1:${plain.port}`])).report, 'rabbitmq');
      expect(rabbitmq.status).toBe('warn');
      expect(rabbitmq.summary).toMatch(new RegExp(`^rabbitmq not reachable at 127\\.0\\.0\\.1:${plain.port} \\(TLS\\): (TLS handshake failed: |connection closed during the TLS handshake)`));
    } finally {
      await plain.close();
    }
  });
});

describe('the settings chain, as doctor shows it (issue 12, point 17)', () => {
  const scripted = (model: string): string =>
    JSON.stringify({ VERSION: '2', backends: { scripted: { models: { [model]: { id: model, function_call_available: true } } } } });

  it('each step of the file chain: shipped example, $VV_AGENT_HOME/settings.toml, then settings.json, then $VV_AGENT_SETTINGS', async () => {
    const home = freshHome();
    const settingsOf = async (args: string[], env: Record<string, string>): Promise<Check> =>
      byId((await doctor(args, { VV_AGENT_HOME: home, ...env })).report, 'settings');

    const shipped = await settingsOf([], {});
    expect(shipped).toMatchObject({ status: 'ok', summary: expect.stringMatching(/config\/settings\.example\.json \(no settings of your own/) });
    expect(shipped.details).toContain('backend scripted (the first model in the settings file)');

    writeFileSync(join(home, 'settings.toml'), 'VERSION = "2"\n[backends.scripted.models.from-toml]\nid = "from-toml"\n');
    const toml = await settingsOf([], {});
    expect(toml.summary).toBe(`${join(home, 'settings.toml')} (found in $VV_AGENT_HOME (${home}))`);
    expect(toml.details).toContain(`${join(home, 'settings.json')}: not found`);
    expect(toml.details).toContain('model from-toml (the first model in the settings file)');

    writeFileSync(join(home, 'settings.json'), scripted('from-json'));
    expect((await settingsOf([], {})).details).toContain('model from-json (the first model in the settings file)');

    const envFile = join(work, 'env-settings.json');
    writeFileSync(envFile, scripted('from-env-file'));
    const fromEnv = await settingsOf([], { VV_AGENT_SETTINGS: envFile });
    expect(fromEnv.summary).toBe(`${envFile} (from $VV_AGENT_SETTINGS)`);
  });

  it('--settings wins over $VV_AGENT_SETTINGS; the model: the file\'s first, then $VV_AGENT_MODEL, then --model', async () => {
    const settingsOf = async (args: string[], env: Record<string, string>): Promise<Check> => byId((await doctor(args, env)).report, 'settings');
    const envFile = join(work, 'env-settings-2.json');
    writeFileSync(envFile, scripted('from-env-file'));
    const flagFile = join(work, 'flag-settings.json');
    writeFileSync(flagFile, JSON.stringify({ VERSION: '2', backends: { scripted: { models: { a: {}, b: {} } } } }));
    const fromFlag = await settingsOf(['--settings', flagFile], { VV_AGENT_SETTINGS: envFile });
    expect(fromFlag.summary).toBe(`${flagFile} (given with --settings)`);
    expect(fromFlag.details).toContain('model a (the first model in the settings file)');
    expect((await settingsOf(['--settings', flagFile], { VV_AGENT_MODEL: 'b' })).details).toContain('model b (from $VV_AGENT_MODEL)');
    expect((await settingsOf(['--settings', flagFile, '--model', 'a'], { VV_AGENT_MODEL: 'b' })).details).toContain('model a (given with --model)');
  });

  it('send-message and its built-in app-server run on the discovered file: $VV_AGENT_HOME/settings.json, its first model', async () => {
    const home = freshHome();
    const script = { turns: [{ tool_calls: [{ name: 'task_finish', arguments: { message: 'hello from the home settings' } }] }] };
    writeFileSync(join(home, 'settings.json'), JSON.stringify({ VERSION: '2', backends: { scripted: { models: { homely: { function_call_available: true, script } } } } }));
    const result = await runCli(['debug', 'app-server', 'send-message', 'hi'], { env: { VV_AGENT_HOME: home, VV_AGENT_SETTINGS: '', VV_AGENT_BACKEND: '', VV_AGENT_MODEL: '' } });
    expect(result.code, result.stderr).toBe(0);
    const [input, ...rest] = result.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { method?: string; params?: Record<string, unknown> });
    expect(input!.params!['server']).toEqual(expect.arrayContaining(['--settings', join(home, 'settings.json'), '--backend', 'scripted', '--model', 'homely']));
    expect(rest.at(-1)).toMatchObject({ method: 'turn/completed', params: { status: 'completed', finalOutput: 'hello from the home settings' } });
  });

  it('a model that needs a key it does not have fails, naming the variable', async () => {
    const check = byId((await doctor([], { VV_AGENT_MODEL: 'kimi-k2', MOONSHOT_API_KEY: '' })).report, 'settings');
    expect(check).toMatchObject({ status: 'fail', summary: expect.stringContaining('MOONSHOT_API_KEY') });
  });
});
