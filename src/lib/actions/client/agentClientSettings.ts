import { loadAgentConfig } from '../loadAgentConfig.js';
import { UsageError } from '../../shared/errors.js';

export interface AgentClientSettingsInput {
  /** --url */
  readonly url?: string | undefined;
  /** --token */
  readonly token?: string | undefined;
  /** --config; default ./config.ini when present. */
  readonly configFile?: string | undefined;
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Where an agent client connects and with which bearer token (contract §5 `[agent_client]`):
 * the flag, else `[agent_client] url`/`token` of config.ini (with its VV_AGENT__AGENT_CLIENT__*
 * overrides), else the token in VV_AGENT_TOKEN. An empty value counts as unset.
 */
export function agentClientSettings(input: AgentClientSettingsInput): { url: string; token: string | undefined } {
  const env = input.env ?? process.env;
  const needConfig = !input.url || !input.token;
  const client = needConfig ? loadAgentConfig(input.configFile, { env }).agent_client : { url: '', token: '' };
  const url = input.url || client.url;
  if (!url) throw new UsageError('no agent URL: pass --url http://HOST:PORT or set [agent_client] url in config.ini', 'missing_url');
  const token = input.token || client.token || env['VV_AGENT_TOKEN'] || undefined;
  return { url, token };
}
