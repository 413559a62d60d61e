import { runQuicktype, TYPESCRIPT_RENDERER_OPTIONS } from './quicktypeRun.js';
import { defNameOfRef, type JsonSchema, type MethodDeclaration, type SchemaSet, type UnionFile } from './schemaSet.js';

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Definitions that quicktype cannot name on its own (it inlines unions of scalars and constants,
 * and turns integer enums into `number`): we emit those ourselves. String enums and objects go
 * through quicktype.
 */
export function isSimple(schema: JsonSchema): boolean {
  if (isObject(schema['properties'])) return false;
  if (Array.isArray(schema['enum']) && (schema['enum'] as unknown[]).every((v) => typeof v === 'string')) return false;
  return true;
}

function refName(ref: string): string {
  return defNameOfRef(ref) ?? ref.replace(/\.json$/, '');
}

/** A TypeScript type expression for the small schemas our own pass handles. */
export function tsTypeExpr(schema: unknown): string {
  if (!isObject(schema)) return 'unknown';
  if (typeof schema['$ref'] === 'string') return refName(schema['$ref']);
  if ('const' in schema) return JSON.stringify(schema['const']);
  if (Array.isArray(schema['enum'])) return (schema['enum'] as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(alternatives)) return alternatives.map((s) => tsTypeExpr(s)).join(' | ');
  const type = schema['type'];
  const one = (t: unknown): string => {
    switch (t) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return `Array<${tsTypeExpr(schema['items'])}>`;
      case 'object':
        return schema['maxProperties'] === 0 ? 'Record<string, never>' : '{ [key: string]: unknown }';
      default:
        return 'unknown';
    }
  };
  if (Array.isArray(type)) return type.map(one).join(' | ');
  return one(type);
}

function docComment(schema: JsonSchema, indent = ''): string {
  const description = schema['description'];
  if (typeof description !== 'string') return '';
  return `${indent}/**\n${description.split('\n').map((l) => `${indent} * ${l}`).join('\n')}\n${indent} */\n`;
}

export function pascal(method: string): string {
  return method
    .split(/[/_.-]/)
    .filter((p) => p.length > 0)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}

/** `thread/start` in ClientRequest -> `ThreadStartRequest`; in ServerRequest -> `ApprovalRequestServerRequest`. */
export function branchTypeName(union: UnionFile, method: MethodDeclaration): string {
  if (union.name === 'ServerRequest') return `${pascal(method.method)}ServerRequest`;
  return `${pascal(method.method)}${method.hasId ? 'Request' : 'Notification'}`;
}

function branchInterface(union: UnionFile, branch: JsonSchema, method: MethodDeclaration): string {
  const props = branch['properties'] as JsonSchema;
  const required = new Set((branch['required'] as string[] | undefined) ?? []);
  const lines = Object.entries(props).map(([key, schema]) => {
    const optional = required.has(key) ? '' : '?';
    return `    ${key}${optional}: ${tsTypeExpr(schema)};`;
  });
  return `${docComment(branch)}export interface ${branchTypeName(union, method)} {\n${lines.join('\n')}\n}\n`;
}

function methodMap(union: UnionFile): string {
  const requests = union.methods.every((m) => m.hasId);
  const entries = union.methods.map((m) => {
    const params = m.params === null ? 'undefined' : m.paramsRequired ? m.params : `${m.params} | undefined`;
    return requests
      ? `    ${JSON.stringify(m.method)}: { params: ${params}; result: ${m.result ?? 'unknown'} };`
      : `    ${JSON.stringify(m.method)}: ${params};`;
  });
  const what = requests ? 'method -> params and result' : 'method -> params';
  return `/** ${union.name}: ${what}. */\nexport interface ${union.name}Methods {\n${entries.join('\n')}\n}\n\nexport type ${union.name}Method = keyof ${union.name}Methods;\n`;
}

/** Our own pass: simple definitions, one interface per union branch, the unions, and method maps. */
export function ownTypes(set: SchemaSet): string {
  const parts: string[] = [];
  for (const [name, schema] of Object.entries(set.defs)) {
    if (isSimple(schema)) parts.push(`${docComment(schema)}export type ${name} = ${tsTypeExpr(schema)};\n`);
  }
  for (const union of set.unions) {
    const branches = (union.schema['oneOf'] as unknown[]).filter(isObject);
    if (union.methods.length === branches.length && union.methods.length > 0) {
      branches.forEach((b, i) => parts.push(branchInterface(union, b, union.methods[i]!)));
      parts.push(`${docComment(union.schema)}export type ${union.name} =\n${union.methods.map((m) => `    | ${branchTypeName(union, m)}`).join('\n')};\n`);
      parts.push(methodMap(union));
    } else {
      parts.push(`${docComment(union.schema)}export type ${union.name} = ${tsTypeExpr(union.schema)};\n`);
    }
  }
  return parts.join('\n');
}

/**
 * The definitions as the types see them: the params a client sends are closed (no index
 * signature), so a typo such as `inptu:` fails to compile in a client's code. The schemas and
 * validators keep `additionalProperties: true`: the server still ignores unknown keys (contract
 * section 1), which lets newer clients talk to older servers.
 */
function closedClientParams(set: SchemaSet): JsonSchema {
  const definitions = structuredClone(set.definitions);
  const defs = definitions['$defs'];
  if (!isObject(defs)) return definitions;
  for (const union of set.unions) {
    if (!union.name.startsWith('Client')) continue;
    for (const method of union.methods) {
      const params = method.params === null ? undefined : defs[method.params];
      if (isObject(params) && params['additionalProperties'] === true) params['additionalProperties'] = false;
    }
  }
  return definitions;
}

/** quicktype's TypeScript for every object and string-enum definition, each as its own named type. */
export async function quicktypeTypes(set: SchemaSet): Promise<string> {
  const sources = Object.entries(set.defs)
    .filter(([, schema]) => !isSimple(schema))
    .map(([name]) => ({ name, uri: `${set.baseId}definitions.json#/$defs/${name}` }));
  const definitions = closedClientParams(set);
  return runQuicktype(() => definitions, sources, 'typescript', TYPESCRIPT_RENDERER_OPTIONS);
}

export async function typescriptTypes(set: SchemaSet, banner: string): Promise<string> {
  const generated = await quicktypeTypes(set);
  const source = `${banner}\n${generated}\n${ownTypes(set)}`;
  const missing = Object.keys(set.defs).filter((n) => !new RegExp(`export (interface|type) ${n}\\b`).test(source));
  if (missing.length > 0) throw new Error(`type generation lost definitions: ${missing.join(', ')}`);
  return source;
}
