import { silentLogger, type Logger } from '../shared/logger.js';
import { runInScope, type ActionTransport, type AuthContext, type QueueRequest } from './context.js';
import { asHttpError, HttpError, InsufficientRolesError, InternalActionError, ValidationError } from './errors.js';
import { inputJsonSchema, outputJsonSchema, validateWith, type JsonObject, type SchemaWithJson } from './schema.js';
import type { ActionContext, Guard, HttpMethod, Intent, McpToolAnnotations } from './types.js';

/** The resolved declarations of an action: defaults applied, copied, frozen. */
export interface ResolvedHttp {
  readonly path: string;
  readonly method: HttpMethod;
}
export interface ResolvedMcp {
  readonly name: string;
  readonly description: string;
  readonly annotations?: McpToolAnnotations;
}
export interface ResolvedQueue {
  readonly listen: string;
  readonly replyRequired: boolean;
  readonly maxRetries: number;
  readonly retryBackoffSeconds: number;
  readonly deadLetterQueue: string | null;
}

/** What an action declares: everything but its handler. */
export interface ActionDeclaration {
  readonly name: string;
  readonly description: string;
  readonly http: ResolvedHttp | null;
  readonly mcp: ResolvedMcp | null;
  readonly queue: ResolvedQueue | null;
  readonly intents: readonly Intent[];
  readonly capability: boolean;
  readonly input: SchemaWithJson | null;
  readonly output: SchemaWithJson | null;
  readonly guards: readonly Guard<unknown>[];
}

export interface ActionDefinition extends ActionDeclaration {
  readonly handler: (input: unknown, ctx: ActionContext) => unknown;
}

/** How a transport calls an action: who is calling, over what, and when to give up. */
export interface InvokeOptions {
  readonly transport: ActionTransport;
  readonly auth: AuthContext | null;
  /** The caller's cancellation, or a function that makes it on first use (see invoke). */
  readonly signal?: AbortSignal | (() => AbortSignal);
  readonly queue?: QueueRequest | null;
  readonly log?: Logger;
  /**
   * A result this action already produced for the same request (the queue's result cache,
   * contract §7): input validation and guards run again, the handler does not.
   */
  readonly replay?: { readonly result: unknown };
}

/**
 * One registered action. `invoke` is the single execution path every transport uses (contract
 * §2): validate input -> guards in order -> handler -> validate output. It throws only HttpErrors:
 * anything else a handler or guard throws is logged with its stack and becomes 500
 * `internal_error` without its message, so internals never reach a caller. Its public fields are
 * the declaration's (copied by the constructor; `declare` emits no field that would shadow them).
 */
export class Action<In = unknown, Out = unknown> implements ActionDeclaration {
  declare readonly name: string;
  declare readonly description: string;
  declare readonly http: ResolvedHttp | null;
  declare readonly mcp: ResolvedMcp | null;
  declare readonly queue: ResolvedQueue | null;
  declare readonly intents: readonly Intent[];
  declare readonly capability: boolean;
  declare readonly input: SchemaWithJson | null;
  declare readonly output: SchemaWithJson | null;
  declare readonly guards: readonly Guard<unknown>[];
  readonly #handler: (input: unknown, ctx: ActionContext) => unknown;
  #inputJsonSchema: JsonObject | null | undefined;
  #outputJsonSchema: JsonObject | null | undefined;
  // Phantom members keep the handler's types on the value for callers that want them.
  declare readonly __in?: In;
  declare readonly __out?: Out;

  constructor({ handler, ...declaration }: ActionDefinition) {
    Object.assign(this, declaration);
    this.#handler = handler;
    Object.freeze(this);
  }

  /** The input's JSON Schema (draft 2020-12, input mode), or null without an input schema. */
  inputJsonSchema(): JsonObject | null {
    if (this.#inputJsonSchema === undefined) this.#inputJsonSchema = this.input ? inputJsonSchema(this.input) : null;
    return this.#inputJsonSchema === null ? null : structuredClone(this.#inputJsonSchema);
  }

  /** The output's JSON Schema (draft 2020-12, output mode), or null without an output schema. */
  outputJsonSchema(): JsonObject | null {
    if (this.#outputJsonSchema === undefined) this.#outputJsonSchema = this.output ? outputJsonSchema(this.output) : null;
    return this.#outputJsonSchema === null ? null : structuredClone(this.#outputJsonSchema);
  }

  async invoke(rawInput: unknown, options: InvokeOptions): Promise<Out> {
    const log = options.log ?? silentLogger();
    const ctx = new InvocationContext(options, this.name, log);
    return runInScope({ auth: options.auth, queue: options.queue ?? null }, async () => {
      try {
        const input = await this.#validateInput(rawInput);
        for (const guard of this.guards) {
          if ((await guard({ transport: ctx.transport, auth: ctx.auth, action: ctx.action, queue: ctx.queue, log: ctx.log, signal: ctx.signal, input })) === false) throw new InsufficientRolesError('forbidden');
        }
        if (options.replay) return options.replay.result as Out;
        const result = await this.#handler(input, ctx);
        return (await this.#validateOutput(result, log)) as Out;
      } catch (error) {
        throw this.#publicError(error, log);
      }
    });
  }

  async #validateInput(raw: unknown): Promise<unknown> {
    if (this.input === null) {
      const value = raw === undefined || raw === null ? {} : raw;
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new ValidationError([{ field: '(input)', message: 'must be a JSON object' }]);
      }
      return value;
    }
    const checked = await validateWith(this.input, raw === undefined ? {} : raw);
    if (!checked.ok) throw new ValidationError(checked.details);
    return checked.value;
  }

  async #validateOutput(result: unknown, log: Logger): Promise<unknown> {
    if (this.output === null) return result;
    const checked = await validateWith(this.output, result);
    if (checked.ok) return checked.value;
    log.error({ action: this.name, details: checked.details }, 'action output does not match its output schema');
    throw new InternalActionError('internal error');
  }

  #publicError(error: unknown, log: Logger): HttpError {
    const known = asHttpError(error);
    if (known) return known;
    log.error({ action: this.name, err: error }, 'action failed');
    return new InternalActionError('internal error', { cause: error });
  }
}

/**
 * The handler's `ctx`. A class, not an object literal with a getter: V8 gives such literals a
 * slow shape per call, which showed in a small HTTP action's cost. The signal is made on first
 * read: most handlers never look at it, and an AbortController plus its disconnect listener per
 * call is measurable too.
 */
class InvocationContext implements ActionContext {
  readonly transport: ActionContext['transport'];
  readonly auth: AuthContext | null;
  readonly action: string;
  readonly queue: QueueRequest | null;
  readonly log: Logger;
  #source: InvokeOptions['signal'];
  #signal: AbortSignal | undefined;

  constructor(options: InvokeOptions, action: string, log: Logger) {
    this.transport = options.transport;
    this.auth = options.auth;
    this.action = action;
    this.queue = options.queue ?? null;
    this.log = log;
    this.#source = options.signal;
  }

  get signal(): AbortSignal {
    const source = this.#source;
    return (this.#signal ??= typeof source === 'function' ? source() : (source ?? new AbortController().signal));
  }
}
