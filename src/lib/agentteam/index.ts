/**
 * Public face of the AgentTeam App runtime library: callback signatures, secrets files, the typed
 * Runtime API client and the echo app. The runner, the callback server and the local platform
 * import only from here; wire types and validators come from generated/agentteam.
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
export {
  commandText,
  planEcho,
  replyKey,
  toDelivery,
  handleDelivery,
  formatDeliveryReport,
  ECHO_USAGE,
  MAX_PROGRESS_STEPS,
  MENTION_EVENT_TYPE,
  type EchoPlan,
  type EchoOutcome,
  type EchoRuntimeApi,
  type HandleDeliveryOptions,
  type DeliveryReport,
} from './echoApp.js';
export { resolveAgentTeamSettings, type AgentTeamFlags, type AgentTeamSettings } from './agentTeamSettings.js';
export { runEchoRunner, type EchoRunnerOptions, type EchoRunnerSummary } from './echoRunner.js';
export { startCallbackServer, type CallbackServer, type CallbackServerOptions } from './callbackServer.js';
export { credentialStatus, claimCredentials, type ClaimedCredentials } from './credentials.js';
export { serveRunner, serveCallback, type RunnerHostOptions, type CallbackHostOptions } from './appHost.js';
