/**
 * `agentteam callback-server` as an operator runs it: a request it refuses (a platform signing
 * with another secret, a stale timestamp, a malformed body) is one line on stderr with the reason
 * and the delivery id, never the secret or the signature; and an empty --signing-secret-file is
 * refused at start (exit 2, one line naming the file) instead of quietly using the environment's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signCallback } from '../../../src/lib/agentteam/index.js';
import { CliProcess, removeTempDirs, runCli, stopAllProcesses, tempDir } from '../../support/agentteamProcesses.js';
import { stderrLines } from './helpers.js';

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

const SECRET = 'whsec_the_servers_own';
// The platform is never reached: nothing valid is delivered.
const PLATFORM = ['--base-url', 'http://127.0.0.1:9', '--workspace', 'w_1'];

function secretFile(content: string): string {
  const file = join(tempDir(), 'signing-secret.txt');
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}

describe('agentteam callback-server logs what it refuses', () => {
  it('one line per refused request on stderr: the reason and the delivery id, not the secret or the signature', async () => {
    const server = new CliProcess(['agentteam', 'callback-server', '--signing-secret-file', secretFile(`${SECRET}\n`), ...PLATFORM, '--port', '0']);
    const url = (await server.waitForStderrMatch(/listening on (http:\/\/\S+)/))[1]!;
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ delivery_id: 'del_1' });
    const send = async (deliveryId: string, signature: string, payload = body): Promise<number> => {
      const response = await fetch(`${url}/events`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'agentteam-signature': signature, 'agentteam-delivery-id': deliveryId } });
      await response.arrayBuffer();
      return response.status;
    };
    const wrongSecret = signCallback('whsec_another_one', body, now);
    expect(await send('del_wrong_secret', wrongSecret)).toBe(401);
    expect(await send('del_stale', signCallback(SECRET, body, now - 600))).toBe(401);
    expect(await send('del_malformed', signCallback(SECRET, '{"truncated', now), '{"truncated')).toBe(400);
    await server.waitForStderrMatch(/^refused a callback/m, 3);
    server.kill('SIGTERM');
    expect(await server.exit()).toEqual({ code: 0, signal: null });
    const refused = stderrLines(server.stderr).filter((line) => line.startsWith('refused'));
    expect(refused).toEqual([
      'refused a callback (delivery del_wrong_secret): 401 invalid_signature: the signature does not match the body',
      'refused a callback (delivery del_stale): 401 timestamp_out_of_range: the signature timestamp is more than 300 s away from now',
      'refused a callback (delivery del_malformed): 400 validation_failed: the body is not UTF-8 JSON',
    ]);
    expect(server.stderr).not.toContain(SECRET);
    expect(server.stderr).not.toContain(wrongSecret.split('v1=')[1]);
  });
});

describe('agentteam callback-server --signing-secret-file', () => {
  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t\n'],
  ])('a file that is %s is refused (exit 2, one line naming it), even with the environment variable set', async (_name, content) => {
    const file = secretFile(content);
    const result = await runCli(['agentteam', 'callback-server', '--signing-secret-file', file, ...PLATFORM, '--port', '0'], {
      env: { AGENTTEAM_CALLBACK_SIGNING_SECRET: 'whsec_from_the_environment' },
      timeoutMs: 15_000,
    });
    expect({ code: result.code, stderr: stderrLines(result.stderr) }).toEqual({
      code: 2,
      stderr: [`vv-agent: --signing-secret-file ${file} holds no secret (the file is empty or only whitespace)`],
    });
  });
});
