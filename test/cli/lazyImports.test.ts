import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, runJs } from '../support/cli.js';

// The heavy libraries of the actions framework load only inside the commands that serve or call
// actions (issue 9: `vv-agent --help` start time unchanged). Checked by module, not by clock: a
// tracer loaded with --import records every module the process loads — ESM and CommonJS imports
// through a resolve hook, plain require() calls from require.cache at exit — and the test asserts
// that none of them belongs to a heavy package.
const HEAVY = ['fastify', '@fastify/cors', '@fastify/websocket', 'zod', 'jose', '@modelcontextprotocol/server', '@modelcontextprotocol/node', '@modelcontextprotocol/core', '@modelcontextprotocol/client'];

const work = mkdtempSync(join(tmpdir(), 'vv-lazy-imports-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hooks = join(work, 'hooks.mjs');
writeFileSync(
  hooks,
  `import { appendFileSync } from 'node:fs';
let out;
export function initialize(data) { out = data.out; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(out, resolved.url + '\\n');
  return resolved;
}
`,
);
const tracer = join(work, 'tracer.mjs');
writeFileSync(
  tracer,
  `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
const out = process.env.VV_TRACE_MODULES;
register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: { out } });
const require = createRequire(import.meta.url);
process.on('exit', () => appendFileSync(out, Object.keys(require.cache).join('\\n') + '\\n'));
`,
);

let traces = 0;
/** Runs `node --import tracer ...args` and returns the exit code and every module path it loaded. */
function loadedModules(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; modules: string[] }> {
  const out = join(work, `trace-${traces++}.txt`);
  writeFileSync(out, '');
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', pathToFileURL(tracer).href, ...args],
      { cwd: projectRoot, env: { ...process.env, NO_COLOR: '1', VV_TRACE_MODULES: out, ...env } },
      (error) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const modules = readFileSync(out, 'utf8').split('\n').filter((line) => line !== '');
        resolve({ code, modules });
      },
    );
    // A server reading stdin (the App Server) ends at EOF; the other commands never read it.
    child.stdin?.end();
  });
}

/** The heavy packages (or those of `packages`) among loaded module paths (file: URLs or plain paths). */
function heavyAmong(modules: readonly string[], packages: readonly string[] = HEAVY): string[] {
  const found = new Set<string>();
  for (const module of modules) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(decodeURIComponent(module))?.[1];
    if (pkg !== undefined && packages.includes(pkg)) found.add(pkg);
  }
  return [...found].sort();
}

describe('start-up stays light: no fastify, zod, jose or MCP SDK', () => {
  it('the tracer sees the heavy packages when they are loaded (ESM and CommonJS)', async () => {
    const script = "await import('zod'); await import('jose'); await import('@modelcontextprotocol/server'); (await import('node:module')).createRequire(process.cwd() + '/')('fastify');";
    const result = await loadedModules(['--input-type=module', '-e', script]);
    expect(result.code).toBe(0);
    expect(heavyAmong(result.modules)).toEqual(expect.arrayContaining(['fastify', 'jose', 'zod', '@modelcontextprotocol/server']));
  });

  it.each([[['--help']], [['--version']], [['agent', '--help']], [['agent', 'serve', '--help']]])('vv-agent %j', async (args) => {
    const result = await loadedModules([runJs, ...args]);
    expect(result.code).toBe(0);
    // The trace did record the CLI itself (oclif's path or the fast one, lib/cli/fastStart.ts), so an
    // empty list below means "not loaded".
    expect(result.modules.some((m) => m.includes('/dist/'))).toBe(true);
    expect(heavyAmong(result.modules)).toEqual([]);
  });

  it('app-server without MCP servers (no --mcp-config, no $VV_AGENT_HOME/mcp.json) loads no MCP client', async () => {
    const settings = join(projectRoot, 'config', 'settings.example.json');
    const result = await loadedModules([runJs, 'app-server', '--listen', 'stdio', '--settings', settings, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral'], { VV_AGENT_HOME: work });
    expect(result.code).toBe(0);
    // The App Server starts from its bundle (dist/fast, built by scripts/bundle.mjs): the trace saw it.
    expect(result.modules.some((m) => m.includes('/dist/fast/'))).toBe(true);
    expect(heavyAmong(result.modules)).toEqual([]);
    // With a server configured (unreachable: the App Server starts anyway), the client does load.
    const config = join(work, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { nobody: { url: 'http://127.0.0.1:9/mcp' } } }));
    const withMcp = await loadedModules([runJs, 'app-server', '--listen', 'stdio', '--settings', settings, '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral', '--mcp-config', config], { VV_AGENT_HOME: work });
    expect(withMcp.code).toBe(0);
    expect(heavyAmong(withMcp.modules)).toContain('@modelcontextprotocol/client');
  });
});

// The library's root (`import 'vv-agent'`) exports the stores but opens none: better-sqlite3, a
// native addon, loads when the first database is opened (issue 14, point 7).
describe("import 'vv-agent' does not load better-sqlite3", () => {
  const root = pathToFileURL(join(projectRoot, 'dist', 'src', 'lib', 'index.js')).href;

  it('the tracer sees better-sqlite3 once a store is opened through the root', async () => {
    const script = `const lib = await import(${JSON.stringify(root)}); new lib.runtime.SqliteRunEventStore(':memory:').close();`;
    const result = await loadedModules(['--input-type=module', '-e', script]);
    expect(result.code).toBe(0);
    expect(heavyAmong(result.modules, ['better-sqlite3'])).toEqual(['better-sqlite3']);
  });

  it('importing the root loads the library but not better-sqlite3', async () => {
    const result = await loadedModules(['--input-type=module', '-e', `const lib = await import(${JSON.stringify(root)}); if (typeof lib.runtime.SqliteRunEventStore !== 'function') process.exit(3);`]);
    expect(result.code).toBe(0);
    expect(result.modules.some((m) => m.includes('/dist/src/lib/app-server/store/'))).toBe(true);
    expect(heavyAmong(result.modules, ['better-sqlite3'])).toEqual([]);
  });
});
