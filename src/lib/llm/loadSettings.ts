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
 * Only the parts this package reads are validated, by the JSON Schema `schemas/llm` (a precompiled
 * validator), and each error names the file and the key path.
 */
import { readFile } from 'node:fs/promises';
import { packageRoot } from '../shared/packageRoot.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import type * as SmolToml from 'smol-toml';
import type { ModelEntry } from '../../../generated/llm/types.js';
import { validateLlmSettingsFile } from '../../../generated/llm/validators.js';
import { formatSchemaPath, schemaProblem } from '../shared/schemaProblem.js';
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

/**
 * smol-toml (its one-file CommonJS build), required for the first TOML file: JSON settings, the
 * App Server's usual case, never load it (issue 13, P1: the ESM build is nine modules).
 */
function parseToml(text: string): unknown {
  return (createRequire(import.meta.url)('smol-toml') as typeof SmolToml).parse(text);
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

  // Before the shape: a different version or layout has different keys, and saying so helps more
  // than naming the first key that does not fit.
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
  if (!validateLlmSettingsFile(data)) {
    const { path, problem } = schemaProblem(validateLlmSettingsFile.errors, data);
    throw bad(formatSchemaPath(path), problem);
  }

  const seen = new Set<string>();
  const endpoints = (data.endpoints ?? []).map((value, i): EndpointSettings => {
    if (seen.has(value.id)) throw bad(`endpoints[${i}].id`, `repeats the endpoint id '${value.id}'`);
    seen.add(value.id);
    return {
      id: value.id,
      enabled: value.enabled ?? true,
      apiBase: value.api_base ?? null,
      // Only the key's presence is ever reported; errors name the path, not the value.
      apiKey: value.api_key ?? null,
      endpointType: value.endpoint_type ?? null,
      headers: value.headers ?? {},
      raw: value,
    };
  });
  const backends = new Map<string, BackendSettings>();
  for (const [name, backend] of Object.entries(data.backends ?? {})) {
    const models = new Map<string, ModelSettings>();
    for (const [key, model] of Object.entries(backend.models ?? {})) models.set(key, modelSettings(key, model));
    backends.set(name, { name, defaultEndpoint: backend.default_endpoint ?? null, models });
  }
  return { source, version: '2', endpoints, backends, tools: { bashEnvAllow: data.tools?.bash?.env_allow ?? [] } };
}

function modelSettings(key: string, value: ModelEntry): ModelSettings {
  return {
    key,
    id: value.id ?? key,
    enabled: value.enabled ?? true,
    endpoints: (value.endpoints ?? []).map(
      (binding): EndpointBindingSettings =>
        typeof binding === 'string'
          ? { endpointId: binding, modelId: null, enabled: true, priority: 1 }
          : { endpointId: binding.endpoint_id, modelId: binding.model_id ?? null, enabled: binding.enabled ?? true, priority: binding.priority ?? 1 },
    ),
    contextLength: value.context_length ?? null,
    maxOutputTokens: value.max_output_tokens ?? null,
    functionCallAvailable: value.function_call_available ?? null,
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
