/**
 * Which settings file, backend and model a command uses when the user does not say (issue 12,
 * point 17). One chain for every command that takes `--settings` (app-server, debug app-server
 * send-message, doctor), and each answer says where it came from, so `vv-agent doctor` can show
 * the chain and an error can name the step that chose a file.
 *
 * Settings file: `--settings`, else `$VV_AGENT_SETTINGS`, else `<home>/settings.json`, else
 * `<home>/settings.toml` (home is `$VV_AGENT_HOME`, else `~/.vv-agent`, the same directory the
 * App Server keeps its state in), else the shipped `config/settings.example.json`.
 * Backend and model: `--backend` / `--model`, else `$VV_AGENT_BACKEND` / `$VV_AGENT_MODEL`, else
 * the settings file's first enabled model (of the given backend, or the backend that has the
 * given model).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { vvAgentHome } from '../shared/vvAgentHome.js';
import { LlmError } from './errors.js';
import { defaultSettingsPath, loadSettings, type LlmSettings, type ModelSettings } from './loadSettings.js';
import { resolveModel, unknownBackend, type ResolvedModel } from './resolveModel.js';

export const SETTINGS_ENV = 'VV_AGENT_SETTINGS';
export const BACKEND_ENV = 'VV_AGENT_BACKEND';
export const MODEL_ENV = 'VV_AGENT_MODEL';
/** File names looked for in vv-agent's home directory, in this order. */
export const HOME_SETTINGS_FILES = ['settings.json', 'settings.toml'] as const;

type Env = Readonly<Record<string, string | undefined>>;

/** `flag`: --settings; `env`: $VV_AGENT_SETTINGS; `home`: a file in vv-agent's home; `shipped`: the package's example. */
export type SettingsSource = 'flag' | 'env' | 'home' | 'shipped';

/** One step of the chain as it was followed: `used` ends it; the steps after it are not listed. */
export interface SettingsStep {
  readonly source: SettingsSource;
  /** What the step looks at: `--settings`, `$VV_AGENT_SETTINGS`, a path. */
  readonly what: string;
  readonly outcome: 'used' | 'not set' | 'not found';
}

export interface SettingsLocation {
  readonly path: string;
  readonly source: SettingsSource;
  /** Why this file, in words: `--settings`, `$VV_AGENT_SETTINGS`, `found in <home>`, ... */
  readonly reason: string;
  readonly chain: readonly SettingsStep[];
}

export interface DiscoverSettingsInput {
  /** The `--settings` flag. */
  readonly settings?: string | undefined;
  /** Default process.env. */
  readonly env?: Env;
  /** The user's home directory (default os.homedir()); only used when VV_AGENT_HOME is unset. */
  readonly homedir?: string;
}

export function discoverSettings(input: DiscoverSettingsInput = {}): SettingsLocation {
  const env = input.env ?? process.env;
  const chain: SettingsStep[] = [];
  if (input.settings !== undefined) {
    if (input.settings.trim() === '') throw new UsageError('--settings must not be empty', 'settings_flag_empty');
    chain.push({ source: 'flag', what: '--settings', outcome: 'used' });
    return { path: input.settings, source: 'flag', reason: 'given with --settings', chain };
  }
  chain.push({ source: 'flag', what: '--settings', outcome: 'not set' });
  // A variable that is set wins even when its file is missing: loading then fails naming it,
  // rather than silently running on another file than the one the user pointed at.
  const fromEnv = env[SETTINGS_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    chain.push({ source: 'env', what: `$${SETTINGS_ENV}`, outcome: 'used' });
    return { path: fromEnv, source: 'env', reason: `from $${SETTINGS_ENV}`, chain };
  }
  chain.push({ source: 'env', what: `$${SETTINGS_ENV}`, outcome: 'not set' });
  const home = vvAgentHome(env, input.homedir);
  for (const name of HOME_SETTINGS_FILES) {
    const path = join(home, name);
    if (isFile(path)) {
      chain.push({ source: 'home', what: path, outcome: 'used' });
      const homeFrom = env['VV_AGENT_HOME'] !== undefined && env['VV_AGENT_HOME'] !== '' ? '$VV_AGENT_HOME' : 'vv-agent\'s home directory';
      return { path, source: 'home', reason: `found in ${homeFrom} (${home})`, chain };
    }
    chain.push({ source: 'home', what: path, outcome: 'not found' });
  }
  chain.push({ source: 'shipped', what: defaultSettingsPath(), outcome: 'used' });
  return { path: defaultSettingsPath(), source: 'shipped', reason: 'no settings of your own: the shipped example (scripted model, no key needed)', chain };
}

