// The MCP project's own server conformance suite (@modelcontextprotocol/conformance 0.1.13) against
// a real `vv-agent agent serve --mcp streamable-http` process serving the fixture tools the
// scenarios call. Every scenario runs (`--suite all`); those that do not apply to an actions server
// are listed, each with its reason, in mcp-baseline.yml. The suite exits non-zero when any other
// scenario fails or warns, or when a baselined one starts passing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stopAllProcesses } from '../support/agentteamProcesses.js';
import { startAgent, writeConfig } from '../support/agentProcess.js';

const here = dirname(fileURLToPath(import.meta.url));
const baseline = join(here, 'mcp-baseline.yml');
const fixtures = fileURLToPath(new URL('../fixtures/actions/mcp-conformance', import.meta.url));
const conformanceBin = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist/index.js');

/** Scenarios an actions server must pass (actions-tech §2.2). */
const MUST_PASS = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-simple-text',
  'tools-call-error',
  'logging-set-level',
  'json-schema-2020-12',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
];

afterAll(stopAllProcesses);

function runConformance(url: string): Promise<{ code: number; output: string }> {
  const args = [conformanceBin, 'server', '--url', url, '--suite', 'all', '--expected-failures', baseline, '-o', mkdtempSync(join(tmpdir(), 'mcp-conformance-'))];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...process.env, NO_COLOR: '1' }, timeout: 150_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

describe('MCP server conformance (@modelcontextprotocol/conformance 0.1.13)', () => {
  it('gives every baselined scenario a reason', () => {
    const lines = readFileSync(baseline, 'utf8').split('\n');
    const entries = lines.flatMap((line, i) => (/^\s+- /.test(line) ? [[line.trim().slice(2), lines[i - 1] ?? ''] as const] : []));
    expect(entries.length).toBeGreaterThan(0);
    for (const [scenario, previous] of entries) expect(previous.trim(), `reason for ${scenario}`).toMatch(/^# \S/);
    for (const scenario of MUST_PASS) expect(entries.map(([s]) => s)).not.toContain(scenario);
  });

  it('passes every scenario that applies to a tools server, against agent serve', { timeout: 240_000 }, async () => {
    const config = writeConfig('[agent]\nhost = 127.0.0.1\nport = 0\ntransport = streamable-http\n');
    const agent = await startAgent(['--config', config, '--actions', fixtures, '--no-http', '--mcp', 'streamable-http'], { expectMcp: true });
    expect(agent.mcpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const { code, output } = await runConformance(agent.mcpUrl!);
    expect(output).toContain('Baseline check passed');
    expect(code, output).toBe(0);
    for (const scenario of MUST_PASS) expect(output, scenario).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
  });
});
