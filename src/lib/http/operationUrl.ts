/** What a client needs of an operation declaration (generated/<part>/operations.ts) to address it. */
export interface AddressedOperation {
  /** `/api/v1/workspaces/{workspaceId}/...` */
  readonly path: string;
  readonly query: ReadonlyArray<{ readonly name: string }>;
}

/**
 * The URL of an operation: `baseUrl` (origin and optional path prefix, no trailing slash) + its
 * path with each `{name}` filled (percent-encoded) + its declared query parameters that have a
 * value, in declaration order. A missing path parameter is a programming error.
 */
export function operationUrl(
  baseUrl: string,
  operation: AddressedOperation,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = operation.path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`operation path ${operation.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const { name } of operation.query) {
    const value = query[name];
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${baseUrl}${path}${text === '' ? '' : `?${text}`}`;
}