/** `flag`: --backend/--model; `env`: $VV_AGENT_BACKEND/$VV_AGENT_MODEL; `settings`: picked from the settings file. */
export type ModelChoiceSource = 'flag' | 'env' | 'settings';

export interface ChosenName {
  readonly value: string;
  readonly source: ModelChoiceSource;
  readonly reason: string;
}

export interface ModelChoice {
  readonly backend: ChosenName;
  readonly model: ChosenName;
}

export interface ChooseModelInput {
  readonly backend?: string | undefined;
  readonly model?: string | undefined;
  readonly env?: Env;
}

/** Names the backend and model to use; whether they resolve (keys, endpoints) is resolveModel's business. */
export function chooseModel(settings: LlmSettings, input: ChooseModelInput = {}): ModelChoice {
  const env = input.env ?? process.env;
  const backend = given('backend', input.backend, BACKEND_ENV, env);
  const model = given('model', input.model, MODEL_ENV, env);
  if (backend !== undefined && model !== undefined) return { backend, model };
  if (backend !== undefined) {
    const backendSettings = settings.backends.get(backend.value);
    if (backendSettings === undefined) throw unknownBackend(settings, backend.value);
    const first = enabledModels(backendSettings.models)[0];
    if (first === undefined) throw new LlmError('unknown_model', `backend '${backend.value}' has no enabled model in ${settings.source}`);
    return { backend, model: { value: first.key, source: 'settings', reason: `the first model of backend '${backend.value}' in the settings file` } };
  }
  if (model !== undefined) {
    const owner = [...settings.backends.values()].find((b) => enabledModels(b.models).some((m) => m.key === model.value || m.id === model.value));
    if (owner === undefined) {
      throw new LlmError('unknown_model', `model '${model.value}' is not configured for any backend in ${settings.source}${configuredModels(settings)}`);
    }
    return { backend: { value: owner.name, source: 'settings', reason: `the backend that has model '${model.value}' in the settings file` }, model };
  }
  for (const b of settings.backends.values()) {
    const first = enabledModels(b.models)[0];
    if (first !== undefined) {
      const reason = 'the first model in the settings file';
      return { backend: { value: b.name, source: 'settings', reason }, model: { value: first.key, source: 'settings', reason } };
    }
  }
  throw new LlmError('unknown_model', `settings file ${settings.source} configures no enabled model; add one under backends.<name>.models`);
}

export interface AgentSettings {
  readonly location: SettingsLocation;
  readonly settings: LlmSettings;
  readonly choice: ModelChoice;
  readonly model: ResolvedModel;
}

export type ResolveAgentSettingsInput = DiscoverSettingsInput & ChooseModelInput;

/** The whole chain: find the settings file, load it, choose backend and model, resolve the model. */
export async function resolveAgentSettings(input: ResolveAgentSettingsInput = {}): Promise<AgentSettings> {
  const env = input.env ?? process.env;
  const location = discoverSettings(input);
  const settings = await loadSettings(location.path);
  const choice = chooseModel(settings, input);
  const model = resolveModel(settings, choice.backend.value, choice.model.value, { env });
  return { location, settings, choice, model };
}

function given(what: 'backend' | 'model', flag: string | undefined, envName: string, env: Env): ChosenName | undefined {
  if (flag !== undefined) {
    if (flag.trim() === '') throw new UsageError(`--${what} must not be empty`, `${what}_flag_empty`);
    return { value: flag, source: 'flag', reason: `given with --${what}` };
  }
  const fromEnv = env[envName];
  if (fromEnv !== undefined && fromEnv.trim() !== '') return { value: fromEnv.trim(), source: 'env', reason: `from $${envName}` };
  return undefined;
}

function enabledModels(models: ReadonlyMap<string, ModelSettings>): ModelSettings[] {
  return [...models.values()].filter((m) => m.enabled);
}

function configuredModels(settings: LlmSettings): string {
  const names = [...settings.backends.values()].flatMap((b) => enabledModels(b.models).map((m) => `${b.name}/${m.key}`));
  return names.length > 0 ? ` (configured models: ${names.join(', ')})` : '';
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    // Absent or unreadable: this step finds nothing and the chain goes on.
    return false;
  }
}
