/**
 * Public face of the LLM layer: settings loading and model resolution, the ModelClient contract,
 * the HTTP clients for OpenAI-compatible and Anthropic APIs, and the scripted backend.
 * Other parts import only from here.
 */
export * from './types.js';
export { LlmError, isLlmError, type LlmErrorCode, type LlmErrorOptions } from './errors.js';
// The one redactor, shared with every HTTP client.
export { redactSecrets } from '../shared/redactSecrets.js';
export {
  loadSettings,
  loadSettingsSync,
  parseSettings,
  validateSettings,
  settingsFormatOf,
  defaultSettingsPath,
  type LlmSettings,
  type EndpointSettings,
  type EndpointBindingSettings,
  type ModelSettings,
  type BackendSettings,
  type SettingsFormat,
  type JsonObject,
} from './loadSettings.js';
export {
  resolveModel,
  keyVariables,
  SCRIPTED_BACKEND,
  DEFAULT_CONTEXT_LENGTH,
  type ResolvedModel,
  type ResolvedEndpoint,
  type ResolveModelOptions,
  type WireProtocol,
} from './resolveModel.js';
export {
  discoverSettings,
  chooseModel,
  resolveAgentSettings,
  SETTINGS_ENV,
  BACKEND_ENV,
  MODEL_ENV,
  HOME_SETTINGS_FILES,
  type SettingsSource,
  type SettingsStep,
  type SettingsLocation,
  type DiscoverSettingsInput,
  type ModelChoiceSource,
  type ChosenName,
  type ModelChoice,
  type ChooseModelInput,
  type AgentSettings,
  type ResolveAgentSettingsInput,
} from './discoverSettings.js';
export { createModelClient, type ClosableModelClient, type CreateModelClientOptions } from './createModelClient.js';
export { OpenAiChatClient, type OpenAiChatClientOptions } from './OpenAiChatClient.js';
export {
  AnthropicMessagesClient,
  anthropicMessagesUrl,
  ANTHROPIC_VERSION,
  DEFAULT_ANTHROPIC_MAX_TOKENS,
  type AnthropicMessagesClientOptions,
} from './AnthropicMessagesClient.js';
export { DEFAULT_TIMEOUT_SECONDS, DEFAULT_MAX_ATTEMPTS, type HttpClientOptions } from './EventStreamTransport.js';
export { mapOpenAiUsage } from './mapOpenAiUsage.js';
export { mapAnthropicUsage } from './mapAnthropicUsage.js';
export { backoffDelayMs, parseRetryAfterMs, type RetryDelayOptions } from '../shared/retryDelay.js';
export {
  ScriptedModelClient,
  DEFAULT_SCRIPT,
  DEFAULT_SCRIPTED_GREETING,
  SCRIPT_EXHAUSTED_TEXT,
  estimateUsage,
  type Script,
  type ScriptEntry,
  type ScriptStep,
  type ScriptTurn,
  type ScriptedModelClientOptions,
} from './ScriptedModelClient.js';
export { parseScript, type ParsedScript } from './parseScript.js';
