/** What `readCappedBody` read: the text, and whether the body had more than the cap. */
export interface CappedBody {
  readonly text: string;
  readonly truncated: boolean;
}

/**
 * Reads at most `limit` bytes of a response body as UTF-8 and releases the rest: error bodies are
 * for messages, and a hostile or broken server must not make us buffer without bound.
 */
export async function readCappedBody(
  body: AsyncIterable<Uint8Array> & { readonly destroyed: boolean; destroy(): void },
  limit: number,
): Promise<CappedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) break;
    }
  } finally {
    if (!body.destroyed) body.destroy();
  }
  return { text: Buffer.concat(chunks).subarray(0, limit).toString('utf8'), truncated: size > limit };
}
