import type { Dispatcher } from 'undici';

/**
 * Reads at most `limit` bytes of an undici response body as UTF-8 and releases the rest: error
 * bodies are for messages, and a hostile or broken server must not make us buffer without bound.
 */
export async function readCappedBody(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) break;
    }
  } finally {
    if (!body.destroyed) body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
