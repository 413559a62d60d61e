// `vv-agent agent generate-client` against a real `vv-agent agent serve` (HTTP + MCP streamable
// HTTP): the TypeScript client is compiled with tsc --strict (NodeNext) and then calls the live
// agent; the Python client is imported and called with python3 (standard library only); the
// other languages' clients are checked for what a compiler would see.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, runCli, stopAllProcesses, tempDir } from '../../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../../support/agentProcess.js';

const run = promisify(execFile);
const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
const env = { VV_AGENT_TOKEN: undefined };
const onPath = (command: string): boolean => (process.env['PATH'] ?? '').split(':').some((dir) => existsSync(join(dir, command)));
const python3 = onPath('python3');
/** Go is optional on a test machine (Debian's golang-go): with it, the Go client is vetted and run. */
const go = onPath('go');
const cli = (args: readonly string[]) => runCli(['agent', 'generate-client', ...args], { env });

function expectOneLineError(result: { code: number | null; stderr: string }, pattern: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr.trimEnd()).toMatch(pattern);
}

/** An agent no process serves: the schemas a client generator must survive. */
const trickyCapabilities = {
  actions: [
    {
      name: 'docs.delete',
      description: 'Delete a document */ safely',
      path: '/v1/docs/{doc_id}',
      method: 'DELETE',
      mcp_tool: null,
      queue_topic: null,
      available_transports: ['http'],
      transports: { http: { available: true, path: '/v1/docs/{doc_id}', method: 'DELETE', url: 'http://127.0.0.1:9/v1/docs/{doc_id}' }, mcp: null, queue: null },
      intents: [],
      input_schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: { doc_id: { type: 'string' }, format: { type: 'string', enum: ['pdf', 'md'] }, at: { type: 'string', format: 'date-time' }, tree: { $ref: '#/$defs/Node' } },
        required: ['doc_id'],
        $defs: { Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }, required: ['name'] } },
      },
      output_schema: { type: 'number' },
    },
    {
      name: 'close',
      description: 'Shares its name with a client method',
      path: null,
      method: null,
      mcp_tool: 'close',
      queue_topic: null,
      available_transports: ['mcp'],
      transports: { http: null, mcp: { available: true, name: 'close', description: 'x', transport: 'stdio', url: null }, queue: null },
      intents: [],
      input_schema: null,
    },
    {
      name: 'jobs.run',
      description: 'Queue only',
      path: null,
      method: null,
      mcp_tool: null,
      queue_topic: 'jobs',
      available_transports: ['queue'],
      transports: { http: null, mcp: null, queue: { available: true, topic: 'jobs', reply_required: true, reply_to_header: 'reply_to', correlation_id_header: 'correlation_id' } },
      intents: [],
      input_schema: null,
      output_schema: null,
    },
  ],
};

interface AgentCallErrorLike {
  readonly code: string;
  readonly status: number | null;
  readonly via: string;
  readonly message: string;
  readonly details: readonly { field: string; message: string }[];
}

async function rejection(promise: Promise<unknown>, errorClass: new (...args: never[]) => Error): Promise<AgentCallErrorLike> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(errorClass);
  return error as AgentCallErrorLike;
}

afterAll(async () => {
  await stopAllProcesses();
  removeTempDirs();
});

