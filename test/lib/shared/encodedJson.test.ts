import { describe, expect, it } from 'vitest';
import { EncodedJsonString, JsonStringBuilder, toJsonColumn, toJsonPieces } from '../../../src/lib/shared/encodedJson.js';

function joined(pieces: string | Array<string | Buffer>): string {
  return typeof pieces === 'string' ? pieces : Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))).toString('utf8');
}

/** Every kind of character JSON escapes or UTF-8 encodes differently, and a surrogate pair. */
const SAMPLE = 'plain "quoted" C:\\path\ttab\nline\u0000\u001f café → 数据 😀 end';

describe('JsonStringBuilder', () => {
  it('builds exactly JSON.stringify of the joined pieces, however the text is cut', () => {
    const text = SAMPLE.repeat(500);
    for (const size of [1, 2, 3, 7, 64, 1000]) {
      const builder = new JsonStringBuilder();
      for (let i = 0; i < text.length; i += size) builder.append(text.slice(i, i + size));
      expect(builder.length).toBe(text.length);
      expect(joined(builder.snapshot().chunks.slice())).toBe(JSON.stringify(text));
    }
  });

  it('escapes a surrogate left alone at the end as JSON.stringify does, and pairs it when its other half follows', () => {
    const builder = new JsonStringBuilder();
    builder.append('a\ud83d');
    expect(joined(builder.snapshot().chunks.slice())).toBe(JSON.stringify('a\ud83d'));
    builder.append('\ude00b');
    expect(joined(builder.snapshot().chunks.slice())).toBe(JSON.stringify('a😀b'));
  });

  it('gives what was written since a mark, so parts taken at any marks join to the string\'s JSON', () => {
    const text = SAMPLE.repeat(300);
    for (const [size, every] of [[1, 7], [5, 3], [64, 1], [999, 2]] as const) {
      const builder = new JsonStringBuilder();
      const parts: Buffer[] = [];
      let mark = builder.byteLength;
      for (let i = 0, n = 0; i < text.length; i += size, n++) {
        builder.append(text.slice(i, i + size));
        if (n % every === 0) {
          parts.push(...builder.bodyFrom(mark));
          mark = builder.byteLength;
        }
      }
      parts.push(...builder.bodyFrom(mark, true));
      expect(Buffer.concat(parts).toString('utf8')).toBe(JSON.stringify(text).slice(1, -1));
    }
  });

  it('holds a surrogate back from a part until its other half arrives, and ends with it escaped when none does', () => {
    const builder = new JsonStringBuilder();
    builder.append('a\ud83d');
    const first = builder.bodyFrom(1);
    const mark = builder.byteLength;
    expect(Buffer.concat(first).toString('utf8')).toBe('a');
    builder.append('\ude00b\ud83d');
    const rest = builder.bodyFrom(mark, true);
    expect(Buffer.concat([...first, ...rest]).toString('utf8')).toBe(JSON.stringify('a😀b\ud83d').slice(1, -1));
  });

  it('keeps an earlier snapshot intact while more text arrives (its bytes are not rewritten)', () => {
    const builder = new JsonStringBuilder();
    builder.append('first ');
    const early = builder.snapshot();
    builder.append('数'.repeat(100_000));
    expect(joined(early.chunks.slice())).toBe(JSON.stringify('first '));
  });
});

describe('toJsonPieces', () => {
  it('is JSON.stringify for values without an encoded string', () => {
    const value = { a: 1, b: ['x', { c: SAMPLE }] };
    expect(toJsonPieces(value)).toBe(JSON.stringify(value));
  });

  it('writes an encoded string in its place, byte for byte what JSON.stringify writes for the plain value', () => {
    const text = SAMPLE.repeat(2000);
    const encoded = EncodedJsonString.of(text);
    const plain = { jsonrpc: '2.0', method: 'm', params: { payload: { text }, again: text, n: 1 } };
    const withEncoded = { jsonrpc: '2.0', method: 'm', params: { payload: { text: encoded }, again: encoded, n: 1 } };
    const pieces = toJsonPieces(withEncoded);
    expect(typeof pieces).not.toBe('string');
    expect(joined(pieces)).toBe(JSON.stringify(plain));
    expect(JSON.stringify(withEncoded)).toBe(JSON.stringify(plain));
    expect((toJsonColumn(withEncoded) as Buffer).toString('utf8')).toBe(JSON.stringify(plain));
  });

  it('lets an encoded string without its value decode it for a plain JSON.stringify', () => {
    const builder = new JsonStringBuilder();
    builder.append(SAMPLE);
    expect(JSON.stringify({ t: builder.snapshot() })).toBe(JSON.stringify({ t: SAMPLE }));
  });
});
