import { describe, expect, it } from 'vitest';
import { ndjsonLines, type NdjsonLine } from '../../../src/lib/agentteam/index.js';

async function* chunks(parts: readonly (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) yield part;
}

async function lines(parts: readonly (string | Uint8Array)[], max?: number): Promise<NdjsonLine[]> {
  const out: NdjsonLine[] = [];
  for await (const line of ndjsonLines(chunks(parts), max)) out.push(line);
  return out;
}

const text = (value: string): NdjsonLine => ({ kind: 'line', text: value });

describe('ndjsonLines', () => {
  it('frames lines whatever the chunk boundaries, dropping \\r and blank lines', async () => {
    const whole = '{"a":1}\r\n\n{"b":2}\n  \n{"c":3}';
    const expected = [text('{"a":1}'), text('{"b":2}'), text('{"c":3}')];
    for (let size = 1; size <= whole.length; size += 1) {
      const parts: string[] = [];
      for (let i = 0; i < whole.length; i += size) parts.push(whole.slice(i, i + size));
      expect(await lines(parts)).toEqual(expected);
    }
  });

  it('decodes a multi-byte character split between two byte chunks', async () => {
    const bytes = Buffer.from('{"t":"😀é"}\n');
    const out = await lines([bytes.subarray(0, 7), bytes.subarray(7, 9), bytes.subarray(9)]);
    expect(out).toEqual([text('{"t":"😀é"}')]);
  });

  it('reports an over-long line once, skips to its end and goes on', async () => {
    const out = await lines(['x'.repeat(8), 'y'.repeat(8), 'z\n', 'ok\n', 'a'.repeat(30)], 10);
    expect(out).toEqual([{ kind: 'too_long', chars: 17 }, text('ok'), { kind: 'too_long', chars: 30 }]);
  });
});
