/**
 * Callback signatures (contract, "Callback transport"): `AgentTeam-Signature: t=<unix seconds>,
 * v1=<hex>` where hex = HMAC-SHA256(key = the signing secret's UTF-8 bytes, "<t>.<raw body
 * bytes>"). Pure functions over (secret, headers, raw body, now) with no framework in them, so
 * the callback server, the local platform and the benchmark share one implementation.
 */
import { isUtf8 } from 'node:buffer';
import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import type { CallbackEnvelope } from '../../../generated/agentteam/types.js';
import { validateCallbackEnvelope } from '../../../generated/agentteam/validators.js';
import { VvAgentError } from '../shared/errors.js';

export const SIGNATURE_HEADER = 'AgentTeam-Signature';
export const DELIVERY_ID_HEADER = 'AgentTeam-Delivery-ID';
export const ATTEMPT_ID_HEADER = 'AgentTeam-Attempt-ID';
export const EVENT_TYPE_HEADER = 'AgentTeam-Event-Type';
/** Largest callback body accepted; larger is `413 payload_too_large`. */
export const MAX_CALLBACK_BODY_BYTES = 1024 * 1024;
/** Largest |now - t| accepted, both ways (replays and clocks far ahead are both rejected). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Header values as node (`IncomingHttpHeaders`, any key case) or fetch (`Headers`) carry them. */
export type HeaderSource =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

export interface CallbackRejection {
  readonly ok: false;
  readonly status: 400 | 401 | 413;
  readonly code: 'payload_too_large' | 'invalid_signature' | 'timestamp_out_of_range' | 'validation_failed' | 'header_mismatch' | 'invalid_token';
  readonly message: string;
  readonly details?: readonly { readonly field: string; readonly message: string }[];
}

export type SignatureCheck = { readonly ok: true; readonly timestamp: number } | CallbackRejection;
export type CallbackVerification = { readonly ok: true; readonly envelope: CallbackEnvelope } | CallbackRejection;

export interface VerifySignatureInput {
  readonly secret: string;
  /** The `AgentTeam-Signature` header value (undefined when absent). */
  readonly header: string | readonly string[] | null | undefined;
  readonly rawBody: Uint8Array;
  /** Unix seconds; default the current time. */
  readonly now?: number;
  /** Default 300. */
  readonly toleranceSeconds?: number;
}

export interface VerifyCallbackInput {
  readonly secret: string;
  readonly headers: HeaderSource;
  /** The exact bytes received; these are the bytes verified and then parsed. */
  readonly rawBody: Uint8Array;
  /** Unix seconds; default the current time. */
  readonly now?: number;
  readonly toleranceSeconds?: number;
  readonly maxBodyBytes?: number;
}

/**
 * Rejects an empty or whitespace-only secret: an unset secret must stop a server at startup,
 * never turn verification into accept-all (a known failure of webhook receivers).
 */
export function assertSigningSecret(secret: string | null | undefined): asserts secret is string {
  if (typeof secret !== 'string' || secret.trim() === '') {
    throw new VvAgentError('signing_secret_missing', 'the callback signing secret is empty or missing', 'config');
  }
}

/** The `AgentTeam-Signature` value for `rawBody` signed at `unixSeconds`. */
export function signCallback(secret: string, rawBody: Uint8Array | string, unixSeconds: number): string {
  assertSigningSecret(secret);
  if (!Number.isSafeInteger(unixSeconds) || unixSeconds < 0) throw new RangeError('unixSeconds must be a non-negative integer');
  return `t=${unixSeconds},v1=${hmacHex(secret, unixSeconds, typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)}`;
}

