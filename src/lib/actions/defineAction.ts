import { Action, type ResolvedHttp, type ResolvedMcp, type ResolvedQueue } from './Action.js';
import { ActionRegistry } from './ActionRegistry.js';
import { isSchemaWithJson, jsonSchema, type JsonObject, type SchemaWithJson } from './schema.js';
import {
  HTTP_METHODS,
  type ActionHandler,
  type ActionInput,
  type ActionOptions,
  type ActionOutput,
  type Guard,
  type HttpMethod,
  type Intent,
} from './types.js';

const ACTION_KEYS = ['name', 'description', 'http', 'mcp', 'queue', 'intents', 'input', 'output', 'guards', 'capability'];
const HTTP_KEYS = ['url', 'path', 'method'];
const MCP_KEYS = ['name', 'description', 'annotations'];
const ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
const QUEUE_KEYS = ['listen', 'replyRequired', 'maxRetries', 'retryBackoffSeconds', 'deadLetterQueue'];
const INTENT_KEYS = ['name', 'description', 'examples'];

/**
 * Declares an action once and registers it (contract §2). Transports are opt-in by presence:
 * no `http` block, no route; no `mcp` block, no tool. Declarations are checked now, at import
 * time, so that a typo (`http.verb`) or a collision fails before any server is wired.
 */
export function defineAction<I extends SchemaWithJson | undefined = undefined, O extends SchemaWithJson | undefined = undefined>(
  options: ActionOptions<I, O>,
  handler: ActionHandler<ActionInput<I>, ActionOutput<O>>,
): Action<ActionInput<I>, ActionOutput<O>> {
  const action = buildAction(options, handler);
  ActionRegistry.register(action);
  return action;
}

/** The action `defineAction` would register, checked the same way, but not registered. */
export function buildAction<I extends SchemaWithJson | undefined = undefined, O extends SchemaWithJson | undefined = undefined>(
  options: ActionOptions<I, O>,
  handler: ActionHandler<ActionInput<I>, ActionOutput<O>>,
): Action<ActionInput<I>, ActionOutput<O>> {
  return new Action<ActionInput<I>, ActionOutput<O>>({
    ...resolveOptions(options),
    handler: handler as (input: unknown, ctx: Parameters<ActionHandler<unknown, unknown>>[1]) => unknown,
  });
}

export interface LegacyActionOptions<I extends SchemaWithJson | undefined> {
  readonly name: string;
  readonly description: string;
  readonly path: string;
  readonly method?: HttpMethod;
  readonly intents?: readonly Intent[];
  /** A schema, or the seed's `input_schema` dict (plain JSON Schema). */
  readonly input?: I | JsonObject;
  readonly guards?: readonly Guard<ActionInput<I>>[];
  readonly capability?: boolean;
}

let legacyWarned = false;

/**
 * The seed's deprecated `@action`: HTTP at `path`, plus MCP under the action's name when it is a
 * capability. Kept so that old agents port line by line; warns once per process.
 */
export function legacyAction<I extends SchemaWithJson | undefined = undefined>(
  options: LegacyActionOptions<I>,
  handler: ActionHandler<ActionInput<I>, unknown>,
): Action<ActionInput<I>, unknown> {
  if (!legacyWarned) {
    legacyWarned = true;
    process.emitWarning('legacyAction() is deprecated; declare transports with defineAction({ http, mcp })', {
      type: 'DeprecationWarning',
      code: 'VV_AGENT_LEGACY_ACTION',
    });
  }
  rejectUnknownKeys(options, ['name', 'description', 'path', 'method', 'intents', 'input', 'guards', 'capability'], `action "${String(options.name)}"`);
  const capability = options.capability ?? true;
  const input = options.input === undefined || isSchemaWithJson(options.input) ? options.input : jsonSchema(options.input);
  return defineAction(
    {
      name: options.name,
      description: options.description,
      http: { url: options.path, method: options.method ?? 'POST' },
      ...(capability ? { mcp: {} } : {}),
      ...(options.intents ? { intents: options.intents } : {}),
      ...(input ? { input: input as I } : {}),
      ...(options.guards ? { guards: options.guards } : {}),
      capability,
    },
    handler,
  );
}

type Resolved = Omit<ConstructorParameters<typeof Action>[0], 'handler'>;

