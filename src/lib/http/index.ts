// The HTTP layer shared by vv-agent's servers (AgentTeam dev platform and callback server; the
// actions framework next): fastify with raw-body JSON, one error shape, lazy loading.
export { closeHttpServer, createHttpServer, listen, type HttpServerOptions } from './createHttpServer.js';
export { displayUrl, isWildcardHost } from './displayUrl.js';
export { toHttpError } from './toHttpError.js';
export { categoryOfHttpStatus } from './httpStatus.js';
export { HttpError, type ErrorDetail } from './httpError.js';
export {
  registerRoutes,
  checkedBody,
  intQuery,
  declaredQuery,
  routeUrl,
  type QueryParameter,
  type BodyValidator,
  type Route,
  type RouteContext,
  type RouteMethod,
  type RouteResult,
} from './routes.js';
export { operationUrl, type AddressedOperation } from './operationUrl.js';
// The one outbound HTTP client (undici, loaded on first request): retries, timeouts on silence,
// capped and redacted error bodies, cancellation.
export {
  HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type JsonRequest,
  type HttpResponse,
  type JsonResponse,
  type ResponseHeaders,
} from './client/HttpClient.js';
export {
  HttpClientError,
  isHttpClientError,
  errorMessageOfBody,
  quotedErrorText,
  type HttpClientErrorCode,
  type HttpClientErrorPhase,
  type HttpClientErrorOptions,
} from './client/HttpClientError.js';
