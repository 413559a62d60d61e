import { validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import { isWildcardHost } from '../../http/displayUrl.js';

/**
 * Host names an MCP HTTP server answers to (DNS-rebinding protection, contract §3): the bound
 * host, the loopback names, and `agent.allowed_hosts` (comma-separated). A wildcard bind is not a
 * name a browser could use, so it adds nothing: remote names must be listed explicitly.
 */
export function allowedHostnames(boundHost: string, allowedHosts: string): string[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const raw of [boundHost, ...allowedHosts.split(',')]) {
    const name = raw.trim().toLowerCase();
    if (isWildcardHost(name)) continue;
    names.add(name.includes(':') && !name.startsWith('[') ? `[${name}]` : name);
  }
  return [...names];
}

/**
 * Null when the request may proceed, else why not. A missing Origin passes (non-browser clients
 * send none). Runs on every request: `allowed` is passed as is (the SDK checks only read it).
 */
export function hostRejection(headers: { host?: string | undefined; origin?: string | undefined }, allowed: string[]): string | null {
  const host = validateHostHeader(headers.host, allowed);
  if (!host.ok) return host.message;
  const origin = validateOriginHeader(headers.origin, allowed);
  return origin.ok ? null : origin.message;
}
