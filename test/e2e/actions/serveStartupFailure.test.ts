import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { writeConfig } from '../../support/agentProcess.js';
import { CliProcess, removeTempDirs, stopAllProcesses, tempDir } from '../../support/agentteamProcesses.js';
import { freePort } from '../../support/freePort.js';
import { portClosed, releaseTakenPorts, takenPort } from '../../support/takenPorts.js';

// `vv-agent agent serve` whose MCP server or queue cannot start: one line, exit 1 (as for a taken
// HTTP port), and the HTTP server it had already started is closed, not left serving.
const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
const config = (): string => writeConfig('[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\n');

afterEach(async () => {
  await releaseTakenPorts();
});
afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

describe('agent serve when a part fails to start', () => {
  it('exits 1 like a taken HTTP port does', async () => {
    const port = await takenPort();
    const agent = new CliProcess(['agent', 'serve', '--config', config(), '--actions', calculator, '--mcp', 'none', '--port', String(port)]);
    expect((await agent.exit(30_000)).code).toBe(1);
    expect(agent.stderr).toMatch(/^vv-agent: listen EADDRINUSE.*$/m);
  });

  it('exits 1 and closes HTTP when the MCP port is taken', async () => {
    const httpPort = await freePort();
    const mcpPort = await takenPort();
    const agent = new CliProcess(['agent', 'serve', '--config', config(), '--actions', calculator, '--mcp', 'streamable-http', '--port', String(httpPort), '--mcp-port', String(mcpPort)]);
    expect((await agent.exit(30_000)).code).toBe(1);
    expect(agent.stderr).toMatch(new RegExp(`^vv-agent: listen EADDRINUSE.*:${mcpPort}$`, 'm'));
    expect(agent.stderr).not.toMatch(/^\s+at /m);
    expect(await portClosed(httpPort)).toBe(true);
  });

  it('with server.workers = 2: exits 1 with one line when the HTTP port is taken, and closes the MCP server it had started', async () => {
    // Before: each worker printed its error, the primary waited for them for ever, MCP kept serving.
    const httpPort = await takenPort();
    const mcpPort = await freePort();
    const workers = writeConfig(`[server]\nhost = 127.0.0.1\nport = ${httpPort}\nworkers = 2\n[agent]\nhost = 127.0.0.1\nport = ${mcpPort}\n`);
    const agent = new CliProcess(['agent', 'serve', '--config', workers, '--actions', calculator, '--mcp', 'streamable-http']);
    expect((await agent.exit(30_000)).code).toBe(1);
    const said = agent.stderr.split('\n').filter((line) => line.startsWith('vv-agent: '));
    expect(said).toEqual([expect.stringMatching(new RegExp(`EADDRINUSE.*:${httpPort}$`))]);
    expect(agent.stderr).not.toMatch(/^\s+at /m);
    expect(await portClosed(mcpPort)).toBe(true);
  });

  it.each([
    ['a certificate and key that are not PEM', (dir: string) => `[server]\nport = 0\nssl_certfile = ${dir}/not.pem\nssl_keyfile = ${dir}/not.pem\n`, /^vv-agent: server\.ssl_certfile \/ server\.ssl_keyfile \(.*\): not a usable PEM certificate and private key: .*$/],
    ['a log file that cannot be made', () => '[logging]\nfile_path = /proc/x/log.txt\n', /^vv-agent: logging\.file_path: cannot write \/proc\/x\/log\.txt \(ENOENT\)$/],
  ])('exits 2 with one line naming the setting for %s', async (_what, text, said) => {
    // Before: exit 1 with OpenSSL's or the file system's own line, which named no setting.
    const dir = tempDir('vv-agent-serve-config-');
    writeFileSync(join(dir, 'not.pem'), 'hi\n');
    const agent = new CliProcess(['agent', 'serve', '--config', writeConfig(text(dir)), '--actions', calculator, '--mcp', 'none']);
    expect((await agent.exit(30_000)).code).toBe(2);
    expect(agent.stderr.split('\n').filter((line) => line.startsWith('vv-agent: '))).toEqual([expect.stringMatching(said)]);
  });

  it('exits 1 and closes HTTP when the broker does not answer within agent.queue_startup_timeout', async () => {
    const httpPort = await freePort();
    const agent = new CliProcess(['agent', 'serve', '--config', config(), '--actions', calculator, '--mcp', 'none', '--port', String(httpPort), '--queue', 'redis://127.0.0.1:9'], {
      env: { VV_AGENT__AGENT__QUEUE_STARTUP_TIMEOUT: '2' },
    });
    expect((await agent.exit(30_000)).code).toBe(1);
    expect(agent.stderr).toMatch(/^vv-agent: queue: the broker did not answer within 2 s$/m);
    expect(await portClosed(httpPort)).toBe(true);
  });
});
