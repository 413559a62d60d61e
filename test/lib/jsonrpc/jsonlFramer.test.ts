import { describe, expect, it } from 'vitest';
import { JsonlFramer } from '../../../src/lib/jsonrpc/index.js';

const b = (s: string | Buffer): Buffer => (typeof s === 'string' ? Buffer.from(s) : s);

describe('JsonlFramer', () => {
  it('frames lines across chunk boundaries and ignores blank lines and trailing \\r', () => {
    const f = new JsonlFramer(1024);
    expect(f.push(b('{"a":'))).toEqual([]);
    expect(f.push(b('1}\r\n\n  \n{"b"'))).toEqual([{ kind: 'message', value: { a: 1 } }]);
    expect(f.push(b(':2}\n'))).toEqual([{ kind: 'message', value: { b: 2 } }]);
  });

  it('reports bad JSON and invalid UTF-8 as parse errors and keeps going', () => {
    const f = new JsonlFramer(1024);
    const frames = f.push(Buffer.concat([b('{nope\n'), Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]), b('{"ok":true}\n')]));
    expect(frames).toEqual([{ kind: 'parse_error' }, { kind: 'parse_error' }, { kind: 'message', value: { ok: true } }]);
  });

  it('keeps multi-byte characters split across chunks intact', () => {
    const f = new JsonlFramer(1024);
    const bytes = Buffer.from('{"t":"héllo→"}\n');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(f.push(bytes.subarray(0, cut))).toEqual([]);
    expect(f.push(bytes.subarray(cut))).toEqual([{ kind: 'message', value: { t: 'héllo→' } }]);
  });

  it('reports an oversized line once, drops its bytes, and reads the next line', () => {
    const f = new JsonlFramer(64);
    const frames = [
      ...f.push(b('{"x":"' + 'a'.repeat(50))),
      ...f.push(b('a'.repeat(50))),
      ...f.push(b('a'.repeat(50) + '"}\n{"next":1}\n')),
    ];
    expect(frames).toEqual([{ kind: 'too_large', limit: 64 }, { kind: 'message', value: { next: 1 } }]);
  });

  it('an oversized line inside one chunk is also reported once', () => {
    const f = new JsonlFramer(16);
    expect(f.push(b('{"x":"' + 'z'.repeat(40) + '"}\n{"y":2}\n'))).toEqual([
      { kind: 'too_large', limit: 16 },
      { kind: 'message', value: { y: 2 } },
    ]);
  });

  it('a CRLF line ending is not part of the message: a message exactly at the cap is taken with \\r\\n, in one chunk or split before the \\n', () => {
    const message = '{"x":"' + 'a'.repeat(8) + '"}'; // 16 bytes
    expect(new JsonlFramer(16).push(b(`${message}\r\n`))).toEqual([{ kind: 'message', value: { x: 'aaaaaaaa' } }]);
    const split = new JsonlFramer(16);
    expect([...split.push(b(`${message}\r`)), ...split.push(b('\n'))]).toEqual([{ kind: 'message', value: { x: 'aaaaaaaa' } }]);
    // One byte more than the cap is still too large, with either ending, and at the end of the stream.
    const over = '{"x":"' + 'a'.repeat(9) + '"}';
    expect(new JsonlFramer(16).push(b(`${over}\r\n`))).toEqual([{ kind: 'too_large', limit: 16 }]);
    const split2 = new JsonlFramer(16);
    expect([...split2.push(b(over)), ...split2.push(b('\n'))]).toEqual([{ kind: 'too_large', limit: 16 }]);
    const last = new JsonlFramer(16);
    expect([...last.push(b(over)), ...last.end()]).toEqual([{ kind: 'too_large', limit: 16 }]);
  });

  it('delivers a last line without newline at end of stream', () => {
    const f = new JsonlFramer(1024);
    expect(f.push(b('{"last":true}'))).toEqual([]);
    expect(f.end()).toEqual([{ kind: 'message', value: { last: true } }]);
  });

  it('buffers a long line arriving in many small chunks in linear time', () => {
    // 2 MiB in 1-byte... too slow for any quadratic implementation; 64-byte chunks keep the test quick
    // while a concat-per-chunk buffer would copy ~34 GB.
    const f = new JsonlFramer(4 * 1024 * 1024);
    const payload = 'q'.repeat(2 * 1024 * 1024);
    const line = Buffer.from(JSON.stringify({ p: payload }) + '\n');
    const frames = [];
    for (let i = 0; i < line.length; i += 64) frames.push(...f.push(line.subarray(i, i + 64)));
    expect(frames).toHaveLength(1);
    expect((frames[0] as { value: { p: string } }).value.p.length).toBe(payload.length);
  });
});
