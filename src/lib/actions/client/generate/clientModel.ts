import type { ActionCapability, Capabilities } from '../../../../../generated/actions/types.js';
import type { JsonSchema } from '../../../schema/schemaSet.js';
import { isSimple } from '../../../schema/typescriptTypes.js';

/** HTTP methods a generated client sends (the ones `agent call` sends). */
export type ClientHttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const CLIENT_HTTP_METHODS: ReadonlySet<string> = new Set<ClientHttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export interface HttpBinding {
  readonly method: ClientHttpMethod;
  /** The route as advertised (`server.base_url` prefix included), with `{param}` segments. */
  readonly path: string;
  /** GET/DELETE: the input goes in the query string; otherwise as the JSON body. */
  readonly query: boolean;
}

export interface McpBinding {
  readonly tool: string;
  readonly transport: string;
  /** Null for stdio (or an MCP server not started): the caller passes one. */
  readonly url: string | null;
}

/** One schema of an action, prepared for quicktype: its own document, named `typeName`. */
export interface ActionType {
  readonly typeName: string;
  /** The schema; null when the action declares none. */
  readonly schema: JsonSchema | null;
  /** Whether quicktype gives it a named type (an object with properties, or a string enum). */
  readonly named: boolean;
}

export interface ClientAction {
  readonly name: string;
  readonly description: string;
  /** Words of the name, for each language's identifier style. */
  readonly words: readonly string[];
  readonly http: HttpBinding | null;
  readonly mcp: McpBinding | null;
  readonly input: ActionType;
  readonly output: ActionType;
}

export interface ClientModel {
  /** Origin of the advertised HTTP routes, the generated client's default base URL. */
  readonly baseUrl: string | null;
  readonly actions: readonly ClientAction[];
  /** Advertised actions with no transport a client can call (queue only, or nothing served). */
  readonly skipped: readonly { readonly name: string; readonly reason: string }[];
}

/** `calculator.add` -> `['calculator', 'add']`; `getHTTPItem` -> `['get', 'http', 'item']`; a leading digit gets `action`. */
export function identifierWords(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
  if (words.length === 0) return ['action'];
  return /^[0-9]/.test(words[0]!) ? ['action', ...words] : words;
}

const capital = (w: string): string => w[0]!.toUpperCase() + w.slice(1);
export const pascalCase = (words: readonly string[]): string => words.map(capital).join('');
export const camelCase = (words: readonly string[]): string => words[0]! + words.slice(1).map(capital).join('');
export const snakeCase = (words: readonly string[]): string => words.join('_');

const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
const NOT_SCHEMAS = new Set(['const', 'enum', 'default', 'examples', 'required']);

/**
 * A copy of an action's schema as its own document: `$id`/`$schema` dropped (refs resolve in the
 * document itself) and `format` dropped, so a `date-time` string stays a string instead of a
 * `Date` that JSON never carries (and Python needs no dateutil).
 */
export function prepareSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prepareSchema);
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value as JsonSchema)) {
    if (key === '$id' || key === '$schema' || key === 'format') continue;
    if (NOT_SCHEMAS.has(key)) out[key] = v;
    else if (SCHEMA_MAPS.has(key) && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      out[key] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, prepareSchema(s)]));
    } else out[key] = prepareSchema(v);
  }
  return out;
}

function actionType(typeName: string, schema: Record<string, unknown> | null | undefined): ActionType {
  if (schema === null || schema === undefined) return { typeName, schema: null, named: false };
  const prepared = prepareSchema(schema) as JsonSchema;
  return { typeName, schema: prepared, named: !isSimple(prepared) };
}

function httpBinding(action: ActionCapability): HttpBinding | null {
  const http = action.transports.http;
  if (!http?.available || !CLIENT_HTTP_METHODS.has(http.method)) return null;
  const method = http.method as ClientHttpMethod;
  return { method, path: http.path, query: method === 'GET' || method === 'DELETE' };
}

function mcpBinding(action: ActionCapability): McpBinding | null {
  const mcp = action.transports.mcp;
  return mcp?.available ? { tool: mcp.name, transport: mcp.transport, url: mcp.url } : null;
}

/** `http://h:p/prefix/v1/add` with path `/prefix/v1/add` -> `http://h:p`. */
function originOf(actions: readonly ActionCapability[]): string | null {
  for (const action of actions) {
    const http = action.transports.http;
    if (http?.available && http.url.endsWith(http.path)) return http.url.slice(0, http.url.length - http.path.length);
  }
  return null;
}

/**
 * What every language's client is generated from: the callable actions of a validated
 * /capabilities document, each with unique identifier words (two names that read the same get
 * `2`, `3`...) and its input/output schemas as standalone documents.
 */
export function clientModel(capabilities: Capabilities): ClientModel {
  const actions: ClientAction[] = [];
  const skipped: { name: string; reason: string }[] = [];
  const taken = new Set<string>();
  for (const action of capabilities.actions) {
    const http = httpBinding(action);
    const mcp = mcpBinding(action);
    if (http === null && mcp === null) {
      const offered = action.available_transports.join(', ') || 'none';
      skipped.push({ name: action.name, reason: `no HTTP route (GET, POST, PUT, PATCH, DELETE) or MCP tool served (available: ${offered})` });
      continue;
    }
    let words = identifierWords(action.name);
    // Keyed by the words run together: type names that differ only in case (`a.b` gives `AB`, `ab`
    // gives `Ab`) would be one name in languages that re-case them (clientTypes.withDeclaredNames).
    for (let n = 2; taken.has(words.join('')); n++) words = [...identifierWords(action.name), String(n)];
    taken.add(words.join(''));
    const base = pascalCase(words);
    actions.push({
      name: action.name,
      description: action.description,
      words,
      http,
      mcp,
      input: actionType(`${base}Input`, action.input_schema),
      output: actionType(`${base}Output`, action.output_schema),
    });
  }
  return { baseUrl: originOf(capabilities.actions), actions, skipped };
}

/** Every named type of the model, each in its own document: what quicktype is run over. */
export function namedTypes(model: ClientModel): { name: string; schema: JsonSchema }[] {
  return model.actions.flatMap((a) => [a.input, a.output]).flatMap((t) => (t.named && t.schema !== null ? [{ name: t.typeName, schema: t.schema }] : []));
}
