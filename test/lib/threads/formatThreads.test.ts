/**
 * `vv-agent threads` prints text that clients and models wrote: control characters (an ANSI
 * escape) and bidirectional overrides must be shown, escaped, not sent to the terminal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openThreadStore } from '../../../src/lib/app-server/store/index.js';
import { formatThreadDetail, formatThreadListing, listStoredThreads, showStoredThread } from '../../../src/lib/threads/index.js';

const work = mkdtempSync(join(tmpdir(), 'vv-format-threads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const RED = '\u001b[31mRED\u001b[0m';

describe('formatThreads', () => {
  it('escapes control characters and bidi overrides in titles, cwd and item text', () => {
    const stateDir = join(work, 'state');
    const store = openThreadStore({ stateDir });
    let threadId: string;
    try {
      const now = Date.now();
      const thread = store.createThread({ agentKey: 'default', cwd: `/tmp/${RED}`, metadata: { title: `title ${RED}\u0007` }, now });
      threadId = thread.threadId;
      const turn = store.createTurn({ threadId, input: [{ type: 'text', text: 'hi' }], startedAt: now });
      store.upsertItem({
        itemId: store.nextItemId(), threadId, turnId: turn.turnId, type: 'agentMessage', status: 'completed',
        payload: { text: `answer ${RED} \u202eevil` }, createdAt: now, updatedAt: now,
      });
    } finally {
      store.close();
    }
    const printed = [...formatThreadListing(listStoredThreads({ stateDir })), ...formatThreadDetail(showStoredThread({ stateDir }, threadId))].join('\n');
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(printed).toContain('title \\u001b[31mRED\\u001b[0m\\u0007');
    expect(printed).toContain('cwd /tmp/\\u001b[31mRED\\u001b[0m');
    expect(printed).toContain('answer \\u001b[31mRED\\u001b[0m \\u202eevil');
  });
});
