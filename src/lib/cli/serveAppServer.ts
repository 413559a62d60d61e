import type { AppServerFlags } from './appServerFlags.js';
import { approvalTimeoutMs, parseTimeoutSeconds } from './options.js';

/**
 * `vv-agent app-server` once its flags are parsed (by oclif, or by the fast start path): prepares
 * the server, serves until the client leaves or a signal arrives, and exits 0. Errors are thrown
 * for the CLI boundary (lib/cli/reportCliError.ts) to report.
 */
export async function serveAppServer(flags: AppServerFlags): Promise<never> {
  const { prepareAppServer, resolveListen, serveStdio, serveWebSocket } = await import('../app-server/index.js');
  const listen = resolveListen({
    listen: flags.listen,
    wsToken: flags['ws-token'],
    allowedOrigins: flags['allowed-origin'],
    maxConnections: flags['ws-max-connections'],
  });
  const prepared = await prepareAppServer({
    listen: flags.listen,
    ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
    ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
    ...(flags.model !== undefined ? { model: flags.model } : {}),
    timeoutSeconds: parseTimeoutSeconds(flags['timeout-seconds']),
    ephemeral: flags.ephemeral,
    ...(flags['state-dir'] !== undefined ? { stateDir: flags['state-dir'] } : {}),
    approvalTimeoutMs: approvalTimeoutMs(flags['approval-timeout-seconds']),
    ...(flags['mcp-config'] !== undefined ? { mcpConfig: flags['mcp-config'] } : {}),
  });
  const details =
    `${prepared.model.backend}/${prepared.model.modelKey}, settings ${prepared.settingsLocation.path} [${prepared.settingsLocation.reason}], store ${prepared.store.location}` +
    `${prepared.recoveredTurns > 0 ? `, recovered ${prepared.recoveredTurns} interrupted turn(s)` : ''}` +
    `${prepared.mcp.file !== null ? `, ${prepared.mcp.servers} MCP server(s) from ${prepared.mcp.file}` : ''}`;
  if (listen.kind === 'websocket') {
    const server = await serveWebSocket(prepared, listen);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.stop());
    if (listen.tokenGenerated) process.stderr.write(`vv-agent app-server: WebSocket token (generated; set --ws-token or VV_AGENT_WS_TOKEN to choose it): ${listen.token}\n`);
    if (!listen.address.loopback) process.stderr.write(`vv-agent app-server: warning: ${server.url} is reachable beyond this machine, without TLS\n`);
    process.stderr.write(`vv-agent app-server: listening on ${server.url} (${details})\n`);
    await server.done;
    process.exit(0);
  }
  const server = await serveStdio(prepared);
  // Handlers before the ready line: a supervisor that reads it may signal us right away.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, server.stop);
  process.stderr.write(`vv-agent app-server: listening on stdio (${details})\n`);
  // Resolves once the last protocol lines reached stdout (or, after a stop, the client that does
  // not read them was given up); leave even if an HTTP keep-alive socket lingers.
  await server.done;
  process.exit(0);
}
