import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleAll } from './bundle.js';
import { clientMethods } from './clientCode.js';
import { methodTables } from './methodTableCode.js';
import { loadOperations } from './operations.js';
import { operationsModule } from './operationsCode.js';
import { DEFINITIONS_FILE, loadSchemaSet, type JsonSchema, type SchemaSet } from './schemaSet.js';
import { typescriptTypes } from './typescriptTypes.js';
import { standaloneValidators, typedValidators } from './validatorCode.js';

/** Path (relative to the project root, `/`-separated) -> file content. */
export type GeneratedFiles = Record<string, string>;

export function banner(packageName: string): string {
  return [
    `// GENERATED from schemas/${packageName}/ by \`npm run generate\`. DO NOT EDIT BY HAND.`,
    '// `vv-agent schema check` fails when this file differs from what the schemas produce.',
  ].join('\n');
}

/** `app-server` -> `vv_agent_app_server`: the stem of exported bundle files. */
export function bundleStem(packageName: string): string {
  return `vv_agent_${packageName.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/** Protocol packages: every `schemas/<name>/` folder with a definitions.json. */
export function protocolPackages(root: string): string[] {
  const schemas = join(root, 'schemas');
  if (!existsSync(schemas)) return [];
  return readdirSync(schemas, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(schemas, d.name, DEFINITIONS_FILE)))
    .map((d) => d.name)
    .sort();
}

/** What `schema/export` returns and the `schema` / `generate-ts` commands write. */
export interface ExportBundle {
  jsonSchema: Record<string, JsonSchema>;
  typescript: Record<string, string>;
}

export function exportBundle(set: SchemaSet, types: string): ExportBundle {
  const stem = bundleStem(set.packageName);
  return {
    jsonSchema: bundleAll(set),
    typescript: {
      [`${stem}.ts`]: types,
      'index.ts': `${banner(set.packageName)}\nexport * from './${stem}.js';\n`,
    },
  };
}

function exportBundleModule(set: SchemaSet, bundle: ExportBundle): string {
  return `${banner(set.packageName)}
// The exported JSON Schema and TypeScript bundles, kept as data so that serving them
// (schema/export, \`app-server schema\`, \`app-server generate-ts\`) needs no code generator.

export interface ExportBundle {
    jsonSchema: Record<string, Record<string, unknown>>;
    typescript: Record<string, string>;
}

export const exportBundle: ExportBundle = ${JSON.stringify(bundle, null, 4)};
`;
}

export async function generateProtocol(root: string, packageName: string): Promise<GeneratedFiles> {
  const set = loadSchemaSet(join(root, 'schemas'), packageName);
  const head = banner(packageName);
  const types = await typescriptTypes(set, head);
  const out = `generated/${packageName}`;
  const client = clientMethods(set, head);
  // Method tables only for protocols that declare methods (JSON-RPC ones).
  const hasMethods = set.unions.some((u) => u.methods.length > 0);
  // Route tables and client methods only for protocols that declare HTTP operations.
  const operations = loadOperations(join(root, 'schemas', packageName), new Set([...Object.keys(set.defs), ...set.unions.map((u) => u.name)]));
  const reexports = ['types', 'validators', ...(hasMethods ? ['methods'] : []), ...(client === null ? [] : ['client']), ...(operations === null ? [] : ['operations'])];
  return {
    [`${out}/types.ts`]: types,
    [`${out}/validators.standalone.ts`]: await standaloneValidators(set, head),
    [`${out}/validators.ts`]: typedValidators(set, head),
    ...(hasMethods ? { [`${out}/methods.ts`]: methodTables(set, head) } : {}),
    // The bundle served by schema/export and the export commands: JSON-RPC protocols only.
    ...(hasMethods ? { [`${out}/export-bundle.ts`]: exportBundleModule(set, exportBundle(set, types)) } : {}),
    ...(client === null ? {} : { [`${out}/client.ts`]: client }),
    ...(operations === null ? {} : { [`${out}/operations.ts`]: operationsModule(operations, head) }),
    [`${out}/index.ts`]: `${head}\n${reexports.map((r) => `export * from './${r}.js';\n`).join('')}`,
  };
}

/** Everything under `generated/`, from every protocol package under `schemas/`. */
export async function generateAll(root: string): Promise<GeneratedFiles> {
  const files: GeneratedFiles = {};
  for (const name of protocolPackages(root)) Object.assign(files, await generateProtocol(root, name));
  return files;
}
