import { Command } from '@oclif/core';
import { agentClientFlags } from '../../lib/cli/agentClientFlags.js';
import type { Capabilities } from '../../../generated/actions/types.js';

export default class AgentCapabilities extends Command {
  static override summary = "List an agent's actions and the transports that reach them.";
  static override description = [
    "Reads GET /capabilities from a running agent, checks it against the published schema, and prints one row per action: its HTTP route, MCP tool and queue topic (\"-\" when undeclared, \"(off)\" when declared but not served there), or the document itself with --json.",
    'The bearer token is --token, else [agent_client] token of config.ini (--config, else ./config.ini when present), else VV_AGENT_TOKEN. --url defaults to [agent_client] url.',
    'Exit 1 when the agent is unreachable, rejects the token (401) or answers something that is not a capabilities document; exit 2 on bad flags.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agent capabilities --url http://127.0.0.1:8000',
    '<%= config.bin %> agent capabilities --url http://127.0.0.1:8000 --json',
    'VV_AGENT_TOKEN=$(cat token.jwt) <%= config.bin %> agent capabilities --url https://agent.example.com',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    ...agentClientFlags,
  };

  async run(): Promise<Capabilities> {
    const { flags } = await this.parse(AgentCapabilities);
    const { AgentClient, agentClientSettings, formatCapabilities } = await import('../../lib/actions/client/index.js');
    const client = new AgentClient(agentClientSettings({ url: flags.url, token: flags.token, configFile: flags.config }));
    try {
      const capabilities = await client.capabilities();
      if (!this.jsonEnabled()) process.stdout.write(formatCapabilities(capabilities));
      return capabilities;
    } finally {
      await client.close();
    }
  }
}
