import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEXT_LENGTH,
  LlmError,
  defaultSettingsPath,
  loadSettings,
  loadSettingsSync,
  resolveModel,
  type LlmSettings,
} from '../../../src/lib/llm/index.js';
import { rejection } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vv-llm-settings-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

function thrown(fn: () => unknown): LlmError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(LlmError);
    return error as LlmError;
  }
  throw new Error('expected an LlmError');
}

const SECRET = 'sk-file-secret-123456';

const settingsJson = {
  VERSION: '2',
  endpoints: [
    { id: 'disabled-endpoint', enabled: false, api_base: 'https://disabled.example.invalid/v1', api_key: 'x' },
    { id: 'moonshot-cn', api_base: 'https://api.moonshot.cn/v1/', api_key: SECRET, headers: { 'x-team': 'a' } },
    { id: 'moonshot-ai', api_base: 'https://api.moonshot.ai/v1' },
    { id: 'anthropic-main', api_base: 'https://api.anthropic.com', endpoint_type: 'anthropic' },
    { id: 'claude-proxy', api_base: 'https://proxy.example/v1', endpoint_type: 'anthropic', api_key: 'proxy-key' },
    { id: 'local', api_base: 'http://127.0.0.1:11434/v1' },
    { id: 'azure', api_base: 'https://x.openai.azure.com', endpoint_type: 'openai_azure', api_key: 'k' },
  ],
  backends: {
    moonshot: {
      models: {
        'kimi-k3': {
          id: 'kimi-k3',
          endpoints: [
            { endpoint_id: 'disabled-endpoint', model_id: 'never' },
            { endpoint_id: 'moonshot-ai', model_id: 'kimi-k3-global', priority: 2 },
            { endpoint_id: 'moonshot-cn', model_id: 'kimi-k3-cn', priority: 1 },
          ],
          context_length: 1000000,
          max_output_tokens: 32768,
          function_call_available: true,
        },
        'kimi-plain': { id: 'kimi-plain-id', endpoints: ['moonshot-ai'] },
        'kimi-off': { id: 'kimi-off', enabled: false, endpoints: ['moonshot-ai'] },
        'no-endpoint': { id: 'no-endpoint' },
        'dangling': { id: 'dangling', endpoints: ['nowhere'] },
        'all-disabled': { id: 'all-disabled', endpoints: [{ endpoint_id: 'moonshot-ai', enabled: false }] },
      },
    },
    deepseek: { default_endpoint: 'moonshot-ai', models: { 'ds': { id: 'deepseek-chat', capabilities: { tools: true } } } },
    anthropic: { models: { 'claude': { id: 'claude-sonnet-4', endpoints: ['anthropic-main'] } } },
    gateway: { models: { 'claude-via-proxy': { endpoints: ['claude-proxy'] } } },
    ollama: { models: { 'qwen3': { id: 'qwen3:8b', endpoints: ['local'] } } },
    azure: { models: { 'gpt': { endpoints: ['azure'] } } },
    scripted: {
      models: {
        'scripted-default': { id: 'scripted-default' },
        'scripted-custom': {
          script: { chunk_delay_ms: 5, turns: [{ text: ['Hi'], tool_calls: [{ name: 'task_finish', arguments: { message: 'Hi' } }] }] },
        },
      },
    },
  },
};

const env = { MOONSHOT_API_KEY: 'sk-env-moonshot', ANTHROPIC_API_KEY: 'sk-ant-env' };

