import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/jsonrpc/index.js';
import { projectRoot } from '../../support/cli.js';

// lib/jsonrpc is JSON-RPC 2.0 over transports and nothing more (issue 14, point 7): the App Server
// builds on it, never the other way round, and its thread and lifecycle codes live there.
const JSONRPC_DIR = join(projectRoot, 'src', 'lib', 'jsonrpc');
const FORBIDDEN = ['src/lib/app-server/', 'src/lib/app-server-client/', 'generated/app-server/'];

/** Every module specifier of a source file: `import`/`export ... from`, side-effect imports, `import()`. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) found.push(match[1] as string);
  return found;
}

/** The specifiers of `file` that resolve into a forbidden folder, as project-relative paths. */
function forbiddenImports(file: string, text: string): string[] {
  return specifiers(text)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(projectRoot, resolve(dirname(file), s)).split('\\').join('/'))
    .filter((target) => FORBIDDEN.some((folder) => target.startsWith(folder)));
}

describe('lib/jsonrpc knows nothing of the App Server', () => {
  it('the import scan finds App Server imports of every form', () => {
    const file = join(JSONRPC_DIR, 'example.ts');
    const text = [
      "import type { RequestId } from '../../../generated/app-server/types.js';",
      "export { protocolErrors } from '../app-server/protocolErrors.js';",
      "import '../app-server-client/index.js';",
      "const lazy = await import('../app-server/index.js');",
      "import { VvAgentError } from '../shared/errors.js';",
    ].join('\n');
    expect(forbiddenImports(file, text)).toEqual([
      'generated/app-server/types.js',
      'src/lib/app-server/protocolErrors.js',
      'src/lib/app-server-client/index.js',
      'src/lib/app-server/index.js',
    ]);
  });

  it('no module of lib/jsonrpc imports from the App Server, its client or its generated types', () => {
    const files = readdirSync(JSONRPC_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files).toContain('connection.ts');
    const offending = files.flatMap((f) => forbiddenImports(join(JSONRPC_DIR, f), readFileSync(join(JSONRPC_DIR, f), 'utf8')).map((t) => `${f} -> ${t}`));
    expect(offending).toEqual([]);
  });

  it('its error codes are JSON-RPC 2.0 ones plus the overload answer of a full queue, no thread codes', () => {
    expect(Object.values(ErrorCode).sort((a, b) => a - b)).toEqual([-32700, -32603, -32602, -32601, -32600, -32001]);
  });
});
