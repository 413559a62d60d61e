/**
 * JSON Schema (ajv) errors as one line a person reads: where (`endpoints[0].id`) and what
 * (`must be a non-empty string`). Used by every check that is a schema (settings files, tool
 * arguments), so the same mistake reads the same everywhere.
 */

/** One ajv error, as precompiled validators and ajv itself report it. */
export interface SchemaError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
}

export interface SchemaProblem {
  /** Keys and list indexes from the checked value down to the offending one; empty for the value itself. */
  readonly path: readonly (string | number)[];
  /** What is wrong with it, e.g. `must be a list`. */
  readonly problem: string;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  integer: 'an integer',
  number: 'a number',
  null: 'null',
};

/** `a.b[0].c`; `''` for the value itself. */
export function formatSchemaPath(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The first problem of a failed validation of `data` (ajv stops at the first one unless told otherwise). */
export function schemaProblem(errors: readonly SchemaError[] | null | undefined, data: unknown): SchemaProblem {
  const list = errors ?? [];
  const first = chooseError(list);
  if (first === undefined) return { path: [], problem: 'is invalid' };
  const path = pathOf(first.instancePath, data);
  const param = (name: string): unknown => first.params[name];
  switch (first.keyword) {
    case 'required':
      return { path: [...path, String(param('missingProperty'))], problem: 'is required' };
    case 'additionalProperties':
      return { path: [...path, String(param('additionalProperty'))], problem: 'is not allowed' };
    case 'type':
      return { path, problem: `must be ${typeWords(list.filter((e) => e.keyword === 'type' && e.instancePath === first.instancePath))}` };
    case 'minLength':
      return { path, problem: param('limit') === 1 ? 'must be a non-empty string' : `must be at least ${String(param('limit'))} characters long` };
    case 'maxLength':
      return { path, problem: `must be at most ${String(param('limit'))} characters long` };
    case 'minimum':
      // The type was checked first: a value that gets here has the right type, only too small.
      return { path, problem: `must be >= ${String(param('limit'))}` };
    case 'maximum':
      return { path, problem: `must be <= ${String(param('limit'))}` };
    case 'pattern':
      return { path, problem: `must match the pattern ${String(param('pattern'))}` };
    case 'enum':
      return { path, problem: `must be one of ${(param('allowedValues') as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { path, problem: `must be ${JSON.stringify(param('allowedValue'))}` };
    default:
      return { path, problem: first.message ?? 'is invalid' };
  }
}

/**
 * The error to report. A failed `anyOf`/`oneOf` comes after its branches' errors: the branch
 * written for the value's type says what is wrong (an object missing a key); when no branch takes
 * that type, the type errors together say what it may be (`a string or an object`).
 */
function chooseError(errors: readonly SchemaError[]): SchemaError | undefined {
  const last = errors.at(-1);
  if (last === undefined || (last.keyword !== 'anyOf' && last.keyword !== 'oneOf')) return errors[0];
  const branches = errors.slice(0, -1);
  const typeMismatch = (e: SchemaError): boolean => e.keyword === 'type' && e.instancePath === last.instancePath;
  return branches.find((e) => !typeMismatch(e)) ?? branches.find(typeMismatch) ?? last;
}

/** The allowed types of these `type` errors in words; `null` is left out (it means "absent"). */
function typeWords(errors: readonly SchemaError[]): string {
  const types = errors.flatMap((e) => {
    const type = e.params['type'];
    return Array.isArray(type) ? type.map(String) : [String(type)];
  });
  const shown = types.some((t) => t !== 'null') ? types.filter((t) => t !== 'null') : types;
  return [...new Set(shown)].map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/** JSON Pointer segments of `instancePath`, numbers where `data` has a list. */
function pathOf(instancePath: string, data: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let at: unknown = data;
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at) && /^\d+$/.test(key)) {
      path.push(Number(key));
      at = at[Number(key)] as unknown;
    } else {
      path.push(key);
      at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}
