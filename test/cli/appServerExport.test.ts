import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { exportBundle } from '../../generated/app-server/export-bundle.js';
import { projectRoot, runCli } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-export-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function commandExists(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('vv-agent app-server schema', () => {
  it('writes one self-contained schema per exported type and the name -> schema bundle', async () => {
    const out = join(work, 'schema');
    const result = await runCli(['app-server', 'schema', '--out', out]);
    expect(result.code).toBe(0);
    const files = readdirSync(join(out, 'json')).sort();
    expect(files).toContain('ClientRequest.json');
    expect(files).toContain('ServerNotification.json');
    expect(files).toContain('ServerRequest.json');
    expect(files).toContain('JsonRpcMessage.json');
    expect(files).toContain('AppThread.json');
    expect(files).toContain('vv_agent_app_server.schemas.json');
    expect(files).not.toContain('TurnStartParams.json');
    expect(files).not.toContain('ThreadIdParams.json');

    const bundle = JSON.parse(readFileSync(join(out, 'json/vv_agent_app_server.schemas.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(bundle).length).toBe(files.length - 1);
    // Each file stands alone: a fresh ajv compiles it with no other schema loaded.
    for (const file of files.filter((f) => f !== 'vv_agent_app_server.schemas.json')) {
      const schema = JSON.parse(readFileSync(join(out, 'json', file), 'utf8')) as Record<string, unknown>;
      expect(schema).toEqual(bundle[file.replace(/\.json$/, '')]);
      const ajv = new Ajv2020({ strict: false });
      expect(() => ajv.compile(schema), file).not.toThrow();
    }
    // And it is what schema/export serves.
    expect(bundle).toEqual(exportBundle.jsonSchema);
  });

  it('ClientRequest.json carries request params and validates a turn/start', async () => {
    const out = join(work, 'schema');
    const schema = JSON.parse(readFileSync(join(out, 'json/ClientRequest.json'), 'utf8')) as Record<string, unknown>;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate({ id: 3, method: 'turn/start', params: { threadId: 'thread_1', input: [{ type: 'text', text: 'hi' }] } })).toBe(true);
    expect(validate({ id: 3, method: 'turn/start', params: {} })).toBe(false);
  });
});

describe('vv-agent app-server generate-ts', () => {
  it('writes TypeScript that compiles under tsc --strict with NodeNext', async () => {
    const out = join(work, 'ts');
    const result = await runCli(['app-server', 'generate-ts', '--out', out]);
    expect(result.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['index.ts', 'vv_agent_app_server.ts']);
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain("from './vv_agent_app_server.js'");
    writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
    writeFileSync(
      join(out, 'use.ts'),
      [
        "import type { ClientRequest, ServerNotification, ClientRequestMethods } from './index.js';",
        "const r: ClientRequest = { id: 1, method: 'thread/read', params: { threadId: 't' } };",
        "function on(n: ServerNotification): string { return n.method === 'turn/completed' ? n.params.status : n.method; }",
        "type R = ClientRequestMethods['thread/start']['result'];",
        "const t: R = { threadId: 't', agentKey: 'a', cwd: null, status: 'idle' };",
        'export { r, on, t };',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(out, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, types: [] }, include: ['*.ts'] }),
    );
    const tsc = join(projectRoot, 'node_modules/typescript/bin/tsc');
    const compiled = execFileSync(process.execPath, [tsc, '-p', out], { encoding: 'utf8' });
    expect(compiled).toBe('');
    // A wrong discriminant must not compile: the unions are real discriminated unions.
    writeFileSync(join(out, 'bad.ts'), "import type { ClientRequest } from './index.js';\nexport const r: ClientRequest = { id: 1, method: 'thread/read', params: {} };\n");
    // Client-side params are closed: a misspelt key fails to compile (the server would ignore it).
    writeFileSync(join(out, 'typo.ts'), "import type { ClientRequest } from './index.js';\nexport const r: ClientRequest = { id: 1, method: 'turn/start', params: { threadId: 't', inptu: [] } };\n");
    let diagnostics = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', out], { encoding: 'utf8' });
    } catch (error) {
      diagnostics = String((error as { stdout?: unknown }).stdout);
    }
    expect(diagnostics).toMatch(/bad\.ts.*threadId/s);
    expect(diagnostics).toMatch(/typo\.ts\(2,\d+\): error/);
  });
});

describe('vv-agent app-server generate --lang', () => {
  const expectations: Record<string, { file: string; mentions: string[] }> = {
    python: { file: 'vv_agent_app_server.py', mentions: ['class AppThread', 'class TurnCompletedParams'] },
    go: { file: 'vv_agent_app_server.go', mentions: ['package vvagent', 'type AppThread struct'] },
    rust: { file: 'vv_agent_app_server.rs', mentions: ['pub struct AppThread', 'pub struct TurnCompletedParams'] },
    swift: { file: 'vv_agent_app_server.swift', mentions: ['struct AppThread', 'struct TurnCompletedParams'] },
    kotlin: { file: 'vv_agent_app_server.kt', mentions: ['package vvagent', 'data class AppThread'] },
    csharp: { file: 'vv_agent_app_server.cs', mentions: ['namespace VvAgent', 'public partial class AppThread'] },
  };

  for (const [lang, expected] of Object.entries(expectations)) {
    it(`emits ${lang} models`, async () => {
      const out = join(work, `lang-${lang}`);
      const result = await runCli(['app-server', 'generate', '--lang', lang, '--out', out]);
      expect(result.code, result.stderr).toBe(0);
      const source = readFileSync(join(out, expected.file), 'utf8');
      expect(source.length).toBeGreaterThan(1000);
      for (const m of expected.mentions) expect(source).toContain(m);
    });
  }

  it('emits Python that imports and round-trips a thread', async () => {
    if (!commandExists('python3')) return;
    const out = join(work, 'lang-python');
    if (!existsSync(join(out, 'vv_agent_app_server.py'))) await runCli(['app-server', 'generate', '--lang', 'python', '--out', out]);
    const script = [
      'import sys; sys.path.insert(0, sys.argv[1])',
      'import vv_agent_app_server as m',
      "t = m.AppThread.from_dict({'threadId':'t1','agentKey':'a','cwd':None,'createdAt':1,'updatedAt':2,'status':'idle','metadata':{}})",
      "print(t.thread_id, t.to_dict()['status'])",
    ].join('\n');
    const printed = execFileSync('python3', ['-c', script, out], { encoding: 'utf8' });
    expect(printed.trim()).toBe('t1 idle');
  });
});

describe('what the export commands print', () => {
  it.each([
    [['app-server', 'schema'], 'json/ClientRequest.json'],
    [['app-server', 'generate-ts'], 'vv_agent_app_server.ts'],
    [['app-server', 'generate', '--lang', 'go'], 'vv_agent_app_server.go'],
  ])('%j prints one `wrote PATH` line per file, and --json lists the same paths', async (args, oneFile) => {
    const out = join(work, `print-${args.join('-')}`);
    const result = await runCli([...args, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toContain(`wrote ${join(out, oneFile)}`);
    for (const line of lines) {
      expect(line).toMatch(/^wrote \//);
      expect(existsSync(line.slice('wrote '.length))).toBe(true);
    }
    const json = await runCli([...args, '--out', out, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ files: lines.map((l) => l.slice('wrote '.length)), removed: [] });
  });

  it('the exported TypeScript promises no check of the user\'s copy', async () => {
    const out = join(work, 'banner');
    expect((await runCli(['app-server', 'generate-ts', '--out', out])).code).toBe(0);
    const head = readFileSync(join(out, 'vv_agent_app_server.ts'), 'utf8').split('\n').slice(0, 2).join('\n');
    expect(head).toMatch(/^\/\/ GENERATED by vv-agent/);
    expect(head).not.toContain('schema check');
  });
});

describe('the Python models carry the message unions and method maps', () => {
  it('parses every message of a recorded transcript by its method and writes it back unchanged', async () => {
    const out = join(work, 'lang-python-messages');
    expect((await runCli(['app-server', 'generate', '--lang', 'python', '--out', out])).code).toBe(0);
    const script = [
      'import sys, json',
      'sys.path.insert(0, sys.argv[1])',
      'import vv_agent_app_server as m',
      'counts = {}',
      'for line in open(sys.argv[2]).readlines()[1:]:',
      '    entry = json.loads(line)',
      '    msg = entry["message"]',
      '    if "method" not in msg:',
      '        continue',
      '    kind = entry["direction"] + ("_request" if "id" in msg else "_notification")',
      '    parsed = getattr(m, kind + "_from_dict")(msg)',
      '    assert parsed.to_dict() == dict(msg, jsonrpc="2.0"), (msg, parsed.to_dict())',
      '    counts[type(parsed).__name__] = counts.get(type(parsed).__name__, 0) + 1',
      'assert m.CLIENT_REQUEST_METHODS["turn/start"] == (m.TurnStartParams, m.TurnStartResponse)',
      'assert m.SERVER_REQUEST_METHODS["approval/request"] == (m.ApprovalRequestParams, m.ApprovalResponse)',
      'try:',
      '    m.client_request_from_dict({"id": 1, "method": "no/such"})',
      '    raise SystemExit("an unknown method parsed")',
      'except ValueError:',
      '    pass',
      'print(json.dumps(counts, sort_keys=True))',
    ].join('\n');
    const printed = execFileSync('python3', ['-c', script, out, join(projectRoot, 'test/fixtures/transcripts/hello.jsonl')], { encoding: 'utf8' });
    const counts = JSON.parse(printed) as Record<string, number>;
    expect(counts).toMatchObject({ InitializeRequest: 1, InitializedNotification: 1, ThreadStartRequest: 1, TurnStartRequest: 1, TurnCompletedNotification: 1 });
    expect(counts['ItemAgentMessageDeltaNotification']).toBeGreaterThan(0);
  });
});

describe('bad input to the export commands', () => {
  it.each([
    [['app-server', 'schema'], /Missing required flag --out$/],
    [['app-server', 'generate-ts'], /Missing required flag --out$/],
    [['app-server', 'schema', '--out', 'package.json'], /is an existing file/],
    [['app-server', 'generate', '--lang', 'cobol', '--out', 'x-never-created'], /Expected --lang=cobol to be one of: python, go, rust, swift, kotlin, csharp/],
    [['app-server', 'schema', '--out', 'x', '--bogus'], /Nonexistent flag: --bogus/],
    [['app-server', 'schema', '--out'], /--out expects a value/],
    [['app-server', 'generate-ts', '--out'], /--out expects a value/],
    [['app-server', 'generate', '--lang'], /--lang expects/],
  ])('%j exits 2 with one clear line on stderr', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(lines[0]).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('creates nothing for an unknown language', () => {
    expect(existsSync(join(projectRoot, 'x-never-created'))).toBe(false);
  });
});
