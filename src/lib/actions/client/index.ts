// The caller's side of an agent: GET /capabilities (validated) and one action call over HTTP or
// MCP. Used by `vv-agent agent capabilities` and `vv-agent agent call`.
export { AgentClient, agentBaseUrl, type AgentClientOptions, type ActionCallResult, type CallTransport } from './AgentClient.js';
export { AgentClientError, type AgentClientErrorCode } from './AgentClientError.js';
export { agentClientSettings, type AgentClientSettingsInput } from './agentClientSettings.js';
export { formatCapabilities } from './formatCapabilities.js';
