/**
 * An error as one log line's fields: its code, when it has one, and its message, without the
 * stack. For failures of a peer or the network (a dead broker, a client's malformed frame): they
 * are expected in operation, and a stack in every such line says nothing about their cause.
 */
export function errorFacts(error: unknown): { readonly code?: string; readonly reason: string } {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  const reason = error instanceof AggregateError && error.message === '' ? error.errors.map(String).join('; ') : error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? { code, reason } : { reason };
}
