import { clientRequestMethods, serverNotificationMethods, serverRequestMethods, type MethodSpec } from '../../../generated/app-server/methods.js';
import {
  validateJsonRpcErrorResponse,
  validateJsonRpcMessage,
  validateJsonRpcResponse,
  validateServerNotification,
  validateServerRequest,
  type Validator,
} from '../../../generated/app-server/validators.js';
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