describe('agent generate-client against a live agent', () => {
  let url: string;
  let mcpUrl: string;
  let capabilitiesFile: string;
  beforeAll(async () => {
    const config = writeConfig('[server]\nhost = 127.0.0.1\n[agent]\nhost = 127.0.0.1\n');
    const agent = await startAgent(['--config', config, '--actions', calculator, '--mcp', 'streamable-http', '--port', '0', '--mcp-port', '0'], { expectMcp: true });
    url = agent.httpUrl!;
    mcpUrl = agent.mcpUrl!;
    capabilitiesFile = join(tempDir('vv-agent-genclient-'), 'capabilities.json');
    writeFileSync(capabilitiesFile, JSON.stringify(await (await fetch(`${url}/capabilities`)).json()));
  });

  it('TypeScript: compiles under tsc --strict (NodeNext) and calls every transport, errors typed', async () => {
    const dir = tempDir('vv-agent-genclient-ts-');
    const generated = await cli(['--url', url, '--out', join(dir, 'calculator'), '--json']);
    expect(generated.code, generated.stderr).toBe(0);
    expect(JSON.parse(generated.stdout)).toMatchObject({ actions: ['calculator.add', 'items.get', 'whoami', 'admin.reset', 'broken', 'calculator.mul'], skipped: [] });
    const tricky = join(dir, 'tricky.json');
    writeFileSync(tricky, JSON.stringify(trickyCapabilities));
    const other = await cli(['--capabilities', tricky, '--out', join(dir, 'tricky')]);
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).toContain('jobs.run: not generated');

    const types = readFileSync(join(dir, 'calculator', 'types.ts'), 'utf8');
    expect(types).toMatch(/export interface CalculatorAddInput \{\s+a: number;\s+b: number;/);
    expect(types).toMatch(/export interface CalculatorAddOutput \{\s+result: number;\s+\}/);
    expect(types).toMatch(/export interface ItemsGetInput \{\s+id: +number;\s+tags\?: +string\[\];\s+verbose\?: boolean;\s+\}/);
    const trickyTypes = readFileSync(join(dir, 'tricky', 'types.ts'), 'utf8');
    // A date-time stays a string (JSON carries no Date); a property named "format" survives.
    expect(trickyTypes).toMatch(/at\?: +string;/);
    expect(trickyTypes).toMatch(/format\?: +Format;/);
    // The document's own $defs resolve inside it (a recursive type, named after its property).
    expect(trickyTypes).toMatch(/export interface Tree \{\s+children\?: Tree\[\];/);
    expect(trickyTypes).toContain('export type DocsDeleteOutput = number;');

    // The consumer is type-checked too: a wrong input must be a compile error.
    writeFileSync(
      join(dir, 'usage.ts'),
      [
        "import { AgentClient, type CalculatorAddOutput } from './calculator/index.js';",
        "import { AgentClient as TrickyClient } from './tricky/index.js';",
        'export async function add(client: AgentClient): Promise<number> {',
        '    const out: CalculatorAddOutput = await client.calculatorAdd({ a: 1, b: 2 });',
        "    // @ts-expect-error b must be a number",
        "    await client.calculatorAdd({ a: 1, b: 'two' });",
        '    return out.result;',
        '}',
        'export async function remove(client: TrickyClient): Promise<number> {',
        "    await client.closeAction(undefined, { via: 'mcp' });",
        "    return client.docsDelete({ doc_id: 'a/b', format: 'pdf' });",
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], outDir: 'dist',
          exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noUnusedLocals: true, noUnusedParameters: true, noImplicitOverride: true,
          noPropertyAccessFromIndexSignature: true, skipLibCheck: false,
        },
        include: ['calculator/*.ts', 'tricky/*.ts', 'usage.ts'],
      }),
    );
    const compiled = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
      () => '',
      (error: Error & { stdout?: string }) => error.stdout ?? error.message,
    );
    expect(compiled).toBe('');

    const client = (await import(pathToFileURL(join(dir, 'dist', 'calculator', 'index.js')).href)) as {
      AgentClient: new (options?: Record<string, unknown>) => Record<string, (input?: unknown, options?: unknown) => Promise<unknown>> & { close(): Promise<void> };
      AgentCallError: new (...args: never[]) => Error;
    };
    const agent = new client.AgentClient();
    try {
      expect(await agent['calculatorAdd']!({ a: 2, b: 3 })).toEqual({ result: 5 });
      expect(await agent['calculatorAdd']!({ a: 2, b: 40 }, { via: 'mcp' })).toEqual({ result: 42 });
      // MCP is the only transport of calculator.mul: the default.
      expect(await agent['calculatorMul']!({ a: 6, b: 7 })).toEqual({ result: 42 });
      expect(await agent['itemsGet']!({ id: 7, verbose: true, tags: ['a', 'b/c'] })).toEqual({ id: 7, verbose: true, tags: ['a', 'b/c'] });

      const missing = await rejection(agent['itemsGet']!({ id: 404 }), client.AgentCallError);
      expect(missing).toMatchObject({ code: 'not_found', status: 404, via: 'http', message: 'items.get failed: not_found: item 404 not found' });
      const invalid = await rejection(agent['calculatorAdd']!({ a: 'x', b: 1 }), client.AgentCallError);
      expect(invalid).toMatchObject({ code: 'validation_failed', status: 400, via: 'http' });
      expect(invalid.details.map((d) => d.field)).toEqual(['a']);
      const invalidOverMcp = await rejection(agent['calculatorAdd']!({ a: 'x', b: 1 }, { via: 'mcp' }), client.AgentCallError);
      expect(invalidOverMcp).toMatchObject({ code: 'validation_failed', status: null, via: 'mcp' });
      expect(invalidOverMcp.details.map((d) => d.field)).toEqual(['a']);
      expect(await rejection(agent['whoami']!(), client.AgentCallError)).toMatchObject({ code: 'unauthenticated', status: 401 });
      expect(await rejection(agent['itemsGet']!({ id: 1 }, { via: 'mcp' }), client.AgentCallError)).toMatchObject({ code: 'transport_unavailable', via: 'mcp' });
    } finally {
      await agent.close();
    }
    // The advertised MCP endpoint is baked in as the default.
    expect(readFileSync(join(dir, 'calculator', 'client.ts'), 'utf8')).toContain(`mcp: { tool: "add", url: ${JSON.stringify(mcpUrl)} }`);
    const unreachable = new client.AgentClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await rejection(unreachable['calculatorAdd']!({ a: 1, b: 1 }), client.AgentCallError)).toMatchObject({ code: 'agent_unreachable', status: null });
  }, 180_000); // two CLI runs and a tsc compile on a loaded machine

  it.skipIf(!python3)(
    'Python: the module imports with the standard library only and calls the agent',
    async () => {
      const dir = tempDir('vv-agent-genclient-py-');
      const generated = await cli(['--url', url, '--lang', 'python', '--out', dir]);
      expect(generated.code, generated.stderr).toBe(0);
      expect(generated.stdout).toBe(`wrote 1 file to ${dir} (6 actions)\n`);
      const script = [
        'import json, sys',
        'from agent_client import AgentClient, AgentCallError, CalculatorAddInput, CalculatorAddOutput',
        'client = AgentClient()',
        'out = client.calculator_add(CalculatorAddInput(a=2, b=3))',
        'assert isinstance(out, CalculatorAddOutput)',
        'rows = {"add": out.result, "get": client.items_get({"id": 7, "tags": ["a", "b/c"]})}',
        'for name, call in [("missing", lambda: client.items_get({"id": 404})), ("invalid", lambda: client.calculator_add({"a": "x", "b": 1}))]:',
        '    try:',
        '        call()',
        '    except AgentCallError as e:',
        '        rows[name] = {"code": e.code, "status": e.status, "fields": [d["field"] for d in e.details]}',
        'json.dump(rows, sys.stdout)',
      ].join('\n');
      // -S: no site-packages, so the standard library is all there is.
      const { stdout } = await run('python3', ['-S', '-c', script], { cwd: dir });
      expect(JSON.parse(stdout)).toEqual({
        add: 5,
        get: { id: 7, verbose: false, tags: ['a', 'b/c'] },
        missing: { code: 'not_found', status: 404, fields: [] },
        invalid: { code: 'validation_failed', status: 400, fields: ['a'] },
      });
      // An action served only over MCP is named, not wrapped.
      expect(readFileSync(join(dir, 'agent_client.py'), 'utf8')).toContain('Served over MCP only, not wrapped here (use an MCP client): calculator.mul.');
    },
  );

  it.skipIf(!go)('Go: go vet passes and a program calls the agent through the client (standard library only)', async () => {
    const dir = tempDir('vv-agent-genclient-go-');
    const generated = await cli(['--url', url, '--lang', 'go', '--out', dir]);
    expect(generated.code, generated.stderr).toBe(0);
    writeFileSync(join(dir, 'go.mod'), 'module example.com/vvagent\n\ngo 1.18\n');
    mkdirSync(join(dir, 'cmd', 'call'), { recursive: true });
    writeFileSync(
      join(dir, 'cmd', 'call', 'main.go'),
      [
        'package main',
        '',
        'import (',
        '\t"context"',
        '\t"encoding/json"',
        '\t"errors"',
        '\t"os"',
        '',
        '\tvvagent "example.com/vvagent"',
        ')',
        '',
        'func main() {',
        '\tc := vvagent.NewAgentClient()',
        '\tctx := context.Background()',
        '\tout, err := c.CalculatorAdd(ctx, vvagent.CalculatorAddInput{A: 2, B: 3})',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\titem, err := c.ItemsGet(ctx, vvagent.ItemsGetInput{ID: 7, Tags: []string{"a", "b/c"}})',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\t_, err = c.ItemsGet(ctx, vvagent.ItemsGetInput{ID: 404})',
        '\tvar callErr *vvagent.AgentCallError',
        '\tif !errors.As(err, &callErr) {',
        '\t\tpanic(err)',
        '\t}',
        '\t_ = json.NewEncoder(os.Stdout).Encode(map[string]any{"add": out.Result, "get": item, "missing": []any{callErr.Code, callErr.Status}})',
        '}',
        '',
      ].join('\n'),
    );
    const goEnv = { ...process.env, GOPROXY: 'off', GOFLAGS: '-mod=mod', GOPATH: join(dir, '.gopath'), GOCACHE: join(tmpdir(), 'vv-agent-test-gocache') };
    await run('go', ['vet', './...'], { cwd: dir, env: goEnv });
    const { stdout } = await run('go', ['run', './cmd/call'], { cwd: dir, env: goEnv });
    expect(JSON.parse(stdout)).toEqual({ add: 5, get: { id: 7, verbose: false, tags: ['a', 'b/c'] }, missing: ['not_found', 404] });
  }, 240_000); // a cold Go build cache compiles net/http first

  it.each([
    ['go', 'client.go', ['func (c *AgentClient) CalculatorAdd(ctx context.Context, input CalculatorAddInput) (CalculatorAddOutput, error) {', 'err := c.call(ctx, "items.get", "GET", "/v1/items/{id}", true, input, &out)', 'type AgentCallError struct {'], 'types.go', /type CalculatorAddInput struct \{\n\tA float64 `json:"a"`/],
    ['rust', 'agent_client.rs', ['pub fn calculator_add(&self, input: &CalculatorAddInput) -> Result<CalculatorAddOutput, AgentCallError> {', 'self.call("items.get", "GET", "/v1/items/{id}", true, input)', 'pub trait HttpTransport {'], 'agent_client.rs', /pub struct CalculatorAddInput \{\n {4}pub a: f64,/],
    ['swift', 'AgentClient.swift', ['func calculatorAdd(_ input: CalculatorAddInput) async throws -> CalculatorAddOutput {', 'try await call("items.get", "GET", "/v1/items/{id}", query: true, input)', 'public struct AgentCallError: Error'], 'AgentClient.swift', /struct CalculatorAddInput: Codable \{\n {4}let a: Double\n {4}let b: Double/],
    ['kotlin', 'AgentClient.kt', ['fun calculatorAdd(input: CalculatorAddInput): CalculatorAddOutput =', 'call("items.get", "GET", "/v1/items/{id}", true, json.encodeToJsonElement(ItemsGetInput.serializer(), input), JsonElement.serializer())', 'class AgentCallError('], 'Types.kt', /data class CalculatorAddInput \(\n {4}val a: Double,/],
    ['csharp', 'AgentClient.cs', ['public Task<CalculatorAddOutput> CalculatorAddAsync(CalculatorAddInput input, CancellationToken cancellationToken = default) =>', 'CallAsync<JsonElement>("items.get", "GET", "/v1/items/{id}", true, JsonSerializer.SerializeToNode(input, Options), cancellationToken);', 'public class AgentCallError : Exception'], 'Types.cs', /public partial class CalculatorAddInput\s+\{\s+\[JsonPropertyName\("a"\)\]\s+public double A \{ get; set; \}/],
  ] as const)('%s: models from quicktype and a method per HTTP action (from a saved document)', async (lang, clientFile, lines, modelsFile, model) => {
    const dir = tempDir(`vv-agent-genclient-${lang}-`);
    const generated = await cli(['--capabilities', capabilitiesFile, '--lang', lang, '--out', dir]);
    expect(generated.code, generated.stderr).toBe(0);
    const client = readFileSync(join(dir, clientFile), 'utf8');
    for (const line of lines) expect(client).toContain(line);
    expect(client).toContain(`GENERATED by \`vv-agent agent generate-client\` from ${capabilitiesFile}`);
    expect(client).toContain(JSON.stringify(url));
    expect(client).toContain('calculator.mul');
    expect(readFileSync(join(dir, modelsFile), 'utf8')).toMatch(model);
  });

  it.each([
    [['--url', 'not a url', '--out', 'x'], /is not a URL/],
    [['--capabilities', '/nonexistent/caps.json', '--out', 'x'], /--capabilities \/nonexistent\/caps\.json: no such file/],
    [['--capabilities', 'BAD_DOCUMENT', '--out', 'x'], /not an agent's \/capabilities document: \/actions\/0 /],
    [['--capabilities', 'NOT_JSON', '--out', 'x'], /--capabilities .*: .*JSON/],
    [['--capabilities', 'BAD_DOCUMENT', '--lang', 'cobol', '--out', 'x'], /Expected --lang=cobol to be one of: ts, python, go, rust, swift, kotlin, csharp/],
    [['--out', 'x'], /Exactly one of the following must be provided: --capabilities, --url/],
    [['--url', 'http://127.0.0.1:9', '--capabilities', 'BAD_DOCUMENT', '--out', 'x'], /--capabilities cannot be used with --url/],
  ])('bad input %j exits 2 with one line', async (args, pattern) => {
    const dir = tempDir('vv-agent-genclient-bad-');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ actions: [{ name: 1 }] }));
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{"actions": [');
    mkdirSync(join(dir, 'out'));
    const resolved = args.map((a) => (a === 'BAD_DOCUMENT' ? bad : a === 'NOT_JSON' ? notJson : a === 'x' ? join(dir, 'out') : a));
    expectOneLineError(await cli(resolved), pattern);
  });

  it('an --out it cannot write is refused with exit 2 and one line: empty, or a folder where a file goes (nothing written)', async () => {
    const dir = tempDir('vv-agent-genclient-out-');
    expectOneLineError(await cli(['--capabilities', capabilitiesFile, '--out', '']), /--out must not be empty/);
    mkdirSync(join(dir, 'client.ts'));
    expectOneLineError(await cli(['--capabilities', capabilitiesFile, '--out', dir]), /--out cannot be written: .*client\.ts: a directory is in the way/);
    expect(readdirSync(dir)).toEqual(['client.ts']);
  });
});
