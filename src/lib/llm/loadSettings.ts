/**
 * Loads a vv-llm settings file, format version 2, from JSON or TOML (chosen by extension:
 * `.toml` is TOML, anything else JSON).
 *
 * The shape mirrors the vv-llm settings contract (`settings.v2.schema.json` of vv-llm-contract, and
 * the Rust/TypeScript vv-llm loaders):
 * - `VERSION`: the string "2". The contract lets it be omitted (then it means 2); we accept that,
 *   and the number 2 (TOML and hand-written JSON often drop the quotes). Any other value is
 *   `settings_invalid`, because a different version means a different shape.
 * - `endpoints`: `[{id, api_base?, api_key?, endpoint_type?, enabled?, headers?, ...}]`.
 * - `backends.<backend>.models.<modelKey>`: `{id?, endpoints: [string | {endpoint_id, model_id?,
 *   enabled?, priority?}], context_length?, max_output_tokens?, function_call_available?,
 *   capabilities?, enabled?, ...}`, plus an optional `backends.<backend>.default_endpoint`.
 * - `tools.bash.env_allow` (vv-agent's own key): names of environment variables the bash tool
 *   passes to commands although they look like secrets (`*_API_KEY`, `*_TOKEN`, ...).
 * - Unknown keys anywhere are kept and ignored (the contract allows additional properties);
 *   `embedding_backends`, `rerank_backends`, `token_server`, `rate_limit` are not used here.
 * - The version-1 layout (provider tables such as `openai` at the top level) is rejected with a
 *   hint, as vv-llm does, rather than silently finding no backends.
 * Only the parts this package reads are validated, and each error names the file and the key path.
 */
import { readFile } from 'node:fs/promises';
import { packageRoot } from '../shared/packageRoot.js';
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { LlmError } from './errors.js';

export type JsonObject = Readonly<Record<string, unknown>>;

export interface EndpointSettings {
  readonly id: string;
  readonly enabled: boolean;
  readonly apiBase: string | null;
  /** Kept only in memory; never printed. */
  readonly apiKey: string | null;
  readonly endpointType: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly raw: JsonObject;
}

export interface EndpointBindingSettings {
  readonly endpointId: string;
  readonly modelId: string | null;
  readonly enabled: boolean;
  readonly priority: number;
}

export interface ModelSettings {
  readonly key: string;
  /** Provider-side id; defaults to the model key when the entry has no `id`. */
  readonly id: string;
  readonly enabled: boolean;
  readonly endpoints: readonly EndpointBindingSettings[];
  readonly contextLength: number | null;
  readonly maxOutputTokens: number | null;
  readonly functionCallAvailable: boolean | null;
  readonly raw: JsonObject;
}

export interface BackendSettings {
  readonly name: string;
  readonly defaultEndpoint: string | null;
  readonly models: ReadonlyMap<string, ModelSettings>;
}

export interface LlmSettings {
  /** Where the settings came from (a file path, or a label for in-memory text); used in error messages. */
  readonly source: string;
  readonly version: '2';
  readonly endpoints: readonly EndpointSettings[];
  readonly backends: ReadonlyMap<string, BackendSettings>;
  /** Settings of the agent's tools (not part of the vv-llm contract; other loaders ignore them). */
  readonly tools: ToolSettings;
}

export interface ToolSettings {
  /** `tools.bash.env_allow`; empty by default. */
  readonly bashEnvAllow: readonly string[];
}

export type SettingsFormat = 'json' | 'toml';

/** Backends that vv-llm v1 files put at the top level. */
const LEGACY_TOP_LEVEL_BACKENDS = [
  'anthropic', 'deepseek', 'gemini', 'groq', 'local', 'minimax', 'mistral', 'moonshot', 'openai',
  'qwen', 'yi', 'zhipuai', 'baichuan', 'stepfun', 'xai', 'xiaomi', 'ernie',
];

export function settingsFormatOf(path: string): SettingsFormat {
  return path.toLowerCase().endsWith('.toml') ? 'toml' : 'json';
}

export async function loadSettings(path: string): Promise<LlmSettings> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw readError(path, error);
  }
  return parseSettings(text, settingsFormatOf(path), path);
}

/** Synchronous twin of loadSettings, for command start-up code that validates before reading stdin. */
export function loadSettingsSync(path: string): LlmSettings {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw readError(path, error);
  }
  return parseSettings(text, settingsFormatOf(path), path);
}

