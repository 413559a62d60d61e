import { createRequire } from 'node:module';
import { DEFINITIONS_FILE, REQUIRES_RUNTIME_KEYWORD, RESULT_KEYWORD, type SchemaSet } from './schemaSet.js';

export function validatorName(typeName: string): string {
  return `validate${typeName}`;
}

/** The ajv instance every validator of a schema set is compiled with (also used by tests). */
export async function createAjv(set: SchemaSet, options: { source?: boolean } = {}): Promise<import('ajv/dist/2020.js').Ajv2020> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    code: options.source ? { source: true, esm: true, lines: true } : {},
  });
  // Annotations of a method declaration; they validate nothing.
  ajv.addKeyword({ keyword: RESULT_KEYWORD });
  ajv.addKeyword({ keyword: REQUIRES_RUNTIME_KEYWORD });
  ajv.addSchema(set.definitions);
  for (const union of set.unions) ajv.addSchema(union.schema);
  return ajv;
}

/** Schema ids by exported validator name: one per definition and one per union. */
export function validatorRefs(set: SchemaSet): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const name of Object.keys(set.defs)) refs[validatorName(name)] = `${set.baseId}${DEFINITIONS_FILE}#/$defs/${name}`;
  for (const union of set.unions) refs[validatorName(union.name)] = `${set.baseId}${union.name}.json`;
  return refs;
}

/**
 * Precompiled (standalone) ajv validators: loading them costs ~13 ms where compiling the schemas
 * at start-up costs 150-200 ms. Export names are chosen by us, because ajv's internal names
 * (`validate10`, ...) are not stable across schema changes.
 */
export async function standaloneValidators(set: SchemaSet, banner: string): Promise<string> {
  const ajv = await createAjv(set, { source: true });
  const require = createRequire(import.meta.url);
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (a: unknown, refs: Record<string, string>) => string }).default;
  const code = standaloneCode(ajv, validatorRefs(set));
  // ajv's ESM output still calls require() for its runtime helpers (e.g. ucs2length).
  return [
    banner,
    '// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.',
    '/* eslint-disable */',
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";/, ''),
    '',
  ].join('\n');
}

export function typedValidators(set: SchemaSet, banner: string): string {
  const names = [...Object.keys(set.defs), ...set.unions.map((u) => u.name)];
  const lines = names.map(
    (n) => `export const ${validatorName(n)} = raw.${validatorName(n)} as unknown as Validator<T.${n}>;`,
  );
  return `${banner}
import * as raw from './validators.standalone.js';
import type * as T from './types.js';

/** One ajv error, as ajv reports it. */
export interface SchemaValidationError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}

/** A precompiled validator: a type guard whose \`errors\` explain the last failure. */
export interface Validator<Value> {
    (data: unknown): data is Value;
    errors?: SchemaValidationError[] | null;
}

${lines.join('\n')}

/** Every validator by type name. */
export const validators = {
${names.map((n) => `    ${n}: ${validatorName(n)},`).join('\n')}
} as const;
`;
}
