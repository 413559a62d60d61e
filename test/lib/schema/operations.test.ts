import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateProtocol } from '../../../src/lib/schema/generateProtocol.js';
import { loadOperations } from '../../../src/lib/schema/operations.js';
import { SchemaSourceError } from '../../../src/lib/schema/schemaSet.js';
import { projectRoot } from '../../support/cli.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function withOperations(operations: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ops-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'operations.json'), JSON.stringify({ title: 'TestApi', clientScope: ['workspaceId'], operations }));
  return dir;
}

const ping = { operationId: 'ping', method: 'GET', path: '/w/{workspaceId}/ping/{id}', auth: 'user', response: { $ref: 'definitions.json#/$defs/Pong' }, errors: [] };

describe('operations.json', () => {
  it('reads an operation with its path parameters and defaults', () => {
    const file = loadOperations(withOperations([ping]), new Set(['Pong']));
    expect(file?.operations).toEqual([
      {
        operationId: 'ping',
        summary: '',
        method: 'GET',
        path: '/w/{workspaceId}/ping/{id}',
        pathParams: ['workspaceId', 'id'],
        auth: 'user',
        query: [],
        request: null,
        response: 'Pong',
        contentType: 'application/json',
        status: [200],
        noStore: false,
        idempotent: true,
        errors: [],
      },
    ]);
  });

  it('rejects a reference to an unknown type, an unknown auth kind, an unbounded integer query and a duplicate', () => {
    const bad = (operation: object) => () => loadOperations(withOperations([operation]), new Set(['Pong']));
    expect(bad({ ...ping, response: { $ref: 'definitions.json#/$defs/Nope' } })).toThrow(SchemaSourceError);
    expect(bad({ ...ping, auth: 'admin' })).toThrow(/auth must be one of/);
    expect(bad({ ...ping, query: { type: 'object', properties: { limit: { type: 'integer' } } } })).toThrow(/minimum, maximum and default/);
    expect(() => loadOperations(withOperations([ping, { ...ping, operationId: 'pong' }]), new Set(['Pong']))).toThrow(/declared twice/);
  });

  it('is absent for a package without one, and generated into operations.ts where present', async () => {
    expect(loadOperations(join(projectRoot, 'schemas', 'app-server'), new Set())).toBeNull();
    const files = await generateProtocol(projectRoot, 'agentteam');
    expect(files['generated/agentteam/operations.ts']).toContain('export abstract class AgentTeamRuntimeApiMethods');
    expect(files['generated/agentteam/index.ts']).toContain("export * from './operations.js';");
  });
});
