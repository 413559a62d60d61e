import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientRequestMethods } from '../../../generated/app-server/methods.js';
import { clientMethodName, clientMethods } from '../../../src/lib/schema/clientCode.js';
import { generateProtocol } from '../../../src/lib/schema/generateProtocol.js';
import { loadSchemaSet, type SchemaSet } from '../../../src/lib/schema/schemaSet.js';
import { projectRoot } from '../../support/cli.js';

const set = loadSchemaSet(join(projectRoot, 'schemas'), 'app-server');

describe('client code generation', () => {
  it('names methods in camelCase after the wire name', () => {
    expect(['initialize', 'thread/start', 'turn/followUp', 'approval/resolve', 'schema/export', 'model/list', 'thread/status/changed'].map(clientMethodName)).toEqual([
      'initialize',
      'threadStart',
      'turnFollowUp',
      'approvalResolve',
      'schemaExport',
      'modelList',
      'threadStatusChanged',
    ]);
  });

  it('emits one typed method per client request, params optional exactly when the schema says so', () => {
    const code = clientMethods(set, '// banner') ?? '';
    expect(code.startsWith('// banner\n')).toBe(true);
    for (const [method, spec] of Object.entries(clientRequestMethods)) {
      const name = clientMethodName(method);
      const signature = new RegExp(`\\n    ${name}\\((params(\\??)): `);
      const match = signature.exec(code);
      expect(match, method).not.toBeNull();
      expect(match?.[2] === '?', method).toBe(!spec.paramsRequired);
      expect(code).toContain(`return this.call(${JSON.stringify(method)}, params, options);`);
    }
    expect(code).toContain('threadStart(params?: T.ThreadStartParams, options?: CallOptions): Promise<T.ThreadStartResponse>');
    expect(code).toContain('threadRead(params: T.ThreadReadParams, options?: CallOptions): Promise<T.ThreadReadResponse>');
    expect(code).toContain('initialized(): Promise<void>');
  });

  it('emits nothing for a package without client requests', () => {
    const withoutRequests: SchemaSet = { ...set, unions: set.unions.filter((u) => u.name !== 'ClientRequest') };
    expect(clientMethods(withoutRequests, '// banner')).toBeNull();
  });

  it('is part of the generated package and re-exported by its index', async () => {
    const files = await generateProtocol(projectRoot, 'app-server');
    expect(files['generated/app-server/client.ts']).toContain('export abstract class AppServerClientMethods');
    expect(files['generated/app-server/index.ts']).toContain("export * from './client.js';");
  });
});
