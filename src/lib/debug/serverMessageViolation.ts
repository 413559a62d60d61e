import { clientRequestMethods, serverNotificationMethods, serverRequestMethods, type MethodSpec } from '../../../generated/app-server/methods.js';
import {
  validateJsonRpcErrorResponse,
  validateJsonRpcMessage,
  validateJsonRpcResponse,
  validateServerNotification,
  validateServerRequest,
  type Validator,
} from '../../../generated/app-server/validators.js';
import { classifyInbound, type RequestId } from '../jsonrpc/index.js';
import { formatSchemaPath, schemaProblem } from '../shared/schemaProblem.js';

/** A server message that breaks the schemas, said as a person reads it. */
export interface SchemaViolation {
  /** The message's method, or for a reply the method of the request it answers; null when unknown. */
  readonly method: string | null;
  /** What the message is, e.g. `reply to initialize`, `turn/started notification`. */
  readonly what: string;
  /** What is wrong with it, e.g. `result.userAgent must be a string`. */
  readonly problem: string;
  readonly message: unknown;
}

function specOf(table: Readonly<Record<string, MethodSpec>>, method: string): MethodSpec | undefined {
  return Object.hasOwn(table, method) ? table[method] : undefined;
}

/**
 * Why the client cannot read a server message at all (it drops it; a request is answered -32601,
 * an envelope that is not JSON-RPC -32600), or null when it can: not a JSON-RPC message, or a
 * notification or request of a method the protocol does not have. The client says so through
 * `onError`, in the same words, but of a method only once its dispatch queue reaches the message,
 * when the lines read together with it may already have been seen (a turn/completed among them):
 * asked here as each line is read, the answer does not depend on how the lines fell into reads.
 */
export function unreadableServerMessage(message: unknown): string | null {
  const inbound = classifyInbound(message);
  if (inbound.kind === 'invalid') return `invalid JSON-RPC message from the server: ${inbound.reason}`;
  if (inbound.kind === 'notification' && specOf(serverNotificationMethods, inbound.method) === undefined) return `unknown notification method ${inbound.method}`;
  if (inbound.kind === 'request' && specOf(serverRequestMethods, inbound.method) === undefined) return `unknown server request method ${inbound.method}`;
  return null;
}

/**
 * `unreadableServerMessage` along a conversation, fed every message in wire order: a server request
 * is also one the client cannot read when its id is that of an earlier request still waiting for the
 * client's answer (the client answers it -32600 and drops it). The client finds that when its
 * dispatch queue reaches the request, by what it has answered by then; asked here as the line is
 * read, so a turn/completed read together with it does not save the run. Nothing the client answers
 * between the read and the dispatch makes a request flagged here valid: the server wrote it before
 * that answer was sent.
 */
export class ConversationReadability {
  /** Ids of the server requests read and not yet answered by the client. */
  private readonly unanswered = new Set<RequestId>();

  /** Why the client cannot read this server message, or null; a readable request then waits for its answer. */
  fromServer(message: unknown): string | null {
    const reason = unreadableServerMessage(message);
    if (reason !== null) return reason;
    const inbound = classifyInbound(message);
    if (inbound.kind !== 'request') return null;
    // The client's words for it (AppServerClient reports the same through onError).
    if (this.unanswered.has(inbound.id)) return `server request id ${String(inbound.id)} is already waiting for an answer`;
    this.unanswered.add(inbound.id);
    return null;
  }

  /** A message the client sent: a reply, result or error, answers the server request of its id. */
  fromClient(message: unknown): void {
    const inbound = classifyInbound(message);
    if ((inbound.kind === 'response' || inbound.kind === 'error_response') && inbound.id !== null) this.unanswered.delete(inbound.id);
  }
}

/**
 * Checks one server message against schemas/: the part its method declares first (a notification's
 * or request's params; a reply's result, by the method of the request it answers, `answering`),
 * then the envelope of its kind. The part comes first because the envelopes are unions over every
 * method, whose errors name the wrong branch ("method must be thread/started") when only the
 * params are off.
 */
export function serverMessageViolation(message: unknown, answering?: string): SchemaViolation | null {
  const m = typeof message === 'object' && message !== null && !Array.isArray(message) ? (message as Record<string, unknown>) : {};
  const method = typeof m['method'] === 'string' ? m['method'] : undefined;
  const isRequest = method !== undefined && 'id' in m;
  let what: string;
  let part: { readonly name: 'params' | 'result'; readonly validate: Validator<unknown> | null } | null = null;
  let envelope: Validator<unknown>;
  if (method !== undefined) {
    what = `${method} ${isRequest ? 'request' : 'notification'}`;
    const spec = specOf(isRequest ? serverRequestMethods : serverNotificationMethods, method);
    if (spec !== undefined && 'params' in m) part = { name: 'params', validate: spec.params };
    envelope = isRequest ? validateServerRequest : validateServerNotification;
  } else if ('result' in m) {
    what = answering !== undefined ? `reply to ${answering}` : 'reply to no request the client sent';
    if (answering !== undefined) part = { name: 'result', validate: specOf(clientRequestMethods, answering)?.result ?? null };
    envelope = validateJsonRpcResponse;
  } else if ('error' in m) {
    what = answering !== undefined ? `error reply to ${answering}` : 'error reply';
    envelope = validateJsonRpcErrorResponse;
  } else {
    what = 'message';
    envelope = validateJsonRpcMessage;
  }
  const named = method ?? answering ?? null;
  if (part?.validate && !part.validate(m[part.name])) {
    const { path, problem } = schemaProblem(part.validate.errors, m[part.name]);
    return { method: named, what, problem: `${formatSchemaPath([part.name, ...path])} ${problem}`, message };
  }
  if (envelope(message)) return null;
  const { path, problem } = schemaProblem(envelope.errors, message);
  return { method: named, what, problem: `${path.length > 0 ? formatSchemaPath(path) : 'the message'} ${problem}`, message };
}
