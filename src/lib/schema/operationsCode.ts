import type { OperationDeclaration, OperationsFile, QueryParameter } from './operations.js';
import { validatorName } from './validatorCode.js';

function lowerFirst(s: string): string {
  return s[0]!.toLowerCase() + s.slice(1);
}

/** `{ attemptId: string; limit?: number | undefined }`: the query as a client sends it. */
function sentQueryType(query: readonly QueryParameter[]): string {
  if (query.length === 0) return 'Record<string, never>';
  const type = (p: QueryParameter): string => (p.type === 'integer' ? 'number' : 'string');
  return `{ ${query.map((p) => (p.required ? `${p.name}: ${type(p)}` : `${p.name}?: ${type(p)} | undefined`)).join('; ')} }`;
}

/** The query as a server sees it after parsing: integers have their defaults. */
function servedQueryType(query: readonly QueryParameter[]): string {
  if (query.length === 0) return 'Record<string, never>';
  return `{ ${query.map((p) => (p.type === 'integer' ? `${p.name}: number` : `${p.name}: string${p.required ? '' : ' | undefined'}`)).join('; ')} }`;
}

function pathType(params: readonly string[]): string {
  return params.length === 0 ? 'Record<string, never>' : `{ ${params.map((p) => `${p}: string`).join('; ')} }`;
}

function tableEntry(o: OperationDeclaration): string {
  const query = o.query.map((p) => `            ${JSON.stringify(p)},`);
  const lines = [
    `    ${o.operationId}: {`,
    `        operationId: ${JSON.stringify(o.operationId)},`,
    `        summary: ${JSON.stringify(o.summary)},`,
    `        method: ${JSON.stringify(o.method)},`,
    `        path: ${JSON.stringify(o.path)},`,
    `        pathParams: ${JSON.stringify(o.pathParams)},`,
    `        auth: ${JSON.stringify(o.auth)},`,
    query.length === 0 ? '        query: [],' : `        query: [\n${query.join('\n')}\n        ],`,
    `        request: ${o.request === null ? 'null' : `V.${validatorName(o.request)}`},`,
    `        response: V.${validatorName(o.response)},`,
    `        contentType: ${JSON.stringify(o.contentType)},`,
    `        status: ${JSON.stringify(o.status)},`,
    `        noStore: ${o.noStore},`,
    `        idempotent: ${o.idempotent},`,
    `        errors: ${JSON.stringify(o.errors)},`,
    '    },',
  ];
  return lines.join('\n');
}

function typesEntry(o: OperationDeclaration): string {
  return [
    `    ${o.operationId}: {`,
    `        path: ${pathType(o.pathParams)};`,
    `        query: ${sentQueryType(o.query)};`,
    `        servedQuery: ${servedQueryType(o.query)};`,
    `        body: ${o.request === null ? 'undefined' : `T.${o.request}`};`,
    `        response: T.${o.response};`,
    '    };',
  ].join('\n');
}

/** One typed client method; path parameters of the client's scope are filled in by `invoke`. */
function clientMethod(o: OperationDeclaration, scope: readonly string[], types: string): string {
  const pathArgs = o.pathParams.filter((p) => !scope.includes(p));
  const args = pathArgs.map((p) => `${p}: string`);
  const input = [pathArgs.length === 0 ? 'path: {}' : `path: { ${pathArgs.join(', ')} }`];
  if (o.query.length > 0) {
    args.push(`query${o.query.some((p) => p.required) ? '' : '?'}: ${types}[${JSON.stringify(o.operationId)}]["query"]`);
    input.push('query');
  }
  if (o.request !== null) {
    args.push(`body: T.${o.request}`);
    input.push('body');
  }
  args.push(`options?: Options[${JSON.stringify(o.auth)}]`);
  const doc = [`    /**`, `     * \`${o.method} ${o.path}\`${o.request === null ? '' : `: ${o.request}`} -> ${o.response}.`, ...(o.summary === '' ? [] : [`     * ${o.summary}`]), '     */'];
  return [
    ...doc,
    `    ${o.operationId}(${args.join(', ')}): Promise<T.${o.response}> {`,
    `        return this.invoke(${JSON.stringify(o.operationId)}, { ${input.join(', ')} }, options);`,
    '    }',
  ].join('\n');
}

