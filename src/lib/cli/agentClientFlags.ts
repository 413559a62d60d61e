import { Flags } from '@oclif/core';

/** Flags of the commands that talk to a running agent (`agent capabilities`, `agent call`). */
export const agentClientFlags = {
  url: Flags.string({ description: "The agent's base URL (default: [agent_client] url of config.ini)." }),
  token: Flags.string({ description: 'Bearer token (default: [agent_client] token, else VV_AGENT_TOKEN).' }),
  config: Flags.string({ description: 'config.ini to read [agent_client] from (default ./config.ini when present).' }),
};
