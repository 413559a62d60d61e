import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentConfigError, defaultAgentConfig, loadAgentConfig } from '../../../src/lib/actions/index.js';
import { validateAgentConfig } from '../../../generated/actions/validators.js';

function iniFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'vv-agent-config-')), 'config.ini');
  writeFileSync(file, text);
  return file;
}

function configError(fn: () => unknown): AgentConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AgentConfigError);
    expect((error as AgentConfigError).category).toBe('config');
    return error as AgentConfigError;
  }
  throw new Error('expected a config error');
}

describe('loadAgentConfig (contract §5)', () => {
  it('has the seed defaults plus ours, and they satisfy the schema', () => {
    const config = defaultAgentConfig();
    expect(config.server).toMatchObject({ name: 'vv-agent', version: '0.1.0', host: '0.0.0.0', port: 8000, reload: false, workers: 1, cors_origins: '*', base_url: '' });
    expect(config.agent).toMatchObject({ transport: 'streamable-http', port: 8080, enable_auth: false, queue_cache_size: 1000, queue_cache_ttl: 3600, queue_startup_timeout: 30, queue_shutdown_timeout: 10 });
    expect(config.auth.algorithm).toBe('HS256');
    expect(config.queue).toMatchObject({ claim_idle_ms: 300000, reply_to_claim: 'reply_queue' });
    expect(validateAgentConfig(config)).toBe(true);
  });

  it("reads the seed's example config.ini with typed values", () => {
    const file = iniFile(`[server]
name = my-agent
version = 1.0.0
host = 0.0.0.0
port = 8000

[agent]
name = my-agent
transport = streamable-http
Port = 8080   ; MCP port
enable_auth = yes

[auth]
secret_key = a=b=c
algorithm = HS256

[logging]
level = INFO
file_path = ./logs/agent.log
`);
    const config = loadAgentConfig(file, { env: {} });
    expect(config.server.name).toBe('my-agent');
    expect(config.server.port).toBe(8000);
    expect(config.agent.port).toBe(8080);
    expect(config.agent.enable_auth).toBe(true);
    expect(config.auth.secret_key).toBe('a=b=c');
    expect(config.logging.file_path).toBe('./logs/agent.log');
  });

  it('names section, key and expected type for a bad value', () => {
    expect(configError(() => loadAgentConfig(iniFile('[agent]\nport = abc\n'), { env: {} })).message).toMatch(/agent\.port: expected an integer, got "abc"/);
    expect(configError(() => loadAgentConfig(iniFile('[server]\nreload = maybe\n'), { env: {} })).message).toMatch(/server\.reload: expected true or false, got "maybe"/);
    expect(configError(() => loadAgentConfig(iniFile('[agent]\ntransport = websocket\n'), { env: {} })).message).toMatch(/agent\.transport: expected one of stdio, sse, streamable-http|agent\.transport: expected one of streamable-http, sse, stdio/);
    expect(configError(() => loadAgentConfig(iniFile('[server]\nport = 70000\n'), { env: {} })).message).toMatch(/server\.port: must be <= 65535/);
    // A log level is a string to the schema; its names are checked too (a typo used to log at the default level).
    expect(configError(() => loadAgentConfig(iniFile('[logging]\nlevel = WARNNG\n'), { env: {} })).message).toMatch(/logging\.level: expected DEBUG, INFO, WARNING, ERROR or CRITICAL .*not "WARNNG"$/);
    for (const level of ['warning', 'DEBUG', 'Critical', 'trace']) expect(loadAgentConfig(iniFile(`[logging]\nlevel = ${level}\n`), { env: {} }).logging.level).toBe(level);
  });

  it('refuses unknown sections and keys, and the old auth_enabled with its rename', () => {
    expect(configError(() => loadAgentConfig(iniFile('[agent]\nprot = 1\n'), { env: {} })).message).toMatch(/unknown key agent\.prot/);
    expect(configError(() => loadAgentConfig(iniFile('[mcp]\nport = 1\n'), { env: {} })).message).toMatch(/unknown section \[mcp\]/);
    const renamed = configError(() => loadAgentConfig(iniFile('[agent]\nauth_enabled = true\n'), { env: {} }));
    expect(renamed.message).toContain('agent.auth_enabled was renamed to agent.enable_auth');
    expect(renamed.code).toBe('config_renamed_key');
  });

  it('applies VV_AGENT__SECTION__KEY overrides after the file, typed the same way', () => {
    const file = iniFile('[auth]\nsecret_key = from-file\n[agent]\nport = 8080\n');
    const config = loadAgentConfig(file, { env: { VV_AGENT__AUTH__SECRET_KEY: 'from-env', VV_AGENT__AGENT__PORT: '9090', VV_AGENT_HOME: '/elsewhere' } });
    expect(config.auth.secret_key).toBe('from-env');
    expect(config.agent.port).toBe(9090);
    expect(configError(() => loadAgentConfig(file, { env: { VV_AGENT__AGENT__PORT: 'x' } })).message).toMatch(/VV_AGENT__AGENT__PORT: agent\.port: expected an integer/);
    expect(configError(() => loadAgentConfig(file, { env: { VV_AGENT__NOPE__X: '1' } })).message).toMatch(/unknown section \[nope\]/);
  });

  it('reports a missing file as a config error', () => {
    const error = configError(() => loadAgentConfig('/nonexistent/config.ini', { env: {} }));
    expect(error.message).toBe('/nonexistent/config.ini: no such file');
  });
});
