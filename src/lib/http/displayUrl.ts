const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** Whether `host` binds every interface (a bind address, not a name a client can use). */
export function isWildcardHost(host: string): boolean {
  return WILDCARDS.has(host);
}

/**
 * How a client reaches a server bound to `host:port`: a wildcard bind is shown as localhost (as the
 * seed's startup log does), an IPv6 literal in brackets.
 */
export function displayUrl(host: string, port: number, options: { readonly tls?: boolean; readonly path?: string } = {}): string {
  const shown = isWildcardHost(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${options.tls ? 'https' : 'http'}://${shown}:${port}${options.path ?? ''}`;
}