/**
 * `generated/<name>/operations.ts` from `schemas/<name>/operations.json`: the operation table a
 * server builds its routes from (method, path, auth, query, request and response validators,
 * statuses, errors), the typed face of each operation, and an abstract client with one method
 * per JSON operation, so a hand-written client only implements `invoke` (NDJSON streams stay
 * hand-written: how to read a stream is the client's policy).
 */
export function operationsModule(file: OperationsFile, banner: string): string {
  const table = `${lowerFirst(file.title)}Operations`;
  const id = `${file.title}OperationId`;
  const jsonId = `${file.title}JsonOperationId`;
  const types = `${file.title}Types`;
  const json = file.operations.filter((o) => o.contentType === 'application/json');
  return `${banner}
import * as V from './validators.js';
import type * as T from './types.js';

/** Who may call: anyone, a user token, a runner token, or a runner token or the delivery's own token. */
export type OperationAuth = "none" | "user" | "runner" | "runtime";

/** A query parameter: a string, or an integer within [minimum, maximum] that is \`default\` when absent. */
export interface QueryParameterSpec {
    readonly name: string;
    readonly type: "string" | "integer";
    readonly required: boolean;
    readonly minimum?: number;
    readonly maximum?: number;
    readonly default?: number;
}

/** How an operation is declared in the schemas. */
export interface OperationSpec {
    readonly operationId: string;
    readonly summary: string;
    readonly method: "GET" | "POST" | "DELETE";
    /** Parameters in braces: \`/api/v1/workspaces/{workspaceId}\`. */
    readonly path: string;
    readonly pathParams: readonly string[];
    readonly auth: OperationAuth;
    readonly query: readonly QueryParameterSpec[];
    /** The JSON request body's validator; null when the request has no body. */
    readonly request: V.Validator<unknown> | null;
    /** The response body's validator, or each NDJSON line's. */
    readonly response: V.Validator<unknown>;
    readonly contentType: "application/json" | "application/x-ndjson";
    /** Success statuses, the usual one first. */
    readonly status: readonly number[];
    /** Answered with \`Cache-Control: no-store\` (it may carry a secret). */
    readonly noStore: boolean;
    /** Safe to send twice (retried after a lost answer). */
    readonly idempotent: boolean;
    /** Error codes the operation may answer besides 405 method_not_allowed. */
    readonly errors: readonly string[];
}

/** ${file.description} */
export const ${table} = {
${file.operations.map(tableEntry).join('\n')}
} as const satisfies Record<string, OperationSpec>;

export type ${id} = keyof typeof ${table};
/** Operations answered with one JSON body (not a stream): the ones with a generated client method. */
export type ${jsonId} = ${json.length === 0 ? 'never' : json.map((o) => JSON.stringify(o.operationId)).join(' | ')};

/** Path parameters a client fixes once, not per call. */
export const ${lowerFirst(file.title)}ClientScope = ${JSON.stringify(file.clientScope)} as const;

/**
 * The typed face of each operation: path parameters, the query as sent and as served (integers
 * with their defaults), the request body and the response (of a stream: each line).
 */
export interface ${types} {
${file.operations.map(typesEntry).join('\n')}
}

/** A request as a client method hands it to \`invoke\`: path parameters outside the client's scope, query, body. */
export interface OperationInput {
    readonly path: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string | number | undefined>>;
    readonly body?: unknown;
}

/**
 * One typed method per JSON operation. A client implements \`invoke\` (URL from the table, auth,
 * retries, response validation); \`Options\` gives the per-call options for each auth kind.
 */
export abstract class ${file.title}Methods<Options extends { readonly [A in OperationAuth]: object } = { readonly [A in OperationAuth]: object }> {
    protected abstract invoke<Id extends ${jsonId}>(
        operationId: Id,
        input: OperationInput,
        options: Options[OperationAuth] | undefined,
    ): Promise<${types}[Id]["response"]>;

${json.map((o) => clientMethod(o, file.clientScope, types)).join('\n\n')}
}
`;
}