describe('loadSettings', () => {
  let settings: LlmSettings;
  beforeAll(async () => {
    settings = await loadSettings(await write('settings.json', JSON.stringify(settingsJson)));
  });

  it('reads a version-2 JSON file', () => {
    expect(settings.version).toBe('2');
    expect(settings.endpoints.map((e) => e.id)).toContain('moonshot-cn');
    expect([...settings.backends.keys()]).toEqual(['moonshot', 'deepseek', 'anthropic', 'gateway', 'ollama', 'azure', 'scripted']);
  });

  it('reads the same settings from TOML', async () => {
    const toml = `
VERSION = "2"

[[endpoints]]
id = "moonshot-cn"
api_base = "https://api.moonshot.cn/v1"
api_key = "${SECRET}"

[backends.moonshot.models.kimi-k3]
id = "kimi-k3"
context_length = 1000000
max_output_tokens = 32768
function_call_available = true
endpoints = [{ endpoint_id = "moonshot-cn", model_id = "kimi-k3-cn" }]

[backends.scripted.models.scripted-default]
id = "scripted-default"

[[backends.scripted.models.scripted-default.script.turns]]
text = "Hello from TOML"
`;
    const fromToml = await loadSettings(await write('settings.toml', toml));
    expect(resolveModel(fromToml, 'moonshot', 'kimi-k3', { env: {} })).toEqual({
      backend: 'moonshot',
      modelKey: 'kimi-k3',
      requestedModel: 'kimi-k3',
      modelId: 'kimi-k3-cn',
      endpoint: { id: 'moonshot-cn', apiBase: 'https://api.moonshot.cn/v1', apiKey: SECRET, headers: {} },
      protocol: 'openai',
      contextLength: 1000000,
      maxOutputTokens: 32768,
      supportsTools: true,
      modelSettings: {
        id: 'kimi-k3',
        context_length: 1000000,
        max_output_tokens: 32768,
        function_call_available: true,
        endpoints: [{ endpoint_id: 'moonshot-cn', model_id: 'kimi-k3-cn' }],
      },
    });
    const scripted = resolveModel(fromToml, 'scripted', 'scripted-default');
    expect(scripted.script?.script.turns).toEqual([{ steps: [{ type: 'text', text: 'Hello from TOML' }] }]);
  });

  it('loadSettingsSync reads the same file', async () => {
    const path = await write('sync.json', JSON.stringify(settingsJson));
    expect(loadSettingsSync(path).endpoints).toHaveLength(settingsJson.endpoints.length);
  });

  it('takes a null value as absent', async () => {
    const nulls = await loadSettings(
      await write('nulls.json', JSON.stringify({ endpoints: [{ id: 'a', api_key: null, headers: null }], backends: { b: { models: { m: { endpoints: [{ endpoint_id: 'a', priority: null }], context_length: null } } } } })),
    );
    expect(nulls.endpoints[0]).toMatchObject({ apiKey: null, headers: {}, enabled: true });
    expect(nulls.backends.get('b')?.models.get('m')).toMatchObject({ id: 'm', contextLength: null, endpoints: [{ endpointId: 'a', priority: 1, enabled: true, modelId: null }] });
    expect((await loadSettings(await write('null-lists.json', JSON.stringify({ endpoints: null, backends: null })))).backends.size).toBe(0);
  });

  it('accepts an omitted VERSION and the number 2', async () => {
    const { VERSION: _omit, ...rest } = settingsJson;
    expect((await loadSettings(await write('noversion.json', JSON.stringify(rest)))).version).toBe('2');
    expect((await loadSettings(await write('numversion.json', JSON.stringify({ ...rest, VERSION: 2 })))).version).toBe('2');
  });

  it('the shipped example settings load and resolve the scripted model without any key', () => {
    const example = loadSettingsSync(defaultSettingsPath());
    const resolved = resolveModel(example, 'scripted', 'scripted-default', { env: {} });
    expect(resolved.protocol).toBe('scripted');
    expect(resolved.supportsTools).toBe(true);
    expect(resolved.contextLength).toBe(128000);
    expect([...example.backends.keys()]).toEqual(expect.arrayContaining(['openai', 'moonshot', 'anthropic', 'ollama', 'scripted']));
    // Provider entries take keys from the environment; without them they are a configuration error.
    expect(thrown(() => resolveModel(example, 'openai', 'gpt-4o', { env: {} })).code).toBe('missing_api_key');
    expect(resolveModel(example, 'openai', 'gpt-4o', { env: { OPENAI_API_KEY: 'sk-x' } }).endpoint.apiKey).toBe('sk-x');
    expect(resolveModel(example, 'ollama', 'qwen3', { env: {} }).endpoint.apiKey).toBeNull();
  });

  it('reads the bash tool\'s environment allow-list from tools.bash.env_allow (empty by default)', async () => {
    expect(settings.tools.bashEnvAllow).toEqual([]);
    const allowing = await loadSettings(await write('allow.json', JSON.stringify({ ...settingsJson, tools: { bash: { env_allow: ['GITHUB_TOKEN'] } } })));
    expect(allowing.tools.bashEnvAllow).toEqual(['GITHUB_TOKEN']);
    const bad = await rejection(loadSettings(await write('bad-allow.json', JSON.stringify({ ...settingsJson, tools: { bash: { env_allow: 'GITHUB_TOKEN' } } }))));
    expect(bad).toMatchObject({ code: 'settings_invalid', message: expect.stringContaining('tools.bash.env_allow') });
  });

  describe('errors', () => {
    it('settings_not_found names the path', async () => {
      const path = join(dir, 'missing.json');
      const error = await rejection(loadSettings(path));
      expect(error.code).toBe('settings_not_found');
      expect(error.message).toContain(path);
      expect(thrown(() => loadSettingsSync(path)).code).toBe('settings_not_found');
    });

    it('a directory is settings_invalid', async () => {
      const path = join(dir, 'a-directory.json');
      await mkdir(path, { recursive: true });
      const error = await rejection(loadSettings(path));
      expect(error.code).toBe('settings_invalid');
      expect(error.message).toContain(path);
    });

    it('malformed JSON is settings_invalid with a location, without quoting the file', async () => {
      const path = await write('broken.json', `{"endpoints": [{"id": "a", "api_key": ${SECRET}}]}`);
      const error = await rejection(loadSettings(path));
      expect(error.code).toBe('settings_invalid');
      expect(error.message).toContain(path);
      expect(error.message).toContain('not valid JSON');
      expect(error.message).toMatch(/\((line 1, column \d+|unexpected character 's')\)/);
      expect(error.message).not.toContain(SECRET);
      const truncated = await rejection(loadSettings(await write('truncated.json', '{"endpoints": [')));
      expect(truncated.message).toMatch(/not valid JSON \((unexpected end of input|line 1, column \d+)\)/);
    });

    it('malformed TOML is settings_invalid with a location, without quoting the file', async () => {
      const path = await write('broken.toml', `VERSION = "2"\n[[endpoints]]\nid = "a"\napi_key = ${SECRET}\n`);
      const error = await rejection(loadSettings(path));
      expect(error.code).toBe('settings_invalid');
      expect(error.message).toContain('not valid TOML (line 4');
      expect(error.message).not.toContain(SECRET);
    });

    it.each([
      ['a wrong VERSION', { VERSION: '1' }, 'VERSION "1"'],
      ['a top-level array', [], 'must contain an object'],
      ['a version-1 provider table', { VERSION: '2', openai: {} }, 'openai is a version-1 top-level backend table'],
      ['endpoints that are not a list', { endpoints: {} }, 'endpoints must be a list'],
      ['an endpoint without id', { endpoints: [{ api_base: 'x' }] }, 'endpoints[0].id is required'],
      ['an empty endpoint id', { endpoints: [{ id: '' }] }, 'endpoints[0].id must be a non-empty string'],
      ['a header that is not a string', { endpoints: [{ id: 'a', headers: { 'x-team': 1 } }] }, 'endpoints[0].headers.x-team must be a string'],
      ['a duplicated endpoint id', { endpoints: [{ id: 'a' }, { id: 'a' }] }, "endpoints[1].id repeats the endpoint id 'a'"],
      ['an api_key that is not a string', { endpoints: [{ id: 'a', api_key: 5 }] }, 'endpoints[0].api_key must be a string'],
      ['backends that are not an object', { backends: [] }, 'backends must be an object'],
      ['a model that is not an object', { backends: { openai: { models: { m: 3 } } } }, 'backends.openai.models.m must be an object'],
      ['a bad context_length', { backends: { openai: { models: { m: { context_length: -1 } } } } }, 'backends.openai.models.m.context_length must be >= 0'],
      ['a fractional max_output_tokens', { backends: { openai: { models: { m: { max_output_tokens: 1.5 } } } } }, 'backends.openai.models.m.max_output_tokens must be an integer'],
      ['a binding without endpoint_id', { backends: { openai: { models: { m: { endpoints: [{ model_id: 'x' }] } } } } }, 'backends.openai.models.m.endpoints[0].endpoint_id is required'],
      ['an empty endpoint id as a binding', { backends: { openai: { models: { m: { endpoints: [''] } } } } }, 'backends.openai.models.m.endpoints[0] must be a non-empty string'],
      ['a binding that is neither an id nor an object', { backends: { openai: { models: { m: { endpoints: [3] } } } } }, 'backends.openai.models.m.endpoints[0] must be a string or an object'],
      ['a priority below 1', { backends: { openai: { models: { m: { endpoints: [{ endpoint_id: 'a', priority: 0 }] } } } } }, 'endpoints[0].priority must be >= 1'],
      ['tools that are not an object', { tools: null }, 'tools must be an object'],
      ['an env_allow entry that is not a variable name', { tools: { bash: { env_allow: ['OK', '1X'] } } }, 'tools.bash.env_allow[1] must match the pattern'],
    ])('%s is settings_invalid naming it', async (_name, content, expected) => {
      const path = await write(`invalid-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(content));
      const error = await rejection(loadSettings(path));
      expect(error.code).toBe('settings_invalid');
      expect(error.message).toContain(path);
      expect(error.message).toContain(expected);
    });
  });
});

describe('resolveModel', () => {
  let settings: LlmSettings;
  beforeAll(async () => {
    settings = await loadSettings(await write('resolve.json', JSON.stringify(settingsJson)));
  });

  it('picks the enabled binding of highest priority and its model_id; settings key beats the environment', () => {
    const resolved = resolveModel(settings, 'moonshot', 'kimi-k3', { env });
    expect(resolved).toMatchObject({
      backend: 'moonshot',
      modelKey: 'kimi-k3',
      modelId: 'kimi-k3-cn',
      endpoint: { id: 'moonshot-cn', apiBase: 'https://api.moonshot.cn/v1', apiKey: SECRET, headers: { 'x-team': 'a' } },
      protocol: 'openai',
      contextLength: 1000000,
      maxOutputTokens: 32768,
      supportsTools: true,
    });
  });

  it('finds a model by its provider id too, and takes the key from <BACKEND>_API_KEY', () => {
    const resolved = resolveModel(settings, 'moonshot', 'kimi-plain-id', { env });
    expect(resolved).toMatchObject({
      modelKey: 'kimi-plain',
      requestedModel: 'kimi-plain-id',
      modelId: 'kimi-plain-id',
      endpoint: { id: 'moonshot-ai', apiKey: 'sk-env-moonshot' },
      contextLength: DEFAULT_CONTEXT_LENGTH,
      maxOutputTokens: null,
      supportsTools: false,
    });
  });

  it("uses the backend's default_endpoint and capabilities.tools", () => {
    const resolved = resolveModel(settings, 'deepseek', 'ds', { env: { DEEPSEEK_API_KEY: 'sk-ds' } });
    expect(resolved).toMatchObject({ modelId: 'deepseek-chat', endpoint: { id: 'moonshot-ai', apiKey: 'sk-ds' }, supportsTools: true });
  });

  it('anthropic backend or endpoint_type anthropic selects the anthropic protocol', () => {
    expect(resolveModel(settings, 'anthropic', 'claude', { env })).toMatchObject({
      protocol: 'anthropic',
      endpoint: { apiBase: 'https://api.anthropic.com', apiKey: 'sk-ant-env' },
    });
    expect(resolveModel(settings, 'gateway', 'claude-via-proxy', { env })).toMatchObject({
      protocol: 'anthropic',
      modelId: 'claude-via-proxy',
      endpoint: { apiKey: 'proxy-key' },
    });
  });

  it('a local endpoint needs no key', () => {
    expect(resolveModel(settings, 'ollama', 'qwen3', { env: {} })).toMatchObject({ protocol: 'openai', endpoint: { apiKey: null } });
  });

  it('the scripted backend needs no endpoint and reads its script', () => {
    const resolved = resolveModel(settings, 'scripted', 'scripted-custom', { env: {} });
    expect(resolved).toMatchObject({
      protocol: 'scripted',
      modelId: 'scripted-custom',
      endpoint: { id: 'scripted', apiBase: '', apiKey: null },
      supportsTools: true,
    });
    expect(resolved.script?.chunkDelayMs).toBe(5);
    expect(resolveModel(settings, 'scripted', 'scripted-default').script).toBeUndefined();
  });

  it('unknown_backend names the backend and lists the configured ones', () => {
    const error = thrown(() => resolveModel(settings, 'mistral', 'x', { env }));
    expect(error.code).toBe('unknown_backend');
    expect(error.message).toContain("backend 'mistral'");
    expect(error.message).toContain('moonshot');
  });

  it('unknown_model names the model and backend; a disabled model is unknown', () => {
    const error = thrown(() => resolveModel(settings, 'moonshot', 'kimi-k9', { env }));
    expect(error.code).toBe('unknown_model');
    expect(error.message).toContain("model 'kimi-k9'");
    expect(error.message).toContain("backend 'moonshot'");
    expect(thrown(() => resolveModel(settings, 'moonshot', 'kimi-off', { env })).code).toBe('unknown_model');
  });

  it('a model without endpoints, with a dangling one, or with all disabled is settings_invalid naming it', () => {
    const none = thrown(() => resolveModel(settings, 'moonshot', 'no-endpoint', { env }));
    expect(none.code).toBe('settings_invalid');
    expect(none.message).toContain("model 'no-endpoint' of backend 'moonshot'");
    expect(none.message).toContain('has no endpoints');
    const dangling = thrown(() => resolveModel(settings, 'moonshot', 'dangling', { env }));
    expect(dangling.code).toBe('settings_invalid');
    expect(dangling.message).toContain("endpoint 'nowhere'");
    const disabled = thrown(() => resolveModel(settings, 'moonshot', 'all-disabled', { env }));
    expect(disabled.message).toContain('has no enabled endpoint');
  });

  it('missing_api_key names the backend and the variable to set', () => {
    const error = thrown(() => resolveModel(settings, 'moonshot', 'kimi-plain', { env: {} }));
    expect(error.code).toBe('missing_api_key');
    expect(error.message).toContain("backend 'moonshot'");
    expect(error.message).toContain('MOONSHOT_API_KEY');
  });

  it('an unsupported endpoint type is settings_invalid', () => {
    const error = thrown(() => resolveModel(settings, 'azure', 'gpt', { env }));
    expect(error.code).toBe('settings_invalid');
    expect(error.message).toContain('openai_azure');
  });

  it('no error message ever contains a key', () => {
    const messages: string[] = [];
    for (const [backend, model] of [['moonshot', 'kimi-k9'], ['moonshot', 'no-endpoint'], ['nope', 'x'], ['azure', 'gpt']] as const) {
      try {
        resolveModel(settings, backend, model, { env });
      } catch (error) {
        messages.push((error as Error).message);
      }
    }
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).not.toContain(SECRET);
      expect(message).not.toContain('sk-env-moonshot');
    }
  });
});
