/**
 * Long strings serialised to JSON once, as UTF-8 bytes, for a text that is written several times:
 * a streamed answer goes to the store (while it streams and when it is complete), in
 * `item/completed`, in the stored turn result and in `turn/completed`. A string with any character
 * beyond Latin-1 is two bytes a character in V8, so each `JSON.stringify` of a message holding an
 * 8 MiB answer made a 16 MiB string (after flattening the answer, another 16 MiB), and each write
 * to a pipe or to SQLite a UTF-8 copy of it: garbage that waits for a major GC. Here the text is
 * escaped once, in small steps, into UTF-8 blocks that are written as they are.
 */
import { nodeCrypto } from './lazyBuiltins.js';
import { holdBackHighSurrogate, Utf8Blocks } from './utf8Blocks.js';

/** A complete string is escaped this many characters at a time (small, short-lived strings). */
const ENCODE_SLICE_CHARS = 16 * 1024;

/**
 * A string as the UTF-8 bytes of its JSON (quotes included), in order. Put one where the string
 * would be in a value: `JSON.stringify` still writes the string (toJSON), and `toJsonPieces`
 * writes these bytes instead, without building the string's JSON.
 */
export class EncodedJsonString {
  constructor(
    readonly chunks: readonly Buffer[],
    /** The string itself when the caller has it; otherwise toJSON decodes the bytes. */
    private value?: string,
  ) {}

  /** Encodes a complete string. */
  static of(value: string): EncodedJsonString {
    const builder = new JsonStringBuilder();
    for (let i = 0; i < value.length; i += ENCODE_SLICE_CHARS) builder.append(value.slice(i, i + ENCODE_SLICE_CHARS));
    return builder.snapshot(value);
  }

  /** For JSON.stringify: the string (or, while toJsonPieces runs, a placeholder for these bytes). */
  toJSON(): string {
    if (collecting !== undefined) {
      collecting.push(this);
      return placeholderText();
    }
    this.value ??= JSON.parse(Buffer.concat(this.chunks).toString('utf8')) as string;
    return this.value;
  }
}

/**
 * The JSON of a string that arrives in pieces (a streamed message), built as the pieces arrive:
 * taking the text so far costs no re-serialisation of what came before.
 */
export class JsonStringBuilder {
  private readonly bytes = new Utf8Blocks();
  private chars = 0;
  /**
   * A high surrogate that ended the last piece: JSON.stringify escapes a lone surrogate, so it is
   * held back until the next piece says whether it completes a pair, as in the whole string.
   */
  private held = '';

  constructor() {
    this.bytes.write('"');
  }

  /** Characters appended so far. */
  get length(): number {
    return this.chars;
  }

  append(text: string): void {
    if (text === '') return;
    this.chars += text.length;
    const [whole, held] = holdBackHighSurrogate(this.held + text);
    this.held = held;
    // JSON.stringify escapes any lone surrogate, so what is written is well-formed.
    if (whole !== '') this.bytes.write(JSON.stringify(whole).slice(1, -1));
  }

  /**
   * Bytes of the JSON written so far, opening quote included: a mark for `bodyFrom`. A held-back
   * surrogate is not counted until the piece after it arrives.
   */
  get byteLength(): number {
    return this.bytes.byteLength;
  }

  /**
   * The string's JSON between the quotes, from byte `offset` (a `byteLength` seen earlier; by
   * default just after the opening quote) to what is written so far: the part of the text to store
   * since the last write. With `end`, also a surrogate still held back, escaped as `snapshot`
   * writes it (the text ends here).
   */
  bodyFrom(offset = 1, end = false): Buffer[] {
    const body = this.bytes.chunksFrom(offset);
    const tail = end ? this.heldTail() : '';
    return tail === '' ? body : [...body, Buffer.from(tail)];
  }

  /** The JSON of the text so far; it stays valid while more text is appended. */
  snapshot(value?: string): EncodedJsonString {
    return new EncodedJsonString([...this.bytes.chunks(), Buffer.from(`${this.heldTail()}"`)], value);
  }

  // A held-back surrogate still alone at the end is escaped, as JSON.stringify does.
  private heldTail(): string {
    return this.held === '' ? '' : JSON.stringify(this.held).slice(1, -1);
  }
}

/**
 * Set while toJsonPieces runs JSON.stringify (which is synchronous, so nothing else runs
 * meanwhile): EncodedJsonString.toJSON leaves a placeholder and says which bytes go there.
 */
let collecting: EncodedJsonString[] | undefined;
/** Random per process (drawn on first use): a string in a message cannot be mistaken for it. */
let placeholder: string | undefined;
const placeholderText = (): string => (placeholder ??= `vv-agent:encoded-json:${nodeCrypto().randomUUID()}`);

/**
 * The JSON of `value`: a string, as JSON.stringify writes it, when it holds no EncodedJsonString;
 * otherwise the same text in pieces, each EncodedJsonString's bytes in its place.
 */
export function toJsonPieces(value: unknown): string | Array<string | Buffer> {
  const found: EncodedJsonString[] = [];
  const outer = collecting;
  collecting = found;
  let json: string;
  try {
    json = JSON.stringify(value);
  } finally {
    collecting = outer;
  }
  if (found.length === 0) return json;
  const between = json.split(JSON.stringify(placeholderText()));
  // A placeholder that did not land as a plain JSON value (a toJSON that runs JSON.stringify
  // itself): this value is written the plain way.
  if (between.length !== found.length + 1) return JSON.stringify(value);
  const pieces: Array<string | Buffer> = [];
  between.forEach((text, i) => {
    if (text !== '') pieces.push(text);
    const encoded = found[i];
    if (encoded !== undefined) pieces.push(...encoded.chunks);
  });
  return pieces;
}

/** `toJsonPieces` as one value for a store column: a string, or the UTF-8 bytes in one buffer. */
export function toJsonColumn(value: unknown): string | Buffer {
  const json = toJsonPieces(value);
  return typeof json === 'string' ? json : Buffer.concat(json.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
}
