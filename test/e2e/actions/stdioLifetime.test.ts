import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runJs } from '../../support/cli.js';
import { writeConfig } from '../../support/agentProcess.js';

// A desktop MCP client spawns `agent serve --mcp stdio` and closes its stdin when done: the agent
// must answer on stdout (protocol only) and then exit by itself, HTTP server or not.
const calculator = fileURLToPath(new URL('../../fixtures/actions/calculator', import.meta.url));

describe('agent serve --mcp stdio', () => {
  it('answers a tools/call and exits 0 when its client closes stdin, also with HTTP on', async () => {
    const config = writeConfig('[server]\nhost = 127.0.0.1\nport = 0\n');
    const child = spawn(process.execPath, [runJs, 'agent', 'serve', '--config', config, '--actions', calculator, '--mcp', 'stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    const send = (message: unknown): boolean => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } });
    const deadline = Date.now() + 60_000;
    while (!stdout.includes('"id":2') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    child.stdin.end();
    expect(await exited).toBe(0);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { id?: number; result?: { structuredContent?: unknown } });
    expect(lines.map((l) => l.id)).toEqual([1, 2]);
    expect(lines[1]!.result!.structuredContent).toEqual({ result: 3 });
  }, 90_000);
});