function resolveOptions(options: ActionOptions<SchemaWithJson | undefined, SchemaWithJson | undefined>): Resolved {
  if (typeof options !== 'object' || options === null) throw new TypeError('defineAction needs an options object');
  const label = `action "${String(options.name)}"`;
  rejectUnknownKeys(options, ACTION_KEYS, label);
  if (typeof options.name !== 'string' || options.name.trim() === '') throw new TypeError('an action needs a non-empty name');
  if (typeof options.description !== 'string') throw new TypeError(`${label}: description must be a string`);
  if (options.http === undefined && options.mcp === undefined && options.queue === undefined) {
    throw new TypeError(`${label} declares no transport: add http, mcp or queue`);
  }
  const capability = options.capability ?? true;
  if (typeof capability !== 'boolean') throw new TypeError(`${label}: capability must be a boolean`);
  if (!capability && options.mcp !== undefined) {
    throw new TypeError(`${label}: capability:false with an mcp block is contradictory (a tool is always advertised to models); omit mcp`);
  }
  for (const [key, schema] of [['input', options.input], ['output', options.output]] as const) {
    if (schema !== undefined && !isSchemaWithJson(schema)) {
      throw new TypeError(`${label}: ${key} must be a Standard Schema with JSON Schema (zod 4, arktype) or jsonSchema({...})`);
    }
  }
  const guards = options.guards ?? [];
  if (!Array.isArray(guards) || guards.some((g) => typeof g !== 'function')) throw new TypeError(`${label}: guards must be functions`);
  return {
    name: options.name,
    description: options.description,
    http: options.http === undefined ? null : resolveHttp(options.http, label),
    mcp: options.mcp === undefined ? null : resolveMcp(options.mcp, options.name, options.description, label),
    queue: options.queue === undefined ? null : resolveQueue(options.queue, label),
    intents: resolveIntents(options.intents ?? [], label),
    capability,
    input: options.input ?? null,
    output: options.output ?? null,
    guards: [...(guards as readonly Guard<unknown>[])],
  };
}

function resolveHttp(http: unknown, label: string): ResolvedHttp {
  const block = asBlock(http, 'http', label);
  rejectUnknownKeys(block, HTTP_KEYS, `${label} http`);
  if (block['url'] !== undefined && block['path'] !== undefined) throw new TypeError(`${label}: http has both url and path; use one`);
  const path = block['url'] ?? block['path'];
  if (typeof path !== 'string' || !path.startsWith('/')) throw new TypeError(`${label}: http path must start with "/" (got ${JSON.stringify(path)})`);
  const method = block['method'] ?? 'POST';
  if (typeof method !== 'string' || !(HTTP_METHODS as readonly string[]).includes(method)) {
    throw new TypeError(`${label}: http method must be one of ${HTTP_METHODS.join(' ')} in upper case (got ${JSON.stringify(method)})`);
  }
  return Object.freeze({ path, method: method as HttpMethod });
}

function resolveMcp(mcp: unknown, name: string, description: string, label: string): ResolvedMcp {
  const block = asBlock(mcp, 'mcp', label);
  rejectUnknownKeys(block, MCP_KEYS, `${label} mcp`);
  const toolName = block['name'] ?? name;
  const toolDescription = block['description'] ?? description;
  if (typeof toolName !== 'string' || toolName === '') throw new TypeError(`${label}: mcp name must be a non-empty string`);
  if (typeof toolDescription !== 'string') throw new TypeError(`${label}: mcp description must be a string`);
  const annotations = block['annotations'];
  if (annotations !== undefined) rejectUnknownKeys(asBlock(annotations, 'mcp.annotations', label), ANNOTATION_KEYS, `${label} mcp.annotations`);
  return Object.freeze({
    name: toolName,
    description: toolDescription,
    ...(annotations === undefined ? {} : { annotations: Object.freeze(structuredClone(annotations as object)) }),
  });
}

function resolveQueue(queue: unknown, label: string): ResolvedQueue {
  const block = asBlock(queue, 'queue', label);
  rejectUnknownKeys(block, QUEUE_KEYS, `${label} queue`);
  const listen = block['listen'];
  if (typeof listen !== 'string' || listen.trim() === '') throw new TypeError(`${label}: queue.listen must name a topic`);
  const nonNegative = (key: string, fallback: number): number => {
    const value = block[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new TypeError(`${label}: queue.${key} must be a number >= 0`);
    return value;
  };
  const replyRequired = block['replyRequired'] ?? true;
  if (typeof replyRequired !== 'boolean') throw new TypeError(`${label}: queue.replyRequired must be a boolean`);
  const dlq = block['deadLetterQueue'];
  if (dlq !== undefined && (typeof dlq !== 'string' || dlq === '')) throw new TypeError(`${label}: queue.deadLetterQueue must name a topic`);
  return Object.freeze({
    listen,
    replyRequired,
    maxRetries: Math.floor(nonNegative('maxRetries', 3)),
    retryBackoffSeconds: nonNegative('retryBackoffSeconds', 1),
    deadLetterQueue: dlq ?? null,
  });
}

function resolveIntents(intents: readonly Intent[], label: string): readonly Intent[] {
  if (!Array.isArray(intents)) throw new TypeError(`${label}: intents must be an array`);
  return Object.freeze(
    intents.map((intent: unknown, i) => {
      const block = asBlock(intent, `intents[${i}]`, label);
      rejectUnknownKeys(block, INTENT_KEYS, `${label} intents[${i}]`);
      if (typeof block['name'] !== 'string' || typeof block['description'] !== 'string') {
        throw new TypeError(`${label}: intents[${i}] needs a name and a description`);
      }
      const examples = block['examples'] ?? [];
      if (!Array.isArray(examples) || examples.some((e) => typeof e !== 'string')) throw new TypeError(`${label}: intents[${i}].examples must be strings`);
      return Object.freeze({ name: block['name'], description: block['description'], examples: Object.freeze([...(examples as string[])]) });
    }),
  );
}

function asBlock(value: unknown, key: string, label: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${label}: ${key} must be an object`);
  return value as Record<string, unknown>;
}

function rejectUnknownKeys(block: object, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(block).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw new TypeError(`${where}: unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} (allowed: ${allowed.join(', ')})`);
}
