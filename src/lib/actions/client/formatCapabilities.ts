import type { ActionCapability, Capabilities } from '../../../../generated/actions/types.js';

/** One transport cell: how to reach the action that way, marked when declared but not served here. */
function cells(action: ActionCapability): [string, string, string] {
  const { http, mcp, queue } = action.transports;
  const off = (available: boolean): string => (available ? '' : ' (off)');
  return [
    http === null ? '-' : `${http.method} ${http.path}${off(http.available)}`,
    mcp === null ? '-' : `${mcp.name}${off(mcp.available)}`,
    queue === null ? '-' : `${queue.topic}${off(queue.available)}`,
  ];
}

/**
 * `agent capabilities` without --json: one row per action with its HTTP route, MCP tool and
 * queue topic ("-" undeclared, "(off)" declared but not served by this agent), then the MCP
 * endpoint(s) the agent advertises.
 */
export function formatCapabilities(capabilities: Capabilities): string {
  if (capabilities.actions.length === 0) return 'no actions advertised\n';
  const header = ['ACTION', 'HTTP', 'MCP TOOL', 'QUEUE TOPIC', 'DESCRIPTION'];
  const rows = capabilities.actions.map((a) => [a.name, ...cells(a), a.description]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cols: string[]): string => cols.map((c, i) => (i === cols.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const endpoints = [
    ...new Set(capabilities.actions.flatMap((a) => (a.transports.mcp?.available && a.transports.mcp.url ? [`${a.transports.mcp.transport} ${a.transports.mcp.url}`] : []))),
  ];
  const footer = endpoints.length === 0 ? [] : ['', ...endpoints.map((e) => `mcp: ${e}`)];
  return `${[line(header), ...rows.map(line), ...footer].join('\n')}\n`;
}
