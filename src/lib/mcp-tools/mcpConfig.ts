/**
 * The MCP servers file (`--mcp-config`, default `$VV_AGENT_HOME/mcp.json`): the `mcpServers`
 * object desktop MCP clients use, checked against `schemas/mcp-config`. Reading it loads no MCP
 * SDK, so an App Server without MCP servers starts as fast as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { McpConfig, McpServerConfig } from '../../../generated/mcp-config/types.js';
import { validateMcpConfig, validateMcpServerConfig, type SchemaValidationError } from '../../../generated/mcp-config/validators.js';
import { resolveStateDir } from '../app-server/store/resolveStateDir.js';
import { VvAgentError } from '../shared/errors.js';

export type { McpConfig, McpServerConfig };

export const MCP_CONFIG_FILE = 'mcp.json';

/** A missing, unreadable or invalid MCP servers file: one line naming the file, exit 2. */
export class McpConfigError extends VvAgentError {
  constructor(message: string, code: 'mcp_config_not_found' | 'mcp_config_invalid') {
    super(code, message, 'config');
  }
}

/** One server to connect, as the file declares it. */
export type McpServerSpec =
  | { readonly name: string; readonly transport: 'stdio'; readonly command: string; readonly args: readonly string[]; readonly env: Readonly<Record<string, string>>; readonly cwd?: string }
  | { readonly name: string; readonly transport: 'streamable-http' | 'sse'; readonly url: string; readonly headers: Readonly<Record<string, string>> };

export interface LoadedMcpConfig {
  /** The file read, or null when none was named and the default does not exist. */
  readonly file: string | null;
  /** Enabled servers, in file order (`disabled: true` entries are left out). */
  readonly servers: readonly McpServerSpec[];
}

export interface McpConfigSource {
  /** `--mcp-config`: must exist and be valid. Absent: the default file, when it exists. */
  readonly path?: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** For tests; default os.homedir(). */
  readonly homedir?: string;
}

/** `$VV_AGENT_HOME/mcp.json`, else `~/.vv-agent/mcp.json` (the home the thread store uses). */
export function defaultMcpConfigPath(env: Readonly<Record<string, string | undefined>>, homedir?: string): string {
  return join(resolveStateDir({ env, ...(homedir !== undefined ? { homedir } : {}) }), MCP_CONFIG_FILE);
}

/**
 * The file named by `--mcp-config`, else the default file when it exists, else no servers. A
 * file that is there is always checked in full: a mistake in it is an error, never a silently
 * missing server.
 */
export function loadMcpConfig(source: McpConfigSource): LoadedMcpConfig {
  if (source.path !== undefined && source.path.trim() === '') throw new McpConfigError('--mcp-config must not be empty', 'mcp_config_invalid');
  const file = source.path !== undefined ? resolve(source.path) : defaultMcpConfigPath(source.env, source.homedir);
  if (source.path === undefined && !existsSync(file)) return { file: null, servers: [] };
  const shown = source.path ?? file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new McpConfigError(`MCP config ${shown}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : 'cannot be read'}`, 'mcp_config_not_found');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new McpConfigError(`MCP config ${shown}: not valid JSON (${(error as Error).message})`, 'mcp_config_invalid');
  }
  return { file, servers: parseMcpConfig(value, shown) };
}

/** The enabled servers of a parsed file; `where` names it in errors. */
export function parseMcpConfig(value: unknown, where: string): McpServerSpec[] {
  if (!validateMcpConfig(value)) throw new McpConfigError(`MCP config ${where}: ${describeProblem(value, validateMcpConfig.errors)}`, 'mcp_config_invalid');
  const servers: McpServerSpec[] = [];
  for (const [name, entry] of Object.entries(value.mcpServers)) {
    if (name.trim() === '') throw new McpConfigError(`MCP config ${where}: mcpServers has a server with an empty name`, 'mcp_config_invalid');
    if (entry.disabled === true) continue;
    servers.push(serverSpec(name, entry, where));
  }
  return servers;
}

function serverSpec(name: string, entry: McpServerConfig, where: string): McpServerSpec {
  if (entry.command !== undefined) {
    return { name, transport: 'stdio', command: entry.command, args: entry.args ?? [], env: entry.env ?? {}, ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}) };
  }
  // The schema guarantees one of command and url.
  const url = entry.url ?? '';
  try {
    new URL(url);
  } catch {
    throw new McpConfigError(`MCP config ${where}: mcpServers.${name}.url is not a valid URL: ${url}`, 'mcp_config_invalid');
  }
  return { name, transport: entry.type === 'sse' ? 'sse' : 'streamable-http', url, headers: entry.headers ?? {} };
}

/**
 * The first problem in words. ajv's report of a failed `oneOf` lists every branch's complaint; a
 * server entry is better explained by what it lacks or mixes.
 */
function describeProblem(value: unknown, errors: readonly SchemaValidationError[] | null | undefined): string {
  const servers = (value as { mcpServers?: unknown } | null)?.mcpServers;
  if (typeof servers === 'object' && servers !== null && !Array.isArray(servers)) {
    for (const [name, entry] of Object.entries(servers as Record<string, unknown>)) {
      if (validateMcpServerConfig(entry)) continue;
      return `mcpServers.${name}: ${describeEntry(entry, validateMcpServerConfig.errors)}`;
    }
  }
  const first = errors?.[0];
  if (first === undefined) return 'does not match the MCP config schema';
  const where = first.instancePath === '' ? 'the top level' : first.instancePath.slice(1).replace(/\//g, '.');
  return `${where} ${first.message ?? 'is invalid'}`;
}

const STDIO_KEYS = ['command', 'args', 'env', 'cwd'];
const HTTP_KEYS = ['url', 'headers'];
const TYPES = ['stdio', 'http', 'streamable-http', 'sse'];

function describeEntry(entry: unknown, errors: readonly SchemaValidationError[] | null | undefined): string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'must be an object with "command" (stdio) or "url" (HTTP)';
  const keys = Object.keys(entry);
  const unknown = errors?.find((e) => e.keyword === 'additionalProperties');
  if (unknown !== undefined) return `unknown key "${String(unknown.params['additionalProperty'])}" (allowed: type, command, args, env, cwd, url, headers, disabled)`;
  if (!keys.includes('command') && !keys.includes('url')) return 'needs "command" (a stdio server) or "url" (an HTTP server)';
  const stdio = keys.filter((k) => STDIO_KEYS.includes(k));
  const http = keys.filter((k) => HTTP_KEYS.includes(k));
  if (stdio.length > 0 && http.length > 0) return `mixes stdio keys (${stdio.join(', ')}) with HTTP keys (${http.join(', ')})`;
  const type = (entry as { type?: unknown }).type;
  if (type !== undefined && !TYPES.includes(type as string)) return `"type" must be one of ${TYPES.join(', ')}`;
  if (type !== undefined && (type === 'stdio') !== keys.includes('command')) {
    return `"type": ${JSON.stringify(type)} does not fit ${keys.includes('command') ? 'a command (use "stdio")' : 'a URL (use "http", "streamable-http" or "sse")'}`;
  }
  // What is left is inside a field (a number in args, a non-string header): ajv says exactly what.
  const inField = errors?.find((e) => e.instancePath !== '' && e.keyword !== 'not') ?? errors?.[0];
  return inField === undefined ? 'is invalid' : `${inField.instancePath.slice(1).replace(/\//g, '.')} ${inField.message ?? 'is invalid'}`.trim();
}
