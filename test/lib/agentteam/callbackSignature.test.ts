import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VvAgentError } from '../../../src/lib/shared/errors.js';
import {
  parseSignatureHeader,
  signCallback,
  verifyCallbackRequest,
  verifyCallbackSignature,
  type CallbackVerification,
} from '../../../src/lib/agentteam/index.js';
import { callbackEnvelope } from './helpers.js';

const SECRET = 'whsec_test_secret';
const NOW = 1_780_000_000;

function signedRequest(options: { body?: Buffer; secret?: string; t?: number; headers?: Record<string, string | undefined> } = {}) {
  const envelope = callbackEnvelope();
  const rawBody = options.body ?? Buffer.from(JSON.stringify(envelope));
  const headers: Record<string, string | undefined> = {
    authorization: `Bearer ${envelope.delivery_token}`,
    'agentteam-signature': signCallback(options.secret ?? SECRET, rawBody, options.t ?? NOW),
    'agentteam-delivery-id': envelope.delivery_id,
    'agentteam-attempt-id': envelope.attempt_id,
    'agentteam-event-type': envelope.event_type,
    'content-type': 'application/json',
    ...options.headers,
  };
  return { envelope, rawBody, headers };
}

function rejection(result: CallbackVerification): { status: number; code: string } {
  if (result.ok) throw new Error('expected a rejection');
  return { status: result.status, code: result.code };
}