/**
 * The settings file shipped with the package (`config/settings.example.json`): a `scripted`
 * backend that needs no key, plus provider examples whose keys come from the environment.
 * The path is the same from `src/lib/llm` and `dist/lib/llm`: three levels up is the package root.
 */
export function defaultSettingsPath(): string {
  // From the package root, so that it is the same file from src/ (tsx) and dist/src/ (built).
  return resolvePath(packageRoot(), 'config', 'settings.example.json');
}

export function parseSettings(text: string, format: SettingsFormat, source: string): LlmSettings {
  let data: unknown;
  try {
    data = format === 'toml' ? parseToml(text) : JSON.parse(text);
  } catch (error) {
    throw new LlmError('settings_invalid', `settings file ${source} is not valid ${format.toUpperCase()}${syntaxErrorLocation(error, text)}`);
  }
  return validateSettings(data, source);
}

export function validateSettings(data: unknown, source: string): LlmSettings {
  const bad = (path: string, problem: string): LlmError =>
    new LlmError('settings_invalid', `settings file ${source}: ${path} ${problem}`);
  if (!isObject(data)) throw new LlmError('settings_invalid', `settings file ${source} must contain an object at the top level`);

  const version = data['VERSION'];
  if (version !== undefined && version !== '2' && version !== 2) {
    throw new LlmError(
      'settings_invalid',
      `settings file ${source} has VERSION ${JSON.stringify(version)}; only vv-llm settings version "2" is supported`,
    );
  }
  const legacy = LEGACY_TOP_LEVEL_BACKENDS.find((name) => Object.hasOwn(data, name));
  if (legacy !== undefined) {
    throw bad(legacy, `is a version-1 top-level backend table; move it under backends.${legacy} (version 2 layout)`);
  }

  const endpointsValue = data['endpoints'] ?? [];
  if (!Array.isArray(endpointsValue)) throw bad('endpoints', 'must be a list');
  const endpoints: EndpointSettings[] = [];
  const seen = new Set<string>();
  endpointsValue.forEach((value: unknown, i) => {
    const path = `endpoints[${i}]`;
    if (!isObject(value)) throw bad(path, 'must be an object');
    const id = value['id'];
    if (typeof id !== 'string' || id === '') throw bad(`${path}.id`, 'must be a non-empty string');
    if (seen.has(id)) throw bad(`${path}.id`, `repeats the endpoint id '${id}'`);
    seen.add(id);
    const headers = value['headers'] ?? {};
    if (!isObject(headers) || !Object.values(headers).every((h) => typeof h === 'string')) {
      throw bad(`${path}.headers`, 'must be an object of strings');
    }
    endpoints.push({
      id,
      enabled: optionalBoolean(value['enabled'], `${path}.enabled`, bad) ?? true,
      apiBase: optionalString(value['api_base'], `${path}.api_base`, bad),
      // Only the key's presence is ever reported; the error names the path, not the value.
      apiKey: optionalString(value['api_key'], `${path}.api_key`, bad),
      endpointType: optionalString(value['endpoint_type'], `${path}.endpoint_type`, bad),
      headers: headers as Record<string, string>,
      raw: value,
    });
  });

  const backendsValue = data['backends'] ?? {};
  if (!isObject(backendsValue)) throw bad('backends', 'must be an object');
  const backends = new Map<string, BackendSettings>();
  for (const [name, backendValue] of Object.entries(backendsValue)) {
    const path = `backends.${name}`;
    if (!isObject(backendValue)) throw bad(path, 'must be an object');
    const modelsValue = backendValue['models'] ?? {};
    if (!isObject(modelsValue)) throw bad(`${path}.models`, 'must be an object');
    const models = new Map<string, ModelSettings>();
    for (const [key, modelValue] of Object.entries(modelsValue)) {
      models.set(key, validateModel(key, modelValue, `${path}.models.${key}`, bad));
    }
    backends.set(name, {
      name,
      defaultEndpoint: optionalString(backendValue['default_endpoint'], `${path}.default_endpoint`, bad),
      models,
    });
  }
  return { source, version: '2', endpoints, backends, tools: validateToolSettings(data['tools'], bad) };
}

type Bad = (path: string, problem: string) => LlmError;