function hmacDigest(secret: string, timestamp: number, rawBody: Uint8Array): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`, 'utf8').update(rawBody).digest();
}

function hmacHex(secret: string, timestamp: number, rawBody: Uint8Array): string {
  return hmacDigest(secret, timestamp, rawBody).toString('hex');
}

export interface ParsedSignatureHeader {
  readonly timestamp: number;
  /** Every `v1=` value, decoded (several appear while a secret rotates). */
  readonly signatures: readonly Buffer[];
}

/**
 * `t=<digits>,v1=<64 hex>[,v1=...]`; unknown schemes (`v0=`, `v2=`) are ignored so a newer
 * sender stays readable. Returns null for anything else: no or several `t`, no `v1`, a `v1` that
 * is not a SHA-256 hex digest, a repeated header.
 */
export function parseSignatureHeader(value: string | readonly string[] | null | undefined): ParsedSignatureHeader | null {
  if (typeof value !== 'string' || value.length > 8192) return null;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const item = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,15}$/.test(item)) return null;
      timestamp = Number(item);
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(item)) return null;
      signatures.push(Buffer.from(item, 'hex'));
    }
  }
  if (timestamp === undefined || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/**
 * Checks 2-4 of the contract's order: a well-formed header, the time window, then the HMAC over
 * the raw bytes (constant-time; any one `v1` may match). Throws on an empty secret.
 */
export function verifyCallbackSignature(input: VerifySignatureInput): SignatureCheck {
  assertSigningSecret(input.secret);
  const parsed = parseSignatureHeader(input.header);
  if (parsed === null) return reject(401, 'invalid_signature', 'the AgentTeam-Signature header is missing or malformed');
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(now - parsed.timestamp) > tolerance) {
    return reject(401, 'timestamp_out_of_range', `the signature timestamp is more than ${tolerance} s away from now`);
  }
  const expected = hmacDigest(input.secret, parsed.timestamp, input.rawBody);
  let matched = false;
  // Every candidate is compared (no early exit) so timing says nothing about which one matched.
  for (const candidate of parsed.signatures) {
    if (timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) return reject(401, 'invalid_signature', 'the signature does not match the body');
  return { ok: true, timestamp: parsed.timestamp };
}

/**
 * The whole receiver check of a callback `POST /events`, in the contract's order: size (413),
 * signature header (401), time window (401), HMAC (401), envelope JSON (400), headers equal to the
 * body's fields (401 header_mismatch), bearer equal to `delivery_token` (401 invalid_token). The
 * envelope returned is parsed from the very bytes whose signature was checked.
 */
export function verifyCallbackRequest(input: VerifyCallbackInput): CallbackVerification {
  assertSigningSecret(input.secret);
  const maxBytes = input.maxBodyBytes ?? MAX_CALLBACK_BODY_BYTES;
  if (input.rawBody.byteLength > maxBytes) return reject(413, 'payload_too_large', `the body is larger than ${maxBytes} bytes`);
  const signature = verifyCallbackSignature({
    secret: input.secret,
    header: headerOf(input.headers, SIGNATURE_HEADER),
    rawBody: input.rawBody,
    now: input.now,
    toleranceSeconds: input.toleranceSeconds,
  });
  if (!signature.ok) return signature;

  let body: unknown;
  try {
    // isUtf8 checks natively without allocating; a fatal TextDecoder made per request cost more
    // than the rest of the check together.
    if (!isUtf8(input.rawBody)) throw new Error('invalid UTF-8');
    body = JSON.parse(Buffer.from(input.rawBody.buffer, input.rawBody.byteOffset, input.rawBody.byteLength).toString('utf8'));
  } catch {
    return reject(400, 'validation_failed', 'the body is not UTF-8 JSON');
  }
  if (!validateCallbackEnvelope(body)) {
    const details = (validateCallbackEnvelope.errors ?? []).slice(0, 10).map((error) => ({
      field: error.instancePath === '' ? '/' : error.instancePath,
      message: error.message ?? error.keyword,
    }));
    return { ok: false, status: 400, code: 'validation_failed', message: 'the body is not a callback envelope', details };
  }
  const envelope = body;

  for (const [name, key] of MATCHED_HEADERS) {
    if (headerOf(input.headers, name) !== envelope[key]) return reject(401, 'header_mismatch', `the ${name} header does not match the body`);
  }

  const bearer = bearerOf(headerOf(input.headers, 'Authorization'));
  if (bearer === undefined || !sameSecret(bearer, envelope.delivery_token)) {
    return reject(401, 'invalid_token', 'the bearer token does not match the delivery token');
  }
  return { ok: true, envelope };
}

/** The headers that must equal the envelope's fields, in the order they are checked. */
const MATCHED_HEADERS = [
  [DELIVERY_ID_HEADER, 'delivery_id'],
  [ATTEMPT_ID_HEADER, 'attempt_id'],
  [EVENT_TYPE_HEADER, 'event_type'],
] as const;

function reject(status: CallbackRejection['status'], code: CallbackRejection['code'], message: string): CallbackRejection {
  return { ok: false, status, code, message };
}

const lowerCaseNames = new Map<string, string>();

/** A header name in lower case, as node keys them; made once per name (five lookups a request). */
function lowerCaseOf(name: string): string {
  let lower = lowerCaseNames.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    if (lowerCaseNames.size < 64) lowerCaseNames.set(name, lower);
  }
  return lower;
}

/** One header value, looked up case-insensitively; a repeated header is returned as given (an array). */
export function headerOf(headers: HeaderSource, name: string): string | readonly string[] | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const lower = lowerCaseOf(name);
  const exact = record[name] ?? record[lower];
  if (exact !== undefined) return exact;
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase() === lower) return value;
  }
  return undefined;
}

function bearerOf(value: string | readonly string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(value);
  return match?.[1];
}

/** Scratch space for `sameSecret`: a token this short in UTF-8 (3 bytes a char at most) always fits. */
const PADDED_BYTES = 512;
const MAX_PADDED_CHARS = Math.floor(PADDED_BYTES / 3);
const paddedLeft = Buffer.alloc(PADDED_BYTES);
const paddedRight = Buffer.alloc(PADDED_BYTES);

/**
 * Compares in constant time over a fixed length, so neither content nor length leaks through
 * timing: both values zero-padded to PADDED_BYTES (plus their byte counts, so "a\0" is not "a"),
 * or, for a longer value, through fixed-length digests. The padding is about ten times cheaper
 * than two SHA-256 digests, per delivery. Which way was taken says only whether one of the two
 * is longer than MAX_PADDED_CHARS; the bearer is the caller's own, and the delivery token came
 * in the body it signed.
 */
function sameSecret(a: string, b: string): boolean {
  if (a.length > MAX_PADDED_CHARS || b.length > MAX_PADDED_CHARS) {
    const digest = (value: string): Buffer => hash('sha256', value, 'buffer');
    return timingSafeEqual(digest(a), digest(b));
  }
  paddedLeft.fill(0);
  paddedRight.fill(0);
  const leftBytes = paddedLeft.write(a, 'utf8');
  const rightBytes = paddedRight.write(b, 'utf8');
  const same = timingSafeEqual(paddedLeft, paddedRight);
  return same && leftBytes === rightBytes;
}
