/**
 * Public face of the AgentTeam App runtime library: callback signatures, secrets files, the typed
 * Runtime API client, the App extension point (`defineApp`) and the echo App written on it. The
 * runner, the callback server and the local platform import only from here; wire types and validators come from generated/agentteam.
 */
export {
  signCallback,
  verifyCallbackSignature,
  verifyCallbackRequest,
  parseSignatureHeader,
  assertSigningSecret,
  headerOf,
  SIGNATURE_HEADER,
  DELIVERY_ID_HEADER,
  ATTEMPT_ID_HEADER,
  EVENT_TYPE_HEADER,
  MAX_CALLBACK_BODY_BYTES,
  SIGNATURE_TOLERANCE_SECONDS,
  type HeaderSource,
  type CallbackRejection,
  type CallbackVerification,
  type SignatureCheck,
  type VerifySignatureInput,
  type VerifyCallbackInput,
  type ParsedSignatureHeader,
} from './callbackSignature.js';
export {
  DEFAULT_SECRETS_FILE,
  SECRET_NAMES,
  parseSecrets,
  readSecretsFile,
  resolveSetting,
  writeSecrets,
  findGitRoot,
  type SecretsValues,
  type ReadSecretsOptions,
  type ResolveSettingInput,
  type ResolvedSetting,
  type SettingSource,
  type WriteSecretsOptions,
  type WriteSecretsResult,
} from './secrets.js';
export { AgentTeamApiError, isAgentTeamApiError, type AgentTeamErrorFamily, type AgentTeamApiErrorOptions } from './AgentTeamApiError.js';
export {
  AgentTeamRuntimeClient,
  type AgentTeamRuntimeClientOptions,
  type CallOptions,
  type DeliveryCallOptions,
  type CredentialCallOptions,
  type ContextQuery,
  type RunnerStream,
  type RunnerStreamItem,
  type RunnerStreamInvalidLine,
} from './runtimeApiClient.js';
export { ndjsonLines, DEFAULT_MAX_LINE_CHARS, type NdjsonLine } from './ndjsonLines.js';
export { commandText, toDelivery, MENTION_EVENT_TYPE } from './delivery.js';
export { defineApp, type App, type AppDefinition, type AppDelivery, type AppContext, type ReplyOptions } from './defineApp.js';
export {
  handleDelivery,
  replyKey,
  formatDeliveryReport,
  type AppRuntimeApi,
  type HandleDeliveryOptions,
  type DeliveryReport,
} from './handleDelivery.js';
export { agentApp, type AgentApp, type AgentAppOptions, type AgentApproval } from './agentApp.js';
export { DeliveryAnswers, ANSWER_RETENTION_MS } from './deliveryAnswers.js';
export { echoApp, planEcho, ECHO_USAGE, MAX_PROGRESS_STEPS, type EchoPlan, type EchoOutcome } from './echoApp.js';
export { resolveAgentTeamSettings, type AgentTeamFlags, type AgentTeamSettings } from './agentTeamSettings.js';
export { runAppRunner, type AppRunnerOptions, type AppRunnerSummary } from './appRunner.js';
export { startCallbackServer, type CallbackServer, type CallbackServerOptions } from './callbackServer.js';
export { credentialStatus, claimCredentials, type ClaimedCredentials } from './credentials.js';
export { serveRunner, serveCallback, type RunnerHostOptions, type CallbackHostOptions } from './appHost.js';
