import type { Readable } from 'node:stream';

/** What `readCappedBody` read: the text, and whether the body had more than the cap. */
export interface CappedBody {
  readonly text: string;
  readonly truncated: boolean;
}

const prematureClose = (): Error => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

/**
 * Reads at most `limit` bytes of a response body as UTF-8 and releases the rest: error bodies are
 * for messages, and a hostile or broken server must not make us buffer without bound.
 *
 * It listens for 'data' rather than iterating with `for await`: a stream's async iterator costs a
 * generator, end-of-stream listeners and a promise per chunk, a visible share of every small JSON
 * answer. The outcomes are the iterator's: the stream's error, or ERR_STREAM_PREMATURE_CLOSE when
 * it closes before its end.
 */
export function readCappedBody(body: Readable, limit: number): Promise<CappedBody> {
  return new Promise<CappedBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | undefined): void => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('close', onClose);
      // The 'error' listener stays: undici's body reports being destroyed before its end as an
      // error (UND_ERR_ABORTED), which would otherwise be unhandled; `settled` ignores it.
      if (!body.destroyed) body.destroy();
      if (error !== undefined) return reject(error);
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      // Decoded in place: a subarray would be one more Buffer per answer.
      resolve({ text: bytes.toString('utf8', 0, Math.min(limit, bytes.length)), truncated: size > limit });
    };
    const onData = (chunk: Uint8Array): void => {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      size += chunk.byteLength;
      if (size > limit) settle(undefined);
    };
    const onEnd = (): void => settle(undefined);
    const onClose = (): void => settle(body.readableEnded ? undefined : prematureClose());
    if (body.destroyed) return settle(body.readableEnded ? undefined : body.errored ?? prematureClose());
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', settle);
    body.on('close', onClose);
  });
}
