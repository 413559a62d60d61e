import { describe, expect, it } from 'vitest';
import {
  BEARER_SUBPROTOCOL_PREFIX,
  checkWebSocketToken,
  parseAllowedOrigin,
  parseWebSocketAddress,
  selectSubprotocol,
  verifyWebSocketHandshake,
  type HandshakePolicy,
} from '../../../src/lib/jsonrpc/index.js';

const TOKEN = 'a-token-of-enough-length';
const policy: HandshakePolicy = { token: TOKEN, allowedOrigins: ['chrome-extension://abcdef', 'http://localhost:5173'], path: '/' };

describe('verifyWebSocketHandshake', () => {
  it('accepts the token as Authorization: Bearer or as the bearer subprotocol', () => {
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { authorization: `Bearer ${TOKEN}` } })).toEqual({ ok: true });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { 'sec-websocket-protocol': `app, ${BEARER_SUBPROTOCOL_PREFIX}${TOKEN}` } })).toEqual({ ok: true });
  });

  it('refuses a missing, wrong, empty or URL-borne token with 401', () => {
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: {} })).toMatchObject({ ok: false, status: 401, reason: expect.stringMatching(/required/) });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { authorization: `Bearer ${TOKEN}!` } })).toMatchObject({ ok: false, status: 401, reason: 'invalid token' });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { authorization: 'Bearer' } })).toMatchObject({ ok: false, status: 401 });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { 'sec-websocket-protocol': BEARER_SUBPROTOCOL_PREFIX } })).toMatchObject({ ok: false, status: 401 });
    // A header that is there but wrong is not rescued by a right subprotocol.
    const both = { authorization: 'Bearer nope', 'sec-websocket-protocol': `${BEARER_SUBPROTOCOL_PREFIX}${TOKEN}` };
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: both })).toMatchObject({ ok: false, status: 401 });
    expect(verifyWebSocketHandshake(policy, { url: `/?token=${TOKEN}`, headers: {} })).toMatchObject({ ok: false, status: 401, reason: expect.stringMatching(/not accepted/) });
  });

  it('checks the Origin before the token: absent is a non-browser client, listed is allowed, anything else 403', () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { ...auth, origin: 'chrome-extension://abcdef' } })).toEqual({ ok: true });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { ...auth, origin: 'HTTP://LOCALHOST:5173' } })).toEqual({ ok: true });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { ...auth, origin: 'http://localhost:5174' } })).toMatchObject({ ok: false, status: 403 });
    expect(verifyWebSocketHandshake(policy, { url: '/', headers: { origin: 'http://evil.test' } })).toMatchObject({ ok: false, status: 403 });
    expect(verifyWebSocketHandshake({ ...policy, allowedOrigins: [] }, { url: '/', headers: { ...auth, origin: 'http://localhost:5173' } })).toMatchObject({ ok: false, status: 403 });
  });

  it('serves one path only', () => {
    expect(verifyWebSocketHandshake(policy, { url: '/other', headers: { authorization: `Bearer ${TOKEN}` } })).toMatchObject({ ok: false, status: 404 });
    expect(verifyWebSocketHandshake({ ...policy, path: '/rpc' }, { url: '/rpc?x=1', headers: { authorization: `Bearer ${TOKEN}` } })).toEqual({ ok: true });
    expect(verifyWebSocketHandshake(policy, { url: 'http://[', headers: { authorization: `Bearer ${TOKEN}` } })).toMatchObject({ ok: false, status: 404 });
  });
});

describe('selectSubprotocol', () => {
  it('answers with the first protocol that is not the token, else the token protocol, else none', () => {
    expect(selectSubprotocol([`${BEARER_SUBPROTOCOL_PREFIX}x`, 'vv-agent.app-server', 'other'])).toBe('vv-agent.app-server');
    expect(selectSubprotocol([`${BEARER_SUBPROTOCOL_PREFIX}x`])).toBe(`${BEARER_SUBPROTOCOL_PREFIX}x`);
    expect(selectSubprotocol([])).toBe(false);
  });
});

describe('listen configuration', () => {
  it('parses ws:// addresses: localhost is 127.0.0.1, IP literals only, an explicit port', () => {
    expect(parseWebSocketAddress('ws://localhost:0')).toEqual({ host: '127.0.0.1', port: 0, path: '/', loopback: true });
    expect(parseWebSocketAddress('ws://[::1]:8080/rpc')).toEqual({ host: '::1', port: 8080, path: '/rpc', loopback: true });
    expect(parseWebSocketAddress('ws://127.0.0.1:80')).toMatchObject({ port: 80, loopback: true });
    expect(parseWebSocketAddress('ws://192.168.1.5:9000')).toMatchObject({ host: '192.168.1.5', loopback: false });
    expect(parseWebSocketAddress('ws://0.0.0.0:9000')).toMatchObject({ loopback: false });
    for (const bad of ['ws://example.com:1', 'ws://127.0.0.1', 'ws://[::1]', 'wss://127.0.0.1:1', 'http://127.0.0.1:1', 'ws://u:p@127.0.0.1:1', 'ws://127.0.0.1:1/?token=x', 'tcp']) {
      expect(() => parseWebSocketAddress(bad), bad).toThrow(expect.objectContaining({ category: 'usage' }));
    }
  });

  it('normalizes origins and refuses what is not one', () => {
    expect(parseAllowedOrigin('HTTP://LocalHost:5173/')).toBe('http://localhost:5173');
    expect(parseAllowedOrigin('chrome-extension://abcdefghijklmnop')).toBe('chrome-extension://abcdefghijklmnop');
    for (const bad of ['null', 'localhost:5173', 'http://a.test/path', 'http://a.test?x', '*']) expect(() => parseAllowedOrigin(bad), bad).toThrow(expect.objectContaining({ category: 'usage' }));
  });

  it('wants tokens of 16 subprotocol-safe characters or more', () => {
    expect(checkWebSocketToken(TOKEN)).toBe(TOKEN);
    for (const bad of ['short', `${TOKEN} space`, `${TOKEN}/slash`, `${TOKEN}=`]) expect(() => checkWebSocketToken(bad), bad).toThrow(expect.objectContaining({ code: 'ws_token_invalid' }));
  });
});