describe('signCallback', () => {
  it('is HMAC-SHA256 over "<t>.<raw body>" keyed by the secret, formatted t=..,v1=..', () => {
    const body = Buffer.from('{"a":1}');
    const expected = createHmac('sha256', SECRET).update(`${NOW}.{"a":1}`).digest('hex');
    expect(signCallback(SECRET, body, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('keys the HMAC with the UTF-8 bytes of a non-ASCII secret', () => {
    const secret = 'sécret-🔑';
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${NOW}.x`).digest('hex');
    expect(signCallback(secret, Buffer.from('x'), NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('refuses an empty or whitespace-only secret with a config error', () => {
    for (const secret of ['', '   ', '\n']) {
      let caught: unknown;
      try {
        signCallback(secret, Buffer.from('x'), NOW);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(VvAgentError);
      expect((caught as VvAgentError).category).toBe('config');
      expect((caught as VvAgentError).code).toBe('signing_secret_missing');
    }
  });
});

describe('parseSignatureHeader', () => {
  const hex = 'a'.repeat(64);
  it('reads t and every v1, ignoring unknown schemes', () => {
    const parsed = parseSignatureHeader(`t=12, v1=${hex},v0=zz,v1=${'b'.repeat(64)}`);
    expect(parsed?.timestamp).toBe(12);
    expect(parsed?.signatures.map((s) => s.toString('hex'))).toEqual([hex, 'b'.repeat(64)]);
  });

  it.each([
    ['', 'empty'],
    [`v1=${hex}`, 'no t'],
    ['t=12', 'no v1'],
    [`t=abc,v1=${hex}`, 't not a number'],
    [`t=1,t=2,v1=${hex}`, 'two t'],
    ['t=12,v1=abcd', 'short v1'],
    [`t=12,v1=${'g'.repeat(64)}`, 'v1 not hex'],
    [`t=12;v1=${hex}`, 'wrong separator'],
  ])('rejects %j (%s)', (value) => {
    expect(parseSignatureHeader(value)).toBeNull();
  });

  it('rejects a repeated header (an array) and an absent one', () => {
    expect(parseSignatureHeader([`t=1,v1=${hex}`, `t=1,v1=${hex}`])).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });
});

describe('verifyCallbackRequest', () => {
  it('accepts a correctly signed request and returns the envelope parsed from the signed bytes', () => {
    const { envelope, rawBody, headers } = signedRequest();
    const result = verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW });
    expect(result).toEqual({ ok: true, envelope });
  });

  it('looks headers up case-insensitively and accepts a fetch Headers object', () => {
    const { rawBody, headers } = signedRequest();
    const mixed = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyCallbackRequest({ secret: SECRET, headers: mixed, rawBody, now: NOW }).ok).toBe(true);
    const fetchHeaders = new Headers(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined));
    expect(verifyCallbackRequest({ secret: SECRET, headers: fetchHeaders, rawBody, now: NOW }).ok).toBe(true);
  });

  it('rejects a signature made with another secret (401 invalid_signature)', () => {
    const { rawBody, headers } = signedRequest({ secret: 'another-secret' });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW }))).toEqual({ status: 401, code: 'invalid_signature' });
  });

  it('rejects a signature over other bytes than those received', () => {
    const { rawBody, headers } = signedRequest();
    // Same JSON meaning, different bytes: the check is over bytes, not over parsed JSON.
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(rawBody.toString()), null, 2));
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody: reformatted, now: NOW }))).toEqual({ status: 401, code: 'invalid_signature' });
    const tampered = Buffer.from(rawBody.toString().replace('echo hi', 'echo ha'));
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody: tampered, now: NOW }))).toEqual({ status: 401, code: 'invalid_signature' });
  });

  it('rejects a missing or malformed signature header', () => {
    const { rawBody, headers } = signedRequest();
    for (const value of [undefined, 'v1=deadbeef', 'garbage']) {
      const result = verifyCallbackRequest({ secret: SECRET, headers: { ...headers, 'agentteam-signature': value }, rawBody, now: NOW });
      expect(rejection(result)).toEqual({ status: 401, code: 'invalid_signature' });
    }
  });

  it('accepts the window edges and rejects stale and future timestamps', () => {
    const { rawBody, headers } = signedRequest();
    expect(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW + 300 }).ok).toBe(true);
    expect(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW - 300 }).ok).toBe(true);
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW + 301 }))).toEqual({ status: 401, code: 'timestamp_out_of_range' });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW - 301 }))).toEqual({ status: 401, code: 'timestamp_out_of_range' });
  });

  it('checks the time window before the HMAC (a stale replay is out of range even if well signed)', () => {
    const { rawBody, headers } = signedRequest({ t: NOW - 3600, secret: 'wrong' });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW }))).toEqual({ status: 401, code: 'timestamp_out_of_range' });
  });

  it('applies the remaining checks in the contract order: envelope, then headers, then bearer', () => {
    const junk = signedRequest({ body: Buffer.from('{}'), headers: { 'agentteam-delivery-id': 'x', authorization: 'Bearer x' } });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers: junk.headers, rawBody: junk.rawBody, now: NOW }))).toEqual({ status: 400, code: 'validation_failed' });
    const both = signedRequest({ headers: { 'agentteam-attempt-id': 'att_x', authorization: 'Bearer x' } });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers: both.headers, rawBody: both.rawBody, now: NOW }))).toEqual({ status: 401, code: 'header_mismatch' });
    const unsigned = signedRequest({ headers: { 'agentteam-signature': undefined, 'agentteam-attempt-id': 'att_x' } });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers: unsigned.headers, rawBody: unsigned.rawBody, now: NOW }))).toEqual({ status: 401, code: 'invalid_signature' });
  });

  it('accepts any of several v1 values during a secret rotation', () => {
    const { rawBody, headers } = signedRequest();
    const old = signCallback('old-secret', rawBody, NOW).split(',')[1];
    const current = signCallback(SECRET, rawBody, NOW).split(',')[1];
    for (const signature of [`t=${NOW},${old},${current}`, `t=${NOW},${current},${old}`]) {
      expect(verifyCallbackRequest({ secret: SECRET, headers: { ...headers, 'agentteam-signature': signature }, rawBody, now: NOW }).ok).toBe(true);
    }
    const bothWrong = `t=${NOW},${old},${signCallback('other', rawBody, NOW).split(',')[1]}`;
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers: { ...headers, 'agentteam-signature': bothWrong }, rawBody, now: NOW }))).toEqual({ status: 401, code: 'invalid_signature' });
  });

  it.each([
    ['agentteam-delivery-id', 'del_other'],
    ['agentteam-attempt-id', 'att_other'],
    ['agentteam-event-type', 'agentteam.other'],
    ['agentteam-delivery-id', undefined],
  ])('rejects %s = %j that differs from the body (401 header_mismatch)', (name, value) => {
    const { rawBody, headers } = signedRequest();
    const result = verifyCallbackRequest({ secret: SECRET, headers: { ...headers, [name]: value }, rawBody, now: NOW });
    expect(rejection(result)).toEqual({ status: 401, code: 'header_mismatch' });
  });

  it('rejects a wrong, missing or non-Bearer authorization (401 invalid_token)', () => {
    const { rawBody, headers } = signedRequest();
    for (const value of ['Bearer dtok_999', undefined, 'Basic dtok_123', 'Bearer ', 'Bearer dtok_1234']) {
      const result = verifyCallbackRequest({ secret: SECRET, headers: { ...headers, authorization: value }, rawBody, now: NOW });
      expect(rejection(result)).toEqual({ status: 401, code: 'invalid_token' });
    }
    expect(verifyCallbackRequest({ secret: SECRET, headers: { ...headers, authorization: 'bearer dtok_123' }, rawBody, now: NOW }).ok).toBe(true);
  });

  it('rejects a signed body that is not an envelope (400 validation_failed) with details', () => {
    for (const text of ['not json', '{"delivery_id":"del_123"}', '[]']) {
      const { rawBody, headers } = signedRequest({ body: Buffer.from(text) });
      const result = verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW });
      expect(rejection(result)).toEqual({ status: 400, code: 'validation_failed' });
    }
    const { rawBody, headers } = signedRequest({ body: Buffer.from('{"delivery_id":"del_123"}') });
    const result = verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW });
    expect(result.ok === false && result.details !== undefined && result.details.length > 0).toBe(true);
  });

  it('rejects signed bytes that are not valid UTF-8', () => {
    const body = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const { rawBody, headers } = signedRequest({ body });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW }))).toEqual({ status: 400, code: 'validation_failed' });
  });

  it('rejects a body over 1 MiB first (413), even a well-signed one', () => {
    const junk = Buffer.alloc(1024 * 1024 + 1, 0x61);
    const { rawBody, headers } = signedRequest({ body: junk });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW }))).toEqual({ status: 413, code: 'payload_too_large' });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers: {}, rawBody, now: NOW - 10_000 }))).toEqual({ status: 413, code: 'payload_too_large' });
  });

  it('accepts a body of exactly 1 MiB as far as size goes (then checks the signature)', () => {
    const body = Buffer.alloc(1024 * 1024, 0x20);
    const { rawBody, headers } = signedRequest({ body });
    expect(rejection(verifyCallbackRequest({ secret: SECRET, headers, rawBody, now: NOW }))).toEqual({ status: 400, code: 'validation_failed' });
  });

  it('throws a config error for an empty secret instead of accepting anything', () => {
    const { rawBody, headers } = signedRequest();
    for (const secret of ['', ' \t ']) {
      expect(() => verifyCallbackRequest({ secret, headers, rawBody, now: NOW })).toThrow(VvAgentError);
      expect(() => verifyCallbackSignature({ secret, header: headers['agentteam-signature'], rawBody, now: NOW })).toThrow(/signing secret/);
    }
  });

  it('never echoes the secret or the token in a rejection message', () => {
    const { rawBody, headers } = signedRequest();
    const results = [
      verifyCallbackRequest({ secret: SECRET, headers: { ...headers, authorization: 'Bearer nope' }, rawBody, now: NOW }),
      verifyCallbackRequest({ secret: SECRET, headers: { ...headers, 'agentteam-signature': 'x' }, rawBody, now: NOW }),
    ];
    for (const result of results) {
      expect(JSON.stringify(result)).not.toContain(SECRET);
      expect(JSON.stringify(result)).not.toContain('dtok_123');
    }
  });
});

describe('verifyCallbackSignature', () => {
  it('checks only the signature (for receivers that parse elsewhere) and returns its timestamp', () => {
    const rawBody = Buffer.from('anything');
    const header = signCallback(SECRET, rawBody, NOW);
    expect(verifyCallbackSignature({ secret: SECRET, header, rawBody, now: NOW })).toEqual({ ok: true, timestamp: NOW });
    expect(verifyCallbackSignature({ secret: SECRET, header, rawBody: Buffer.from('other'), now: NOW })).toMatchObject({ ok: false, code: 'invalid_signature' });
  });
});
