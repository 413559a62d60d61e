// What the callback server logs about the requests it refuses: one line each, with the reason
// and the delivery the request claims, never the secret or the signature, and bounded however
// fast the refusals come.
import { afterEach, describe, expect, it } from 'vitest';
import { AgentTeamRuntimeClient, echoApp, signCallback, startCallbackServer, type CallbackServer } from '../../../src/lib/agentteam/index.js';
import { REFUSALS_LOGGED_PER_SECOND } from '../../../src/lib/agentteam/callbackServer.js';
import { callbackEnvelope } from './helpers.js';

const secret = 'whsec_refusal_test_secret';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function receiver(): Promise<{ cb: CallbackServer; lines: string[] }> {
  const lines: string[] = [];
  // Refused requests never reach the Runtime API; nothing listens there.
  const client = new AgentTeamRuntimeClient({ baseUrl: 'http://127.0.0.1:9', workspaceId: 'w_1' });
  const cb = await startCallbackServer({ app: echoApp, signingSecret: secret, client, port: 0, log: (line) => lines.push(line) });
  cleanups.push(async () => {
    await cb.close(1000);
    await client.close();
  });
  return { cb, lines };
}

function signed(options: { secret?: string; t?: number; body?: string; deliveryId?: string } = {}): { body: string; headers: Record<string, string> } {
  const envelope = callbackEnvelope({ delivery_id: options.deliveryId ?? 'del_refused' });
  const body = options.body ?? JSON.stringify(envelope);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${envelope.delivery_token}`,
      'agentteam-signature': signCallback(options.secret ?? secret, body, options.t ?? Math.floor(Date.now() / 1000)),
      'agentteam-delivery-id': envelope.delivery_id,
      'agentteam-attempt-id': envelope.attempt_id,
      'agentteam-event-type': envelope.event_type,
    },
  };
}

async function post(cb: CallbackServer, request: { body: string; headers: Record<string, string> }): Promise<number> {
  const response = await fetch(`${cb.url}/events`, { method: 'POST', body: request.body, headers: request.headers });
  await response.arrayBuffer();
  return response.status;
}

describe('callback server: refused requests are logged', () => {
  it.each([
    ['a wrong signing secret', () => signed({ secret: 'whsec_not_the_one' }), 'refused a callback (delivery del_refused): 401 invalid_signature: the signature does not match the body'],
    ['a stale timestamp', () => signed({ t: Math.floor(Date.now() / 1000) - 400 }), 'refused a callback (delivery del_refused): 401 timestamp_out_of_range: the signature timestamp is more than 300 s away from now'],
    ['a malformed body', () => signed({ body: '{"not": "an envelope"' }), 'refused a callback (delivery del_refused): 400 validation_failed: the body is not UTF-8 JSON'],
    ['a body over the size limit', () => ({ body: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'application/json', 'agentteam-delivery-id': 'del_big' } }), 'refused a callback (delivery del_big): 413 payload_too_large: request body is too large'],
  ] as const)('%s: one line with the reason and the delivery id', async (_name, request, line) => {
    const { cb, lines } = await receiver();
    const sent = request();
    expect(await post(cb, sent)).toBeGreaterThanOrEqual(400);
    expect(lines).toEqual([line]);
    const signature = (sent.headers as Record<string, string | undefined>)['agentteam-signature'];
    for (const logged of lines) {
      expect(logged).not.toContain(secret);
      if (signature !== undefined) expect(logged).not.toContain(signature.split('v1=')[1]);
    }
  });

  it('leaves out a delivery id that is not id-shaped', async () => {
    const { cb, lines } = await receiver();
    const sent = signed({ secret: 'whsec_not_the_one' });
    expect(await post(cb, { ...sent, headers: { ...sent.headers, 'agentteam-delivery-id': 'del refused <script>' } })).toBe(401);
    expect(lines).toEqual(['refused a callback: 401 invalid_signature: the signature does not match the body']);
  });

  it(`a flood of refusals logs ${REFUSALS_LOGGED_PER_SECOND} lines a second and counts the rest in one line`, async () => {
    const { cb, lines } = await receiver();
    const junk = { body: 'junk', headers: { 'content-type': 'text/plain' } };
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 100 }, () => post(cb, junk)));
    const seconds = Math.ceil((performance.now() - started) / 1000);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const counted = (): number[] => lines.map((l) => /^(\d+) more refused callback\(s\) in the same 1 s not logged one by one$/.exec(l)?.[1]).filter((n) => n !== undefined).map(Number);
    // Every refusal is either a line of its own or in a count, once the last window has ended.
    await expect.poll(() => lines.length - counted().length + counted().reduce((a, b) => a + b, 0), { timeout: 3000 }).toBe(100);
    const oneByOne = lines.filter((l) => l.startsWith('refused a callback: 401 invalid_signature'));
    expect(counted().length).toBeGreaterThanOrEqual(1);
    expect(oneByOne.length).toBe(lines.length - counted().length);
    expect(oneByOne.length).toBeGreaterThanOrEqual(REFUSALS_LOGGED_PER_SECOND);
    expect(oneByOne.length).toBeLessThanOrEqual(REFUSALS_LOGGED_PER_SECOND * seconds);
  });

  it('a server stopped within the window of a flood still says how many refusals it did not log', async () => {
    const { cb, lines } = await receiver();
    const junk = { body: 'junk', headers: { 'content-type': 'text/plain' } };
    await Promise.all(Array.from({ length: 50 }, () => post(cb, junk)));
    await cb.close(1000);
    const counted = lines.map((l) => /^(\d+) more refused callback\(s\) in the same 1 s not logged one by one$/.exec(l)?.[1]).filter((n) => n !== undefined).map(Number);
    expect(lines.length - counted.length + counted.reduce((a, b) => a + b, 0)).toBe(50);
  });
});
