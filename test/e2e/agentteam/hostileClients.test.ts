/**
 * The AgentTeam HTTP servers as processes against clients that misbehave: a callback that stalls
 * after one body byte must not hold `agentteam callback-server` open past SIGTERM, junk with a
 * made-up signature is 401 before any parsing, and `agentteam dev` refuses a body that is not
 * valid UTF-8 instead of storing U+FFFD.
 */
import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliProcess, removeTempDirs, startDev, stopAllProcesses, tempDir } from '../../support/agentteamProcesses.js';

const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await stopAllProcesses();
  removeTempDirs();
});

/** Sends the headers of a 100-byte POST and one byte of its body, then nothing. */
function stalledPost(baseUrl: string, path: string): Socket {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
  return socket;
}

async function startCallbackServer(graceSeconds: number): Promise<{ server: CliProcess; url: string }> {
  const secrets = join(tempDir(), '.env.agentteam');
  // The platform is never reached here: nothing valid is ever delivered.
  writeFileSync(secrets, 'AGENTTEAM_BASE_URL=http://127.0.0.1:9\nAGENTTEAM_WORKSPACE_ID=w_1\nAGENTTEAM_CALLBACK_SIGNING_SECRET=whsec_hostile\n', { mode: 0o600 });
  const server = new CliProcess(['agentteam', 'callback-server', '--secrets-file', secrets, '--port', '0', '--shutdown-grace-seconds', String(graceSeconds)]);
  const url = (await server.waitForStderrMatch(/listening on (http:\/\/\S+)/))[1]!;
  return { server, url };
}

describe('agentteam callback-server against hostile clients', () => {
  it('exits 0 on SIGTERM within its grace period although a request stalls after one body byte', async () => {
    const { server, url } = await startCallbackServer(1);
    const socket = stalledPost(url, '/events');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    server.kill('SIGTERM');
    expect(await server.exit(15_000)).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(8_000);
    socket.destroy();
  });

  it('answers 401 to a 1 MiB junk body with a made-up signature and to an unsigned text body', async () => {
    const { server, url } = await startCallbackServer(0);
    const junk = await fetch(`${url}/events`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024),
      headers: { 'content-type': 'application/json', 'agentteam-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(junk.status).toBe(401);
    const text = await fetch(`${url}/events`, { method: 'POST', body: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(401);
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    await server.stop();
  });
});

describe('agentteam dev against hostile clients', () => {
  it('refuses a body with invalid UTF-8 (400) and stores nothing; SIGTERM ends it despite a stalled request', async () => {
    const dir = tempDir();
    const dev = await startDev({ stateDir: join(dir, 'state'), secretsFile: join(dir, '.env.agentteam'), app: 'echo', transport: 'runner_stream' });
    const { channelId } = await dev.admin.channelByName('dev');
    const path = `${dev.admin.w}/channels/${channelId}/messages`;
    const before = await dev.admin.messages(channelId);
    const body = Buffer.concat([Buffer.from('{"text":"bad '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await fetch(`${dev.baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${dev.admin.token}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    expect(await dev.admin.messages(channelId)).toEqual(before);

    stalledPost(dev.baseUrl, path);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    dev.process.kill('SIGTERM');
    expect(await dev.process.exit(15_000)).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
