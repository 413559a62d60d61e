// The HTTP layer shared by vv-agent's servers (AgentTeam dev platform and callback server; the
// actions framework next): fastify with raw-body JSON, one error shape, lazy loading.
export { createHttpServer, listen, toHttpError, type HttpServerOptions } from './createHttpServer.js';
export { HttpError, type ErrorDetail } from './httpError.js';
