// `vv-agent agent generate-client` with action names that quicktype writes in another case than
// ours (`1st` -> `Action1St...`, `getHTTPItem` -> `GetHTTPItem...` in Go, Kotlin and Swift, `a.b`
// -> `Ab...` in Rust): every method must still take and return its declared types. Before, the
// TypeScript client was refused ("client type generation lost ...") and the other languages'
// methods silently fell back to untyped JSON.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, runCli, tempDir } from '../../support/agentteamProcesses.js';

afterAll(removeTempDirs);

const NAMES = ['1st', 'a.b', 'ab', 'getHTTPItem', 'get.x.value', 'userID'];

function action(name: string, index: number): Record<string, unknown> {
  const path = `/v1/a${index}`;
  return {
    name,
    description: name,
    path,
    method: 'POST',
    mcp_tool: null,
    queue_topic: null,
    available_transports: ['http'],
    transports: { http: { available: true, path, method: 'POST', url: `http://127.0.0.1:9${path}` }, mcp: null, queue: null },
    intents: [],
    input_schema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
    output_schema: { type: 'object', properties: { r: { type: 'number' } }, required: ['r'] },
  };
}

/**
 * How each language's client writes a method that lost its types: the JSON value type its
 * renderer falls back to, for the input or the output (TypeScript refused the client instead).
 */
const UNTYPED: Record<string, RegExp> = {
  ts: /client type generation lost/,
  python: /def (?!_)\w+\(self, input: Dict\[str, Any\]\)|def (?!_)\w+\(self, [^)]*\) -> Any:/,
  go: /func \(c \*AgentClient\) \w+\(ctx context\.Context, input map\[string\]any\)|\) \(any, error\) \{/,
  rust: /pub fn \w+\(&self, input: &serde_json::Value\)|-> Result<serde_json::Value, AgentCallError>/,
  kotlin: /fun \w+\(input: JsonObject\)|fun \w+\([^)]*\): JsonElement =/,
  csharp: /Async\(JsonObject\? input|Task<JsonElement> \w+Async/,
  swift: /func \w+\(_ input: \[String: AgentJSON\]\)|func \w+\([^)]*\) async throws -> AgentJSON \{/,
};

describe('agent generate-client: type names quicktype re-cases', () => {
  it.each(Object.keys(UNTYPED))('%s: every method is typed, with the types quicktype declared', async (lang) => {
    const dir = tempDir(`vv-agent-gennames-${lang}-`);
    const capabilities = join(dir, 'capabilities.json');
    writeFileSync(capabilities, JSON.stringify({ actions: NAMES.map(action) }));
    const generated = await runCli(['agent', 'generate-client', '--capabilities', capabilities, '--lang', lang, '--out', join(dir, 'out')], { env: { VV_AGENT_TOKEN: undefined } });
    expect(generated.code, generated.stderr).toBe(0);
    const text = readdirSync(join(dir, 'out')).map((file) => readFileSync(join(dir, 'out', file), 'utf8')).join('\n');
    expect(text).not.toMatch(UNTYPED[lang]!);
    // Each action's input type is declared under some spelling of its name, and a method uses it.
    for (const stem of ['action1st', 'ab', 'ab2', 'gethttpitem', 'getxvalue', 'userid']) {
      const spellings = [...text.matchAll(new RegExp(`\\b${stem}Input\\b`, 'gi'))].map((m) => m[0]).filter((w) => /^[A-Z]/.test(w));
      const uses = Math.max(0, ...spellings.map((w) => spellings.filter((x) => x === w).length));
      expect(uses, `${lang}: ${stem}Input declared and used (${spellings.join(', ')})`).toBeGreaterThanOrEqual(2);
    }
  });
});
