import type { MethodDeclaration, SchemaSet, UnionFile } from './schemaSet.js';

/** Wire name -> method name: `thread/start` -> `threadStart`, `turn/followUp` -> `turnFollowUp`. */
export function clientMethodName(wireName: string): string {
  const parts = wireName.split(/[/_.-]/).filter((p) => p.length > 0);
  return parts.map((p, i) => (i === 0 ? p[0]!.toLowerCase() + p.slice(1) : p[0]!.toUpperCase() + p.slice(1))).join('');
}

function requestMethod(m: MethodDeclaration): string {
  const wire = JSON.stringify(m.method);
  const result = m.result === null ? 'unknown' : `T.${m.result}`;
  const doc = `    /** \`${m.method}\`${m.params === null ? '' : `: ${m.params}${m.paramsRequired ? '' : ' (optional)'}`} -> ${m.result ?? 'unknown'}. */`;
  if (m.params === null) {
    return `${doc}\n    ${clientMethodName(m.method)}(options?: CallOptions): Promise<${result}> {\n        return this.call(${wire}, undefined, options);\n    }`;
  }
  const param = `params${m.paramsRequired ? '' : '?'}: T.${m.params}`;
  return `${doc}\n    ${clientMethodName(m.method)}(${param}, options?: CallOptions): Promise<${result}> {\n        return this.call(${wire}, params, options);\n    }`;
}

function notificationMethod(m: MethodDeclaration): string {
  const wire = JSON.stringify(m.method);
  const doc = `    /** Sends the \`${m.method}\` notification. */`;
  if (m.params === null) return `${doc}\n    ${clientMethodName(m.method)}(): Promise<void> {\n        return this.notify(${wire}, undefined);\n    }`;
  const param = `params${m.paramsRequired ? '' : '?'}: T.${m.params}`;
  return `${doc}\n    ${clientMethodName(m.method)}(${param}): Promise<void> {\n        return this.notify(${wire}, params);\n    }`;
}

function methodUnion(set: SchemaSet, name: string): UnionFile | undefined {
  const union = set.unions.find((u) => u.name === name);
  return union && union.methods.length > 0 ? union : undefined;
}

/**
 * `generated/<name>/client.ts`: one typed method per client request (and client notification) on
 * an abstract base class, so a hand-written client only implements `call` and `notify` and can
 * never fall out of step with the schemas. Null when the package declares no client requests.
 */
export function clientMethods(set: SchemaSet, banner: string): string | null {
  const requests = methodUnion(set, 'ClientRequest');
  if (!requests) return null;
  const notifications = methodUnion(set, 'ClientNotification');
  const methods = [...requests.methods.map(requestMethod), ...(notifications?.methods.map(notificationMethod) ?? [])];
  const names = requests.methods.map((m) => `    ${clientMethodName(m.method)}: ${JSON.stringify(m.method)},`);
  const notifyType = notifications ? 'T.ClientNotificationMethod' : 'never';
  const notifyParams = notifications ? 'T.ClientNotificationMethods[M]' : 'never';
  return `${banner}
import type * as T from './types.js';

/** Client method name -> wire method, for every client request. */
export const clientRequestMethodNames = {
${names.join('\n')}
} as const satisfies Record<string, T.ClientRequestMethod>;

/**
 * One typed method per client request. A client implements \`call\` (send, correlate, retry) and
 * \`notify\`; \`CallOptions\` is whatever per-call options that client accepts.
 */
export abstract class AppServerClientMethods<CallOptions extends object = object> {
    protected abstract call<M extends T.ClientRequestMethod>(
        method: M,
        params: T.ClientRequestMethods[M]["params"],
        options?: CallOptions,
    ): Promise<T.ClientRequestMethods[M]["result"]>;

    protected abstract notify<M extends ${notifyType}>(method: M, params: ${notifyParams}): Promise<void>;

${methods.join('\n\n')}
}
`;
}
