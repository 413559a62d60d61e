import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTranscript } from '../../../src/lib/debug/transcript.js';

const work = mkdtempSync(join(tmpdir(), 'vv-transcript-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const header = JSON.stringify({ type: 'vv-agent.transcript', version: 1, input: { text: 'hi' }, server: ['x'], recordedAt: 1 });
const file = (name: string, lines: readonly string[]): string => {
  const path = join(work, name);
  writeFileSync(path, `${[header, ...lines].join('\n')}\n`);
  return path;
};

describe('readTranscript', () => {
  it('reads a server line that was not a message', () => {
    const path = file('unreadable.jsonl', [JSON.stringify({ ts: 2, direction: 'server', unreadable: 'a line from the server is not JSON' })]);
    expect(readTranscript(path).entries).toEqual([{ ts: 2, direction: 'server', unreadable: 'a line from the server is not JSON' }]);
  });

  it('an entry that is not an object (null, a list) is a usage error naming the line, not a crash', () => {
    for (const line of ['null', '[1]']) {
      const path = file('bad.jsonl', [line]);
      expect(() => readTranscript(path)).toThrow(expect.objectContaining({ code: 'transcript_invalid', message: `${path}:2: not a transcript entry` }));
    }
  });

  it('a client entry without a message is not an entry', () => {
    const path = file('client.jsonl', [JSON.stringify({ ts: 2, direction: 'client', unreadable: 'x' })]);
    expect(() => readTranscript(path)).toThrow(expect.objectContaining({ code: 'transcript_invalid' }));
  });
});
