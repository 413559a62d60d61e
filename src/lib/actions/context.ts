import { AsyncLocalStorage } from 'node:async_hooks';

export type ActionTransport = 'http' | 'mcp' | 'queue';

/** Who is calling, as an authenticator established it (contract §6). */
export interface AuthContext {
  readonly subject: string;
  readonly roles: readonly string[];
  readonly claims: Readonly<Record<string, unknown>>;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** The queue delivery being handled (contract §7): `getQueueRequest()` inside handlers and guards. */
export interface QueueRequest {
  readonly messageId: string;
  readonly topic: string;
  readonly correlationId: string;
  readonly attempt: number;
}

interface InvocationScope {
  readonly auth: AuthContext | null;
  readonly queue: QueueRequest | null;
}

// Shared through globalThis: an action module may import another copy of vv-agent than the
// server that invokes it (a project's own dependency vs. a global CLI), and both must see one scope.
const STORE_KEY = Symbol.for('vv-agent.actions.scope');
const globals = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<InvocationScope> };
const scope: AsyncLocalStorage<InvocationScope> = (globals[STORE_KEY] ??= new AsyncLocalStorage<InvocationScope>());

/** Runs `fn` with the caller's identity bound; the binding ends with `fn` on every exit path. */
export function runInScope<T>(value: InvocationScope, fn: () => T): T {
  // Nothing to bind and no outer binding to hide: both getters already answer null here. Not
  // entering a scope keeps AsyncLocalStorage disabled while no call carries auth or a queue
  // delivery; once enabled, its promise hooks tax every promise of the process (on Node 20 about
  // 10-15% of an HTTP action call, bench/actions).
  if (value.auth === null && value.queue === null && scope.getStore() === undefined) return fn();
  return scope.run(value, fn);
}

/** The authenticated caller of the action being invoked, or null (no auth, or outside an action). */
export function getAuthContext(): AuthContext | null {
  return scope.getStore()?.auth ?? null;
}

/** The queue delivery being handled, or null outside a queue delivery. */
export function getQueueRequest(): QueueRequest | null {
  return scope.getStore()?.queue ?? null;
}
