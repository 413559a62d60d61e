import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { findActionConflict } from './findActionConflict.js';
import { refuseEmptyDir, writeProjectFiles } from './projectFiles.js';
import { readActionDeclarations } from './readActionDeclarations.js';
import { readTemplateFiles, renderTemplate, templateDir } from './renderTemplate.js';

export interface ScaffoldActionOptions {
  /** The action's name, e.g. `orders.create`: letters, digits, `_`, parts joined by `.` or `-`. */
  readonly name: string;
  /** The agent project (default: the current directory). */
  readonly dir?: string;
  /** HTTP route, e.g. `/v1/orders/{id}`. */
  readonly http?: string;
  /** HTTP method (default POST). */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serve as an MCP tool: `true` under the action's own name, a string under that tool name. */
  readonly mcp?: string | true;
  /** Queue topic to listen on. */
  readonly queue?: string;
  /** Roles of a `requireRoles(...)` guard (any of them). */
  readonly guards?: readonly string[];
}

const ACTION_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:[.-][A-Za-z0-9_]+)*$/;
const WORD = /^[A-Za-z0-9_][A-Za-z0-9_.:-]*$/;
const SUPPORT_HELPER = 'test/support/agent.mjs';

/**
 * Adds `actions/<name>.mjs` (a typed action: zod input and output) and `test/<name>.test.mjs` to
 * the agent project in `dir` (contract §8). Without a transport flag the action is served on
 * HTTP (`POST /<name with / for .>`) and MCP. Refuses to overwrite either file.
 */
export function scaffoldAction(options: ScaffoldActionOptions): { dir: string; files: string[] } {
  refuseEmptyDir(options.dir);
  const root = resolve(options.dir ?? '.');
  if (!existsSync(join(root, 'actions')) || !statSync(join(root, 'actions')).isDirectory() || !existsSync(join(root, 'package.json'))) {
    throw new UsageError(`${root} is not an agent project (no package.json and actions/ folder); create one with vv-agent scaffold agent NAME`, 'not_an_agent_project');
  }
  const { name } = options;
  if (!ACTION_NAME.test(name)) throw new UsageError(`action name '${name}' must be letters, digits and _, in parts joined by . or - (e.g. orders.create)`, 'invalid_action_name');
  if (options.method !== undefined && options.http === undefined) throw new UsageError('--method needs --http PATH', 'method_without_http');
  const none = options.http === undefined && options.mcp === undefined && options.queue === undefined;
  const http = options.http ?? (none ? `/${name.replace(/\./g, '/')}` : undefined);
  const mcp = options.mcp ?? (none ? true : undefined);
  if (http !== undefined && !/^\/[^\s'\\]*$/.test(http)) throw new UsageError(`--http '${http}' must be a path starting with / (e.g. /v1/orders/{id})`, 'invalid_http_path');
  for (const [flag, value] of [['--mcp', typeof mcp === 'string' ? mcp : undefined], ['--queue', options.queue], ...(options.guards ?? []).map((g) => ['--guard', g])] as const) {
    if (value !== undefined && !WORD.test(value)) throw new UsageError(`${flag} '${value}' must be letters, digits and _ . : -`, 'invalid_flag_value');
  }
  const files = { action: `actions/${name}.mjs`, test: `test/${name}.test.mjs` };
  for (const path of Object.values(files)) {
    if (existsSync(join(root, path))) throw new UsageError(`${path} exists; refusing to overwrite it`, 'file_exists');
  }

  const method = options.method ?? 'POST';
  const params = http === undefined ? [] : [...http.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1]!);
  for (const param of params) if (!/^[A-Za-z_]\w*$/.test(param)) throw new UsageError(`--http: path parameter {${param}} must be an identifier`, 'invalid_http_path');
  // What `agent serve` would refuse once the file exists is refused now, before anything is written.
  const conflict = findActionConflict(readActionDeclarations(root), {
    name,
    http: http === undefined ? undefined : { url: http, method },
    mcp: mcp === undefined ? undefined : mcp === true ? {} : { name: mcp },
    queue: options.queue === undefined ? undefined : { listen: options.queue },
  });
  if (conflict !== undefined) throw new UsageError(`cannot add action "${name}": ${conflict.message} (see ${conflict.file}); nothing was written`, 'action_conflict');
  const guards = options.guards ?? [];
  const quoted = (s: string): string => `'${s}'`;
  const transports = [
    ...(http === undefined ? [] : [`HTTP (${method} ${http})`]),
    ...(mcp === undefined ? [] : [`MCP (tool ${mcp === true ? name : mcp})`]),
    ...(options.queue === undefined ? [] : [`the queue topic ${options.queue}`]),
  ];
  const values = {
    name,
    exportName: name.split(/[.-]/).map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join(''),
    transportList: ` ${transports.length > 1 ? `${transports.slice(0, -1).join(', ')} and ${transports.at(-1)!}` : transports[0]!}`,
    http: http !== undefined,
    httpPath: http ?? '',
    method,
    mcp: mcp !== undefined,
    mcpDeclaration: mcp === undefined || mcp === true ? '{}' : `{ name: ${quoted(mcp)} }`,
    queue: options.queue !== undefined,
    queueTopic: options.queue ?? '',
    guard: guards.length > 0,
    open: guards.length === 0,
    roles: guards.map(quoted).join(', '),
    served: http !== undefined || mcp !== undefined,
    invokeTransport: http !== undefined ? 'http' : mcp !== undefined ? 'mcp' : 'queue',
    pathParamFields: params.map((p) => `${p}: z.string(), `).join(''),
    inputJson: JSON.stringify({ ...Object.fromEntries(params.map((p) => [p, '1'])), text: 'hello' }),
  };
  const template = Object.fromEntries(readTemplateFiles(templateDir('action')).map((f) => [f.path, f.text]));
  const written: Record<string, string> = {
    [files.action]: renderTemplate(template['action.mjs']!, values),
    [files.test]: renderTemplate(template['action.test.mjs']!, values),
  };
  // A served action's test starts the agent with the helper `scaffold agent` writes; bring it along if missing.
  if (values.served && !existsSync(join(root, SUPPORT_HELPER))) {
    written[SUPPORT_HELPER] = readFileSync(join(templateDir('agent'), SUPPORT_HELPER), 'utf8');
  }
  return { dir: root, files: writeProjectFiles(root, written, { exclusive: true }) };
}
