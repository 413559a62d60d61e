/**
 * UTF-8 bytes written in blocks that are never moved, copied or rewritten: the storage behind a
 * text that arrives in pieces and can grow to megabytes (a streamed answer). Growing one buffer
 * would copy the text over and over and leave each outgrown buffer as garbage until a major GC;
 * a block, once full, just stays where it is.
 */
const FIRST_BLOCK_BYTES = 4 * 1024;
/** Blocks grow geometrically up to this: few blocks for a long text, little waste for a short one. */
const MAX_BLOCK_BYTES = 1024 * 1024;
const utf8 = new TextEncoder();

export class Utf8Blocks {
  private readonly full: Buffer[] = [];
  private block: Buffer = Buffer.allocUnsafe(FIRST_BLOCK_BYTES);
  private used = 0;
  private bytes = 0;

  get byteLength(): number {
    return this.bytes;
  }

  /** `text` must be well-formed (no lone surrogate): UTF-8 cannot hold one. */
  write(text: string): void {
    let rest = text;
    for (;;) {
      // encodeInto never cuts a character: what did not fit starts the next block.
      const { read, written } = utf8.encodeInto(rest, this.block.subarray(this.used));
      this.used += written;
      this.bytes += written;
      if (read === rest.length) return;
      rest = rest.slice(read);
      this.full.push(this.block.subarray(0, this.used));
      // At least what is left (3 bytes a UTF-16 unit at most), so one block always takes it.
      this.block = Buffer.allocUnsafe(Math.max(Math.min(this.block.length * 2, MAX_BLOCK_BYTES), rest.length * 3));
      this.used = 0;
    }
  }

  /** The bytes written so far, as views of the blocks: later writes never change them. */
  chunks(): Buffer[] {
    return this.used > 0 ? [...this.full, this.block.subarray(0, this.used)] : [...this.full];
  }

  /** The bytes from byte `offset` on, as views of the blocks (offset: a byteLength seen earlier). */
  chunksFrom(offset: number): Buffer[] {
    const from: Buffer[] = [];
    let start = 0;
    for (const chunk of this.chunks()) {
      const end = start + chunk.length;
      if (end > offset) from.push(offset > start ? chunk.subarray(offset - start) : chunk);
      start = end;
    }
    return from;
  }

  toString(): string {
    const chunks = this.chunks();
    return (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.bytes)).toString('utf8');
  }
}

/**
 * Splits a trailing high surrogate off `text`: a surrogate pair cut between two pieces must be
 * written as a pair once its second half arrives, not as two lone halves.
 */
export function holdBackHighSurrogate(text: string): [whole: string, held: string] {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? [text.slice(0, -1), text.slice(-1)] : [text, ''];
}
