import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ini from 'ini';
import type { AgentConfig } from '../../../generated/actions/types.js';
import { validateAgentConfig } from '../../../generated/actions/validators.js';
import { parseLogLevel } from '../shared/logger.js';
import { VvAgentError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';

export type { AgentConfig };

/** A config.ini problem: names the file, section and key, and what was expected. Exit code 2. */
export class AgentConfigError extends VvAgentError {
  constructor(message: string, code = 'config_invalid') {
    super(code, message, 'config');
  }
}

export interface LoadAgentConfigOptions {
  /** `VV_AGENT__SECTION__KEY` overrides come from here. Default process.env. */
  readonly env?: NodeJS.ProcessEnv;
}

type PropertySchema = { type?: string; enum?: unknown[]; default?: unknown; $ref?: string };
type SectionSchema = { properties: Record<string, PropertySchema> };

const ENV_PREFIX = 'VV_AGENT__';

let cachedSections: Record<string, SectionSchema> | undefined;

/** The sections of `AgentConfig` as the schema declares them (types and defaults live there only). */
function sections(): Record<string, SectionSchema> {
  if (cachedSections) return cachedSections;
  const doc = JSON.parse(readFileSync(join(packageRoot(), 'schemas', 'actions', 'definitions.json'), 'utf8')) as {
    $defs: Record<string, { properties?: Record<string, { $ref?: string }> }>;
  };
  const root = doc.$defs['AgentConfig']?.properties ?? {};
  const result: Record<string, SectionSchema> = {};
  for (const [section, ref] of Object.entries(root)) {
    const name = ref.$ref?.split('/').pop() ?? '';
    const properties = (doc.$defs[name]?.properties ?? {}) as Record<string, PropertySchema>;
    for (const property of Object.values(properties)) {
      const target = property.$ref?.split('/').pop();
      if (target !== undefined) Object.assign(property, { ...(doc.$defs[target] as PropertySchema), default: property.default });
    }
    result[section] = { properties };
  }
  cachedSections = result;
  return result;
}

/** Every key at its default: what an agent runs with when there is no config.ini. */
export function defaultAgentConfig(): AgentConfig {
  const config: Record<string, Record<string, unknown>> = {};
  for (const [section, schema] of Object.entries(sections())) {
    config[section] = Object.fromEntries(Object.entries(schema.properties).map(([key, p]) => [key, structuredClone(p.default)]));
  }
  return config as unknown as AgentConfig;
}

/**
 * Reads `config.ini` (contract §5): the seed's sections, typed by `schemas/actions` (defaults,
 * types, enums, ranges), unknown sections and keys refused, `agent.auth_enabled` refused with its
 * rename, then `VV_AGENT__SECTION__KEY` environment overrides (so secrets need not be in the file).
 * `path` undefined: `./config.ini` when it exists, else the defaults.
 */
export function loadAgentConfig(path?: string, options: LoadAgentConfigOptions = {}): AgentConfig {
  const file = path ?? (existsSync('config.ini') ? 'config.ini' : undefined);
  const config = defaultAgentConfig() as unknown as Record<string, Record<string, unknown>>;
  const where = file === undefined ? 'defaults' : file;
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(resolve(file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new AgentConfigError(`${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : 'cannot be read'}`, 'config_not_found');
    }
    applyIni(config, ini.parse(text), file);
  }
  applyEnv(config, options.env ?? process.env);
  if (!validateAgentConfig(config)) {
    const error = validateAgentConfig.errors?.[0];
    const key = (error?.instancePath ?? '').split('/').filter((p) => p !== '').join('.');
    throw new AgentConfigError(`${where}: ${key || 'config'}: ${error?.message ?? 'is invalid'}`);
  }
  // The schema types it as a string (levels are read in any case): the names are checked here.
  const level = (config as unknown as AgentConfig).logging.level;
  if (parseLogLevel(level) === null) {
    throw new AgentConfigError(`${where}: logging.level: expected DEBUG, INFO, WARNING, ERROR or CRITICAL (any case; also TRACE, WARN, FATAL, SILENT), not ${JSON.stringify(level)}`);
  }
  return config;
}

function applyIni(config: Record<string, Record<string, unknown>>, parsed: Record<string, unknown>, file: string): void {
  const schema = sections();
  for (const [section, values] of Object.entries(parsed)) {
    if (typeof values !== 'object' || values === null) {
      throw new AgentConfigError(`${file}: key "${section}" is outside any section (expected [${Object.keys(schema).join('], [')}])`);
    }
    // configparser lowercases names; so do we, so that one config.ini serves Python agents too.
    for (const [key, raw] of Object.entries(values as Record<string, unknown>)) setKey(config, section.toLowerCase(), key.toLowerCase(), raw, file);
  }
}

function applyEnv(config: Record<string, Record<string, unknown>>, env: NodeJS.ProcessEnv): void {
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(ENV_PREFIX) || value === undefined) continue;
    const parts = name.slice(ENV_PREFIX.length).split('__');
    if (parts.length !== 2 || parts.some((p) => p === '')) {
      throw new AgentConfigError(`environment ${name}: expected ${ENV_PREFIX}SECTION__KEY`);
    }
    setKey(config, parts[0]!.toLowerCase(), parts[1]!.toLowerCase(), value, `environment ${name}`);
  }
}

function setKey(config: Record<string, Record<string, unknown>>, section: string, key: string, raw: unknown, where: string): void {
  const schema = sections()[section];
  if (!schema) throw new AgentConfigError(`${where}: unknown section [${section}] (known: ${Object.keys(sections()).join(', ')})`);
  if (section === 'agent' && key === 'auth_enabled') {
    throw new AgentConfigError(`${where}: agent.auth_enabled was renamed to agent.enable_auth`, 'config_renamed_key');
  }
  const property = schema.properties[key];
  if (!property) throw new AgentConfigError(`${where}: unknown key ${section}.${key} (known: ${Object.keys(schema.properties).join(', ')})`);
  config[section]![key] = coerce(raw, property, `${where}: ${section}.${key}`);
}

const TRUE = ['true', 'yes', 'on', '1'];
const FALSE = ['false', 'no', 'off', '0'];

/** INI values are text (ini turns true/false into booleans): type them as the schema says. */
function coerce(raw: unknown, property: PropertySchema, label: string): unknown {
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (property.type) {
    case 'integer':
      if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
      if (/^[+-]?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
      throw new AgentConfigError(`${label}: expected an integer, got ${JSON.stringify(raw)}`);
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (TRUE.includes(text.toLowerCase())) return true;
      if (FALSE.includes(text.toLowerCase())) return false;
      throw new AgentConfigError(`${label}: expected true or false, got ${JSON.stringify(raw)}`);
    default:
      if (property.enum && !property.enum.includes(text)) {
        throw new AgentConfigError(`${label}: expected one of ${property.enum.join(', ')}, got ${JSON.stringify(raw)}`);
      }
      return text;
  }
}
