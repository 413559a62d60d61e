import { invalidRequestError } from './errors.js';

/** A JSON-RPC 2.0 request id; this layer accepts strings and integers (no fractions). */
export type RequestId = string | number;

/** An inbound JSON value, classified by the rules of contract section 1. */
export type InboundMessage =
  | { readonly kind: 'request'; readonly id: RequestId; readonly method: string; readonly params: unknown; readonly hasParams: boolean }
  | { readonly kind: 'notification'; readonly method: string; readonly params: unknown; readonly hasParams: boolean }
  | { readonly kind: 'response'; readonly id: RequestId; readonly result: unknown }
  | { readonly kind: 'error_response'; readonly id: RequestId | null; readonly error: { code: number; message: string; data?: unknown } }
  | { readonly kind: 'invalid'; readonly reason: string; readonly id?: RequestId };

/**
 * How deeply a message's params, result or error data may nest (arrays and objects). A peer's
 * value is kept and written back (thread metadata, approval metadata): one nested thousands deep
 * parses, but overflows the stack of whatever walks it recursively later (validation, the store,
 * serialising a reply), so it is refused here, at the edge, where the message still has its id.
 */
export const MAX_NESTING_DEPTH = 128;

/**
 * Whether `value` has arrays or objects nested more than `limit` deep. The walk recurses at most
 * `limit` + 1 levels, however deep the value, and allocates nothing (every request's params pass here).
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (nestsDeeperThan(value[i], limit - 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) if (nestsDeeperThan(record[key], limit - 1)) return true;
  return false;
}

const TOO_DEEP = `nested deeper than ${MAX_NESTING_DEPTH} levels`;

/** A key JSON-RPC 2.0 allows at the top level of a message (a switch: no array of keys per message). */
function isEnvelopeKey(key: string): boolean {
  switch (key) {
    case 'jsonrpc':
    case 'id':
    case 'method':
    case 'params':
    case 'result':
    case 'error':
      return true;
    default:
      return false;
  }
}

export function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

/**
 * Why `id` is not a request id. An integer beyond ±(2^53 - 1) is valid JSON-RPC, but JavaScript
 * cannot hold it exactly, so no reply could carry it back unchanged: it is refused as such.
 */
function badIdReason(id: unknown): string {
  return typeof id === 'number' && Number.isInteger(id) ? 'id is an integer beyond ±(2^53 - 1), which cannot be echoed exactly; use a string or a smaller integer' : 'id must be a string or an integer';
}

function invalid(reason: string, id?: RequestId): InboundMessage {
  return id === undefined ? { kind: 'invalid', reason } : { kind: 'invalid', reason, id };
}

function errorObject(value: unknown): { code: number; message: string; data?: unknown } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  if (typeof e['code'] !== 'number' || !Number.isInteger(e['code']) || typeof e['message'] !== 'string') return null;
  return 'data' in e ? { code: e['code'], message: e['message'], data: e['data'] } : { code: e['code'], message: e['message'] };
}

/**
 * `method`+`id` = request; `method` alone = notification; `id`+`result` = response; `id`+`error` =
 * error reply; anything else (batch, scalar, wrong `jsonrpc`, empty method, unknown top-level key,
 * id that is not a string or an integer, result with a null id, ambiguous mix) is invalid.
 * `jsonrpc` may be absent inbound; if present it must be exactly "2.0". Params nested deeper than
 * MAX_NESTING_DEPTH make a request invalid (keeping its id, so that its reply can say so); such a
 * result makes a reply an error reply, so that whoever waits for it is answered.
 */
export function classifyInbound(value: unknown): InboundMessage {
  if (Array.isArray(value)) return invalid('batch requests are not supported');
  if (typeof value !== 'object' || value === null) return invalid('a message must be a JSON object');
  const m = value as Record<string, unknown>;
  // A parsed JSON object has only own, enumerable keys (and a __proto__ key is an own key there).
  for (const key in m) if (!isEnvelopeKey(key)) return invalid(`unknown top-level key '${key}'`);
  if ('jsonrpc' in m && m['jsonrpc'] !== '2.0') return invalid('jsonrpc must be "2.0"');
  const hasId = 'id' in m;
  if ('method' in m) {
    if ('result' in m || 'error' in m) return invalid('a request cannot carry result or error');
    const method = m['method'];
    if (typeof method !== 'string' || method.length === 0) return invalid('method must be a non-empty string');
    const hasParams = 'params' in m;
    const params = m['params'];
    if (!hasId) return nestsDeeperThan(params, MAX_NESTING_DEPTH) ? invalid(`params ${TOO_DEEP}`) : { kind: 'notification', method, params, hasParams };
    const id = m['id'];
    if (!isRequestId(id)) return invalid(badIdReason(id));
    if (nestsDeeperThan(params, MAX_NESTING_DEPTH)) return invalid(`params ${TOO_DEEP}`, id);
    return { kind: 'request', id, method, params, hasParams };
  }
  if ('params' in m) return invalid('params without method');
  if ('result' in m && 'error' in m) return invalid('a reply cannot carry both result and error');
  if ('result' in m) {
    const id = m['id'];
    if (!hasId || !isRequestId(id)) return invalid('a result reply needs a string or integer id');
    if (nestsDeeperThan(m['result'], MAX_NESTING_DEPTH)) return { kind: 'error_response', id, error: invalidRequestError(`result ${TOO_DEEP}`) };
    return { kind: 'response', id, result: m['result'] };
  }
  if ('error' in m) {
    const id = m['id'];
    const error = errorObject(m['error']);
    if (!hasId || !(id === null || isRequestId(id)) || error === null) return invalid('malformed error reply');
    // Its data is the peer's detail: kept when it is usable, left out when it nests too deep.
    if (nestsDeeperThan(error.data, MAX_NESTING_DEPTH)) return { kind: 'error_response', id, error: { code: error.code, message: error.message } };
    return { kind: 'error_response', id, error };
  }
  return invalid('neither a request, a notification nor a reply');
}