function validateToolSettings(value: unknown, bad: Bad): ToolSettings {
  if (value === undefined) return { bashEnvAllow: [] };
  if (!isObject(value)) throw bad('tools', 'must be an object');
  const bash = value['bash'] ?? {};
  if (!isObject(bash)) throw bad('tools.bash', 'must be an object');
  const allow = bash['env_allow'] ?? [];
  if (!Array.isArray(allow) || !allow.every((name) => typeof name === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))) {
    throw bad('tools.bash.env_allow', 'must be a list of environment variable names');
  }
  return { bashEnvAllow: allow as string[] };
}

function validateModel(key: string, value: unknown, path: string, bad: Bad): ModelSettings {
  if (!isObject(value)) throw bad(path, 'must be an object');
  const id = value['id'];
  if (id !== undefined && (typeof id !== 'string' || id === '')) throw bad(`${path}.id`, 'must be a non-empty string');
  const bindingsValue = value['endpoints'] ?? [];
  if (!Array.isArray(bindingsValue)) throw bad(`${path}.endpoints`, 'must be a list');
  const endpoints = bindingsValue.map((binding: unknown, i): EndpointBindingSettings => {
    const bpath = `${path}.endpoints[${i}]`;
    if (typeof binding === 'string') {
      if (binding === '') throw bad(bpath, 'must be a non-empty endpoint id');
      return { endpointId: binding, modelId: null, enabled: true, priority: 1 };
    }
    if (!isObject(binding)) throw bad(bpath, 'must be an endpoint id or an object with endpoint_id');
    const endpointId = binding['endpoint_id'];
    if (typeof endpointId !== 'string' || endpointId === '') throw bad(`${bpath}.endpoint_id`, 'must be a non-empty string');
    const priority = binding['priority'] ?? 1;
    if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < 1) {
      throw bad(`${bpath}.priority`, 'must be an integer >= 1');
    }
    return {
      endpointId,
      modelId: optionalString(binding['model_id'], `${bpath}.model_id`, bad),
      enabled: optionalBoolean(binding['enabled'], `${bpath}.enabled`, bad) ?? true,
      priority,
    };
  });
  return {
    key,
    id: typeof id === 'string' ? id : key,
    enabled: optionalBoolean(value['enabled'], `${path}.enabled`, bad) ?? true,
    endpoints,
    contextLength: optionalCount(value['context_length'], `${path}.context_length`, bad),
    maxOutputTokens: optionalCount(value['max_output_tokens'], `${path}.max_output_tokens`, bad),
    functionCallAvailable: optionalBoolean(value['function_call_available'], `${path}.function_call_available`, bad),
    raw: value,
  };
}

/**
 * Parser messages quote the offending source text (Node's JSON.parse does, smol-toml prints a code
 * frame), and that text may be an api_key line; so only the location is reported.
 */
function syntaxErrorLocation(error: unknown, text: string): string {
  if (typeof error !== 'object' || error === null) return '';
  const e = error as { line?: unknown; column?: unknown; message?: unknown };
  if (typeof e.line === 'number' && typeof e.column === 'number') return ` (line ${e.line}, column ${e.column})`;
  const message = typeof e.message === 'string' ? e.message : '';
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return ` (line ${lineCol[1]}, column ${lineCol[2]})`;
  const position = /position (\d+)/.exec(message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
  }
  if (/end of (JSON|data) input/i.test(message)) return ' (unexpected end of input)';
  // Node 20 gives no position for this one, only the character and a quote of the text around it.
  const token = /^Unexpected token '(.)'/.exec(message);
  if (token) return ` (unexpected character '${token[1]}')`;
  return '';
}

function readError(path: string, error: unknown): LlmError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return new LlmError('settings_not_found', `settings file not found: ${path}`, { cause: error });
  if (code === 'EISDIR') return new LlmError('settings_invalid', `settings path is a directory, not a file: ${path}`, { cause: error });
  return new LlmError('settings_invalid', `settings file ${path} cannot be read (${code ?? 'unknown error'})`, { cause: error });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown, path: string, bad: Bad): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw bad(path, 'must be a string');
  return value;
}

function optionalBoolean(value: unknown, path: string, bad: Bad): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw bad(path, 'must be true or false');
  return value;
}

function optionalCount(value: unknown, path: string, bad: Bad): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw bad(path, 'must be a non-negative integer');
  return value;
}
