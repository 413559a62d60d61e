// vv-agent/actions: declare an agent action once and serve it over HTTP, MCP and a queue with the
// same validation, guards and auth (contract: shared/docs/actions-contract.md; guide: docs/actions.md).
// Heavy modules (fastify, the MCP SDK, jose, queue clients) load only when a server needs them.
export { buildAction, defineAction, legacyAction, type LegacyActionOptions } from './defineAction.js';
export { Action, type InvokeOptions, type ResolvedHttp, type ResolvedMcp, type ResolvedQueue } from './Action.js';
export { ActionRegistry, registrationConflict } from './ActionRegistry.js';
export { jsonSchema, inputJsonSchema, issuesToDetails, type SchemaWithJson, type JsonObject, type InferInput, type InferOutput } from './schema.js';
export { getAuthContext, getQueueRequest, type AuthContext, type QueueRequest, type ActionTransport } from './context.js';
export { requireRoles } from './guards.js';
export {
  HttpError,
  BadRequestError,
  ValidationError,
  AuthenticationError,
  InsufficientRolesError,
  NotFoundError,
  ConflictError,
  ServiceUnavailableError,
  InternalActionError,
  type ErrorDetail,
} from './errors.js';
export type { ActionContext, GuardContext, Guard, ActionOptions, ActionHandler, HttpDeclaration, McpDeclaration, QueueDeclaration, Intent, HttpMethod, McpToolAnnotations } from './types.js';
export { authHeaders, type Authenticator, type AuthRequest, type AuthHeaders, type AuthTransport } from './auth/Authenticator.js';
export { JwtProvider, defaultClaimsMapper, type JwtProviderOptions } from './auth/JwtProvider.js';
export { BearerTokenAuthenticator, bearerToken, type BearerTokenAuthenticatorOptions } from './auth/BearerTokenAuthenticator.js';
export { loadAgentConfig, defaultAgentConfig, AgentConfigError, type AgentConfig, type LoadAgentConfigOptions } from './loadAgentConfig.js';
export { buildCapabilities } from './capabilities.js';
export { HttpServerFactory, McpServerFactory } from './server/factories.js';
export type { HttpActionServer, McpActionServer, TransportServerContext, CapabilitiesFacts, SseHandler } from './server/types.js';
export type { Capabilities, ActionCapability, McpTransportName } from '../../../generated/actions/types.js';
export { AgentServer, type AgentServerOptions, type RunningAgent, type RunOptions } from './AgentServer.js';
export { serveAgent, type ServeAgentOptions } from './serveAgent.js';
export { discoverActionModules, ActionModuleError, type ImportedActionModule } from './discoverActionModules.js';
export { controller, get, post, put, patch, del, type ControllerRoute } from './decorators.js';
export { onStartup, onShutdown, onMcpStartup, onMcpShutdown, clearLifecycleHooks, type LifecycleHook } from './lifecycle.js';
export {
  createQueue,
  QueueClient,
  QueueTimeoutError,
  QueueRuntime,
  QueueStartupError,
  QueueAuthRefusedError,
  replyToClaimGuard,
  RedisStreamsProvider,
  RabbitMqProvider,
  type QueueProvider,
  type QueueMessage,
  type QueueReplyMessage,
  type QueueReply,
  type QueueDeadLetterError,
  type QueueRequestOptions,
  type QueueSendOptions,
  type QueueClientOptions,
  type QueueRuntimeOptions,
  type QueueReplyGuard,
} from './queue/index.js';
