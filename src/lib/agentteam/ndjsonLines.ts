/**
 * Newline framing for NDJSON streams: yields each complete line (without `\n` / `\r\n`; blank
 * lines skipped) as chunks arrive, whatever the chunk boundaries. A line is assembled from the
 * pieces that make it up only once, so a long line costs O(n), and a line longer than
 * `maxLineChars` is reported and skipped (up to its newline) instead of growing memory without
 * bound.
 */
export type NdjsonLine = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'too_long'; readonly chars: number };

export const DEFAULT_MAX_LINE_CHARS = 4 * 1024 * 1024;

export async function* ndjsonLines(
  chunks: AsyncIterable<Uint8Array | string>,
  maxLineChars: number = DEFAULT_MAX_LINE_CHARS,
): AsyncGenerator<NdjsonLine> {
  const decoder = new TextDecoder('utf-8');
  let pieces: string[] = [];
  let pending = 0;
  /** Characters of an over-long line seen so far; > 0 while skipping to its end. */
  let skipped = 0;

  function* take(text: string): Generator<NdjsonLine> {
    let start = 0;
    for (let newline = text.indexOf('\n', start); newline !== -1; newline = text.indexOf('\n', start)) {
      const piece = text.slice(start, newline);
      start = newline + 1;
      if (skipped > 0) {
        yield { kind: 'too_long', chars: skipped + piece.length };
        skipped = 0;
        continue;
      }
      if (pending + piece.length > maxLineChars) {
        const chars = pending + piece.length;
        pieces = [];
        pending = 0;
        yield { kind: 'too_long', chars };
        continue;
      }
      pieces.push(piece);
      const line = pieces.join('').replace(/\r$/, '');
      pieces = [];
      pending = 0;
      if (line.trim() !== '') yield { kind: 'line', text: line };
    }
    const rest = text.slice(start);
    if (rest === '') return;
    if (skipped > 0) {
      skipped += rest.length;
    } else if (pending + rest.length > maxLineChars) {
      skipped = pending + rest.length;
      pieces = [];
      pending = 0;
    } else {
      pieces.push(rest);
      pending += rest.length;
    }
  }

  for await (const chunk of chunks) {
    yield* take(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  // A last line without a newline still counts.
  yield* take(`${decoder.decode()}\n`);
}
