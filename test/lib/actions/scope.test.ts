import { afterEach, describe, expect, it } from 'vitest';
import { ActionRegistry, defineAction, getAuthContext, getQueueRequest, type AuthContext } from '../../../src/lib/actions/index.js';

afterEach(() => ActionRegistry.clear());

const alice: AuthContext = { subject: 'alice', roles: ['user'], claims: {}, metadata: {} };

// runInScope enters no AsyncLocalStorage scope for a call without auth or queue delivery when none
// is active (bench/actions: the hooks cost every promise); the getters must answer as if it had.
describe('invocation scope without auth', () => {
  it('an unauthenticated call sees no caller, also when nested inside an authenticated one', async () => {
    const seen: Array<string | null> = [];
    const inner = defineAction({ name: 'inner', description: '', mcp: {} }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      seen.push(getAuthContext()?.subject ?? null, getQueueRequest()?.messageId ?? null);
      return 'inner';
    });
    const outer = defineAction({ name: 'outer', description: '', mcp: {} }, async () => {
      const result = await inner.invoke({}, { transport: 'http', auth: null });
      seen.push(getAuthContext()?.subject ?? null);
      return result;
    });
    expect(await inner.invoke({}, { transport: 'http', auth: null })).toBe('inner');
    expect(await outer.invoke({}, { transport: 'http', auth: alice })).toBe('inner');
    expect(seen).toEqual([null, null, null, null, 'alice']);
    expect(getAuthContext()).toBeNull();
  });
});
