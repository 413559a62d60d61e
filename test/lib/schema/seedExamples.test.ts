import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientRequestMethods, serverRequestMethods } from '../../../generated/app-server/methods.js';
import * as V from '../../../generated/app-server/validators.js';

// A copy of ../shared/seeds/app-server.md: the spec's examples are fixtures of our schemas.
const seed = readFileSync(fileURLToPath(new URL('../../fixtures/app-server-seed.md', import.meta.url)), 'utf8');

function jsonBlocks(markdown: string): unknown[] {
  return [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
}

type Msg = Record<string, unknown>;

/**
 * Validates one example the way a peer would read it: requests and notifications against the
 * union of their direction, responses against the result type of the request with the same id.
 */
function validateExample(example: Msg, pending: Map<unknown, string>): { kind: string; ok: boolean; errors: unknown } {
  if ('toolMetadata' in example && !('method' in example)) {
    return { kind: 'toolMetadata', ok: V.validateToolMetadata(example['toolMetadata']), errors: V.validateToolMetadata.errors };
  }
  const method = example['method'];
  if (typeof method === 'string' && 'id' in example) {
    pending.set(example['id'], method);
    const v = method in serverRequestMethods ? V.validateServerRequest : V.validateClientRequest;
    return { kind: `request ${method}`, ok: v(example), errors: v.errors };
  }
  if (typeof method === 'string') {
    const v = method === 'initialized' ? V.validateClientNotification : V.validateServerNotification;
    return { kind: `notification ${method}`, ok: v(example), errors: v.errors };
  }
  const requestMethod = pending.get(example['id']);
  if (requestMethod === undefined) throw new Error(`response to unknown id ${JSON.stringify(example['id'])}`);
  const spec =
    (clientRequestMethods as Record<string, { result: V.Validator<unknown> | null }>)[requestMethod] ??
    (serverRequestMethods as Record<string, { result: V.Validator<unknown> | null }>)[requestMethod];
  const envelopeOk = V.validateJsonRpcMessage(example);
  const resultOk = spec?.result?.(example['result']) ?? false;
  return { kind: `response ${requestMethod}`, ok: envelopeOk && resultOk, errors: [V.validateJsonRpcMessage.errors, spec?.result?.errors] };
}

describe('the seed examples validate against schemas/app-server', () => {
  const examples = jsonBlocks(seed) as Msg[];

  it('finds every JSON example of the seed', () => {
    // A parser that silently skipped blocks would make the next test pass vacuously.
    const fences = seed.match(/^```json$/gm) ?? [];
    expect(fences.length).toBeGreaterThanOrEqual(20);
    expect(examples.length).toBe(fences.length);
  });

  it('validates each example as a message of its direction and method', () => {
    const pending = new Map<unknown, string>();
    const results = examples.map((e) => validateExample(e, pending));
    const failures = results.filter((r) => !r.ok);
    expect(failures).toEqual([]);
    const kinds = results.map((r) => r.kind);
    expect(kinds).toContain('response initialize');
    expect(kinds).toContain('response thread/read');
    expect(kinds).toContain('response approval/request');
    expect(kinds).toContain('notification turn/completed');
    expect(kinds).toContain('toolMetadata');
  });

  it('rejects examples that break the contract', () => {
    const turnCompleted = examples.find((e) => e['method'] === 'turn/completed') as Msg;
    const params = turnCompleted['params'] as Msg;
    expect(V.validateServerNotification(turnCompleted)).toBe(true);
    expect(V.validateServerNotification({ ...turnCompleted, params: { ...params, status: 'done' } })).toBe(false);
    expect(V.validateServerNotification({ ...turnCompleted, params: { ...params, runId: null } })).toBe(false);
    expect(V.validateClientRequest({ id: 1.5, method: 'model/list' })).toBe(false);
    expect(V.validateClientRequest({ id: null, method: 'model/list' })).toBe(false);
    expect(V.validateClientRequest({ id: 1, method: 'initialize', params: { clientInfo: { name: '' } } })).toBe(false);
    expect(V.validateClientRequest({ jsonrpc: '1.0', id: 1, method: 'model/list' })).toBe(false);
    expect(V.validateClientRequest({ id: 1, method: 'thread/read' })).toBe(false);
    expect(V.validateClientRequest({ id: 1, method: 'schema/export', params: { x: 1 } })).toBe(false);
    expect(V.validateClientRequest({ id: 1, method: 'schema/export', params: null })).toBe(true);
    expect(V.validateApprovalDecision('allow_session')).toBe(true);
    expect(V.validateApprovalDecision('ALLOW')).toBe(false);
  });

  it('ignores unknown keys inside client params (contract section 1)', () => {
    expect(V.validateClientRequest({ id: 1, method: 'thread/start', params: { agentKey: 'a', future: true } })).toBe(true);
  });
});
