// `--listen` and its WebSocket flags as the App Server resolves them, before anything is opened.
import { describe, expect, it } from 'vitest';
import { resolveListen } from '../../../src/lib/app-server/index.js';

describe('resolveListen', () => {
  it('names VV_AGENT_WS_TOKEN, not --ws-token, when the token from the environment is unusable', () => {
    const fromEnv = (): unknown => resolveListen({ listen: 'ws://127.0.0.1:0' }, { VV_AGENT_WS_TOKEN: 'short' });
    expect(fromEnv).toThrow(expect.objectContaining({ category: 'usage', code: 'ws_token_invalid', message: expect.stringMatching(/^VV_AGENT_WS_TOKEN must be at least 16 /) }));
    const fromFlag = (): unknown => resolveListen({ listen: 'ws://127.0.0.1:0', wsToken: 'short' }, { VV_AGENT_WS_TOKEN: 'a-good-token-from-the-env' });
    expect(fromFlag).toThrow(expect.objectContaining({ code: 'ws_token_invalid', message: expect.stringMatching(/^--ws-token must be at least 16 /) }));
  });

  it('refuses a bare ? or # after the address as what it is, not as a missing port', () => {
    for (const listen of ['ws://127.0.0.1:0?', 'ws://127.0.0.1:0#', 'ws://127.0.0.1:0/rpc?']) {
      expect(() => resolveListen({ listen, wsToken: 'a-token-of-enough-length' }), listen).toThrow(
        expect.objectContaining({ category: 'usage', message: expect.stringMatching(/only ws:\/\/HOST:PORT\[\/PATH\]/) }),
      );
    }
  });

  it('says a port past 65535 is out of range, not that the address is not a URL', () => {
    for (const listen of ['ws://127.0.0.1:99999', 'ws://[::1]:65536/rpc']) {
      expect(() => resolveListen({ listen, wsToken: 'a-token-of-enough-length' }), listen).toThrow(
        expect.objectContaining({ category: 'usage', code: 'listen_invalid', message: expect.stringMatching(/: port \d+ is out of range \(0-65535\)$/) }),
      );
    }
    // Junk is still called what it is.
    expect(() => resolveListen({ listen: 'ws://127.0.0.1:port', wsToken: 'a-token-of-enough-length' })).toThrow(expect.objectContaining({ message: expect.stringMatching(/is not a URL/) }));
  });

  it('refuses a port written with leading zeros instead of binding the number the URL parser reads', () => {
    for (const [listen, written, port] of [
      ['ws://127.0.0.1:00080', '00080', '80'],
      ['ws://[::1]:08765/rpc', '08765', '8765'],
      ['ws://localhost:00', '00', '0'],
    ] as const) {
      expect(() => resolveListen({ listen, wsToken: 'a-token-of-enough-length' }), listen).toThrow(
        expect.objectContaining({ category: 'usage', code: 'listen_invalid', message: `--listen ${listen}: port ${written} has a leading zero; write it as ${port}` }),
      );
    }
    // A lone 0 is still any free port.
    expect(resolveListen({ listen: 'ws://127.0.0.1:0', wsToken: 'a-token-of-enough-length' })).toMatchObject({ address: { port: 0 } });
  });
});
