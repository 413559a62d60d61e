// The stdio transport joins the lines sent in one tick into one write (issue 13, P2). What must
// hold whatever the batching: every line whole and in the order sent, a message with pre-encoded
// pieces (a long streamed text) included, and nothing held back once the caller flushes.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StdioJsonlTransport } from '../../../src/lib/jsonrpc/stdioJsonlTransport.js';
import { EncodedJsonString } from '../../../src/lib/shared/encodedJson.js';

function recordingOutput(): { output: Writable; writes: string[] } {
  const writes: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      callback();
    },
    writev(chunks, callback) {
      for (const { chunk } of chunks) writes.push(String(chunk));
      callback();
    },
  });
  return { output, writes };
}

describe('StdioJsonlTransport: lines sent in one tick', () => {
  it('keeps the order of plain lines and of a message written as pre-encoded pieces between them', async () => {
    const { output, writes } = recordingOutput();
    const transport = new StdioJsonlTransport(new PassThrough(), output);
    transport.start();
    const text = `piece → 数据 "quoted"\n${'x'.repeat(40_000)}`;
    await transport.send({ n: 1 });
    await transport.send({ n: 2, text: EncodedJsonString.of(text) });
    await transport.send({ n: 3 });
    await transport.flushed();
    const lines = writes.join('').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line) as { n: number; text?: string })).toEqual([{ n: 1 }, { n: 2, text }, { n: 3 }]);
  });

  it('writes a burst as few writes, each of whole lines, and holds nothing back after flush()', () => {
    const { output, writes } = recordingOutput();
    const transport = new StdioJsonlTransport(new PassThrough(), output);
    transport.start();
    for (let n = 1; n <= 40; n++) void transport.send({ n });
    // Still in the same tick: the last, partial batch waits for the end of it, or for flush().
    transport.flush();
    expect(writes.length).toBeLessThan(40);
    for (const write of writes) expect(write.endsWith('\n')).toBe(true);
    expect(writes.join('').trimEnd().split('\n').map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sends nothing to an output that is gone, and says so to the sender', async () => {
    const { output } = recordingOutput();
    const transport = new StdioJsonlTransport(new PassThrough(), output);
    transport.start();
    output.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(Promise.resolve().then(() => transport.send({ n: 1 }))).rejects.toThrow(/closed/);
  });
});

describe('StdioJsonlTransport: abandon', () => {
  it('writes nothing more once abandoned, not even lines taken earlier in the same tick', async () => {
    const { output, writes } = recordingOutput();
    const transport = new StdioJsonlTransport(new PassThrough(), output);
    transport.start();
    void transport.send({ n: 1 });
    transport.abandon();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
    await expect(Promise.resolve().then(() => transport.send({ n: 2 }))).rejects.toThrow(/abandoned/);
  });
});
