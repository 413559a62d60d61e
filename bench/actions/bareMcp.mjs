// The MCP floor: a bare MCP SDK v2 server with the same tool — `McpServer.registerTool('add')` with
// the same zod input schema and handler, answering the same result (text JSON + structuredContent)
// — on NodeStreamableHTTPServerTransport behind a plain node:http server, stateful sessions (one
// server and transport per session, as `agent serve` keeps them) and the SDK's localhost Host/Origin
// guards. Prints "mcp listening on URL" on stderr, like `agent serve`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { localhostHostValidation, localhostOriginValidation, NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { McpServer } from '@modelcontextprotocol/server';
import { add, AddInput } from './add.mjs';

const sessions = new Map();
const validateHost = localhostHostValidation();
const validateOrigin = localhostOriginValidation();

function newSession() {
  const server = new McpServer({ name: 'bare', version: '1.0.0' });
  server.registerTool('add', { description: 'Add two numbers', inputSchema: AddInput }, async (input) => {
    const result = await add(input);
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  });
  const transport = new NodeStreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => void sessions.set(id, transport),
  });
  transport.onclose = () => {
    if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
  };
  return { server, transport };
}

const http = createServer(async (req, res) => {
  if (!validateHost(req, res) || !validateOrigin(req, res)) return;
  const id = req.headers['mcp-session-id'];
  let transport = typeof id === 'string' ? sessions.get(id) : undefined;
  if (typeof id === 'string' && transport === undefined) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Session not found' } }));
    return;
  }
  if (transport === undefined) {
    const session = newSession();
    await session.server.connect(session.transport);
    transport = session.transport;
  }
  await transport.handleRequest(req, res);
});
http.listen(0, '127.0.0.1', () => process.stderr.write(`mcp listening on http://127.0.0.1:${http.address().port}/mcp\n`));
process.on('SIGTERM', () => {
  http.closeAllConnections();
  http.close(() => process.exit(0));
});
