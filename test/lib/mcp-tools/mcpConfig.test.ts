import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMcpConfigPath, loadMcpConfig, McpConfigError, parseMcpConfig } from '../../../src/lib/mcp-tools/index.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'vv-mcp-config-'));
}

function problem(value: unknown): string {
  try {
    parseMcpConfig(value, 'mcp.json');
  } catch (error) {
    expect(error).toBeInstanceOf(McpConfigError);
    expect((error as McpConfigError).category).toBe('config');
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

describe('the MCP servers file', () => {
  it('reads the desktop clients\' format: stdio and HTTP entries, disabled ones left out, other top-level keys ignored', () => {
    const servers = parseMcpConfig(
      {
        globalShortcut: 'Ctrl+Space',
        mcpServers: {
          files: { command: 'npx', args: ['-y', '@example/files', '/tmp'], env: { LOG: 'debug' } },
          remote: { url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer abc' } },
          legacy: { type: 'sse', url: 'http://127.0.0.1:9000/sse' },
          typed: { type: 'stdio', command: 'server', cwd: '/srv' },
          off: { command: 'never', disabled: true },
        },
      },
      'mcp.json',
    );
    expect(servers).toEqual([
      { name: 'files', transport: 'stdio', command: 'npx', args: ['-y', '@example/files', '/tmp'], env: { LOG: 'debug' } },
      { name: 'remote', transport: 'streamable-http', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer abc' } },
      { name: 'legacy', transport: 'sse', url: 'http://127.0.0.1:9000/sse', headers: {} },
      { name: 'typed', transport: 'stdio', command: 'server', args: [], env: {}, cwd: '/srv' },
    ]);
  });

  it.each([
    [[], 'MCP config mcp.json: the top level must be object'],
    [{}, "MCP config mcp.json: the top level must have required property 'mcpServers'"],
    [{ mcpServers: [] }, 'MCP config mcp.json: mcpServers must be object'],
    [{ mcpServers: { a: 'npx' } }, 'MCP config mcp.json: mcpServers.a: must be an object with "command" (stdio) or "url" (HTTP)'],
    [{ mcpServers: { a: {} } }, 'MCP config mcp.json: mcpServers.a: needs "command" (a stdio server) or "url" (an HTTP server)'],
    [{ mcpServers: { a: { command: 'x', url: 'http://h' } } }, 'MCP config mcp.json: mcpServers.a: mixes stdio keys (command) with HTTP keys (url)'],
    [{ mcpServers: { a: { url: 'http://h', env: {} } } }, 'MCP config mcp.json: mcpServers.a: mixes stdio keys (env) with HTTP keys (url)'],
    [{ mcpServers: { a: { command: 'x', autoApprove: [] } } }, 'MCP config mcp.json: mcpServers.a: unknown key "autoApprove" (allowed: type, command, args, env, cwd, url, headers, disabled)'],
    [{ mcpServers: { a: { command: 'x', args: ['ok', 1] } } }, 'MCP config mcp.json: mcpServers.a: args.1 must be string'],
    [{ mcpServers: { a: { command: '' } } }, 'MCP config mcp.json: mcpServers.a: command must NOT have fewer than 1 characters'],
    [{ mcpServers: { a: { url: 'ftp://h' } } }, 'MCP config mcp.json: mcpServers.a: url must match pattern "^https?://"'],
    [{ mcpServers: { a: { url: 'http://[bad' } } }, 'MCP config mcp.json: mcpServers.a.url is not a valid URL: http://[bad'],
    [{ mcpServers: { a: { url: 'http://h', headers: { X: 1 } } } }, 'MCP config mcp.json: mcpServers.a: headers.X must be string'],
    [{ mcpServers: { a: { url: 'http://h', type: 'stdio' } } }, 'MCP config mcp.json: mcpServers.a: "type": "stdio" does not fit a URL (use "http", "streamable-http" or "sse")'],
    [{ mcpServers: { a: { command: 'x', type: 'http' } } }, 'MCP config mcp.json: mcpServers.a: "type": "http" does not fit a command (use "stdio")'],
    [{ mcpServers: { a: { command: 'x', type: 'websocket' } } }, 'MCP config mcp.json: mcpServers.a: "type" must be one of stdio, http, streamable-http, sse'],
    [{ mcpServers: { ' ': { command: 'x' } } }, 'MCP config mcp.json: mcpServers has a server with an empty name'],
  ])('refuses %j with one line naming the entry', (value, message) => {
    expect(problem(value)).toBe(message);
  });

  it('default file: $VV_AGENT_HOME/mcp.json, else ~/.vv-agent/mcp.json; absent means no servers', () => {
    const home = tempDir();
    expect(defaultMcpConfigPath({ VV_AGENT_HOME: home })).toBe(join(home, 'mcp.json'));
    expect(defaultMcpConfigPath({}, '/home/someone')).toBe('/home/someone/.vv-agent/mcp.json');
    expect(loadMcpConfig({ env: { VV_AGENT_HOME: home } })).toEqual({ file: null, servers: [] });
    writeFileSync(join(home, 'mcp.json'), JSON.stringify({ mcpServers: { a: { url: 'http://127.0.0.1:1/mcp' } } }));
    expect(loadMcpConfig({ env: { VV_AGENT_HOME: home } })).toEqual({
      file: join(home, 'mcp.json'),
      servers: [{ name: 'a', transport: 'streamable-http', url: 'http://127.0.0.1:1/mcp', headers: {} }],
    });
    // A default file that is there is checked like a named one.
    writeFileSync(join(home, 'mcp.json'), '{"mcpServers": {"a": {}}}');
    expect(() => loadMcpConfig({ env: { VV_AGENT_HOME: home } })).toThrow(`MCP config ${join(home, 'mcp.json')}: mcpServers.a: needs "command"`);
  });

  it('a named file must exist, be a file and hold JSON', () => {
    const dir = tempDir();
    const env = { VV_AGENT_HOME: dir };
    expect(() => loadMcpConfig({ path: join(dir, 'missing.json'), env })).toThrow(`MCP config ${join(dir, 'missing.json')}: no such file`);
    mkdirSync(join(dir, 'folder.json'));
    expect(() => loadMcpConfig({ path: join(dir, 'folder.json'), env })).toThrow('is a directory');
    writeFileSync(join(dir, 'broken.json'), '{"mcpServers": ');
    expect(() => loadMcpConfig({ path: join(dir, 'broken.json'), env })).toThrow(/broken\.json: not valid JSON \(/);
    expect(() => loadMcpConfig({ path: '', env })).toThrow('--mcp-config must not be empty');
    try {
      loadMcpConfig({ path: join(dir, 'missing.json'), env });
    } catch (error) {
      expect((error as McpConfigError).code).toBe('mcp_config_not_found');
    }
  });
});
