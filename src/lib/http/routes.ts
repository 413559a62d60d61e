import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VvAgentError, type ErrorDetail } from '../shared/errors.js';
import { HttpError } from './httpError.js';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
  readonly authorization: string | undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteResult {
  readonly status?: number;
  readonly body: unknown;
  /** Responses that carry one-time secrets: `Cache-Control: no-store`. */
  readonly noStore?: boolean;
}

export interface Route {
  readonly method: RouteMethod;
  readonly url: string;
  /** Undefined when the handler took over the response (a stream). */
  readonly handle: (ctx: RouteContext) => RouteResult | undefined | Promise<RouteResult | undefined>;
}

/** What a generated (ajv) validator looks like from here: lib/http knows no protocol's types. */
export interface BodyValidator<T> {
  (data: unknown): data is T;
  errors?: ReadonlyArray<{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null;
}

/** ajv errors -> `details: [{field, message}]` with JSON-pointer fields (at most 20). */
function validationDetails(errors: BodyValidator<unknown>['errors']): ErrorDetail[] {
  return (errors ?? []).slice(0, 20).map((error) => {
    const missing = error.keyword === 'required' ? (error.params['missingProperty'] as string | undefined) : undefined;
    const field = missing !== undefined ? `${error.instancePath}/${missing}` : error.instancePath === '' ? '/' : error.instancePath;
    return { field, message: error.message ?? error.keyword };
  });
}

/** A 400 validation_failed naming the offending field. */
function invalidField(field: string, message: string, summary = message): VvAgentError {
  return new VvAgentError('validation_failed', summary, 'usage', { details: [{ field, message }] });
}

/** The body checked with its validator; an absent body is `{}` so missing fields are named. */
export function checkedBody<T>(validator: BodyValidator<T>, body: unknown): T {
  const value = body === undefined ? {} : body;
  if (!validator(value)) throw new VvAgentError('validation_failed', 'the request body is invalid', 'usage', { details: validationDetails(validator.errors) });
  return value;
}

/** An integer query parameter within [min, max]; absent or empty is `fallback`. */
export function intQuery(query: RouteContext['query'], name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalidField(name, `must be an integer from ${min} to ${max}`, `${name} must be an integer from ${min} to ${max}`);
  }
  return Number(raw);
}

/** A query parameter as an operation table declares it (generated/<part>/operations.ts). */
export interface QueryParameter {
  readonly name: string;
  readonly type: 'string' | 'integer';
  readonly required: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: number;
}

/**
 * The query of a request by its declared parameters, in their order: integers within their
 * bounds (absent is the default), strings as sent; a required string that is absent or empty is a
 * 400 naming it. Undeclared parameters are ignored.
 */
export function declaredQuery(parameters: readonly QueryParameter[], query: RouteContext['query']): Record<string, string | number | undefined> {
  const parsed: Record<string, string | number | undefined> = {};
  for (const p of parameters) {
    if (p.type === 'integer') {
      parsed[p.name] = intQuery(query, p.name, p.default ?? 0, p.minimum ?? 0, p.maximum ?? Number.MAX_SAFE_INTEGER);
      continue;
    }
    const value = query[p.name];
    if (p.required && (value === undefined || value === '')) throw invalidField(p.name, 'is required', `${p.name} is required`);
    parsed[p.name] = value;
  }
  return parsed;
}

/** An operation's path template (`/workspaces/{workspaceId}`) as a fastify URL (`/workspaces/:workspaceId`). */
export function routeUrl(pathTemplate: string): string {
  return pathTemplate.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1');
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Registers every route and, for each known path, a 405 method_not_allowed (with `Allow`) for the
 * methods it does not serve. Thrown errors go to the server's one error handler (`toHttpError`).
 */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[]): void {
  const methodsByUrl = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    methodsByUrl.set(route.url, methods);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const result = await route.handle({
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string | undefined>,
          body: request.body,
          authorization: request.headers.authorization,
          request,
          reply,
        });
        if (result === undefined) return reply;
        if (result.noStore === true) void reply.header('cache-control', 'no-store');
        return reply.status(result.status ?? 200).send(result.body);
      },
    });
  }
  for (const [url, methods] of methodsByUrl) {
    const others = ALL_METHODS.filter((m) => !methods.has(m));
    const allow = [...methods].join(', ');
    app.route({
      method: others,
      url,
      handler: async () => {
        throw new HttpError(405, 'method_not_allowed', `this path accepts ${allow}`, undefined, { allow });
      },
    });
  }
}
