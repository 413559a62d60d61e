import type { SchemaSet } from './schemaSet.js';
import { validatorName } from './validatorCode.js';

function lowerFirst(s: string): string {
  return s[0]!.toLowerCase() + s.slice(1);
}

/**
 * The runtime method tables that servers and clients dispatch on: for each union of method
 * declarations, method -> params validator, whether params are required, and result validator.
 */
export function methodTables(set: SchemaSet, banner: string): string {
  const tables = set.unions
    .filter((u) => u.methods.length > 0)
    .map((u) => {
      const entries = u.methods.map((m) => {
        const params = m.params === null ? 'null' : `V.${validatorName(m.params)}`;
        const result = m.result === null ? 'null' : `V.${validatorName(m.result)}`;
        return `    ${JSON.stringify(m.method)}: {\n        params: ${params},\n        paramsRequired: ${m.paramsRequired},\n        result: ${result},\n        requiresRuntime: ${m.requiresRuntime},\n    },`;
      });
      return `/** ${u.name}: one entry per declared method. */\nexport const ${lowerFirst(u.name)}Methods = {\n${entries.join('\n')}\n} as const satisfies Record<T.${u.name}Method, MethodSpec>;\n`;
    });
  return `${banner}
import * as V from './validators.js';
import type * as T from './types.js';

/** How a method is declared in the schemas. */
export interface MethodSpec {
    readonly params: V.Validator<unknown> | null;
    readonly paramsRequired: boolean;
    readonly result: V.Validator<unknown> | null;
    /** Refused ("runtime is not configured") by a server without a runtime. */
    readonly requiresRuntime: boolean;
}

${tables.join('\n')}`;
}
