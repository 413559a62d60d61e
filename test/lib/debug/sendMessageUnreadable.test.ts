import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../src/lib/debug/sendMessage.js';

// Issue 11 #17: a line over the client's cap (here the turn's own turn/completed) is reported as an
// error; before, the client dropped it silently and send-message waited for good.
const script = fileURLToPath(new URL('../../support/jsonlAppServer.mjs', import.meta.url));

describe('debug send-message with a server line the client cannot read', () => {
  it('fails with the reason instead of waiting forever', async () => {
    await expect(sendMessage({ text: 'hi', server: [process.execPath, script, 'oversized-turn'], requestTimeoutMs: 30_000 })).rejects.toThrow(
      /the server sent a message the client cannot read: a line from the server is larger than \d+ bytes/,
    );
  });
});
