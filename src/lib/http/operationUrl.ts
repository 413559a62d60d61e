/** What a client needs of an operation declaration (generated/<part>/operations.ts) to address it. */
export interface AddressedOperation {
  /** `/api/v1/workspaces/{workspaceId}/...` */
  readonly path: string;
  readonly query: ReadonlyArray<{ readonly name: string }>;
}

/** A path split once into its literal pieces and the parameter names between them. */
interface PathTemplate {
  /** One more than `names`: literal, name, literal, ..., literal. */
  readonly literals: readonly string[];
  readonly names: readonly string[];
}

const templates = new WeakMap<AddressedOperation, PathTemplate>();

function templateOf(operation: AddressedOperation): PathTemplate {
  let template = templates.get(operation);
  if (template === undefined) {
    const pieces = operation.path.split(/\{([A-Za-z][A-Za-z0-9]*)\}/);
    template = { literals: pieces.filter((_, i) => i % 2 === 0), names: pieces.filter((_, i) => i % 2 === 1) };
    templates.set(operation, template);
  }
  return template;
}

/**
 * The URL of an operation: `baseUrl` (origin and optional path prefix, no trailing slash) + its
 * path with each `{name}` filled (percent-encoded) + its declared query parameters that have a
 * value, in declaration order. A missing path parameter is a programming error. The path is
 * parsed once per operation: the Runtime API client addresses two operations per delivery.
 */
export function operationUrl(
  baseUrl: string,
  operation: AddressedOperation,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const { literals, names } = templateOf(operation);
  let url = baseUrl + literals[0]!;
  for (let i = 0; i < names.length; i += 1) {
    const value = params[names[i]!];
    if (value === undefined) throw new Error(`operation path ${operation.path}: no value for {${names[i]!}}`);
    url += encodeURIComponent(value) + literals[i + 1]!;
  }
  if (operation.query.length === 0) return url;
  const search = new URLSearchParams();
  for (const { name } of operation.query) {
    const value = query[name];
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? url : `${url}?${text}`;
}
