import { Command, Flags } from '@oclif/core';
import { agentTeamCommonFlags } from '../../../lib/cli/agentteamFlags.js';

export default class AgentTeamCredentialsStatus extends Command {
  static override summary = 'Show the setup state of an App installation\'s initial credential (never the secret).';
  static override examples = ['<%= config.bin %> agentteam credentials status --installation inst_1 --secrets-file .env.agentteam'];
  static override enableJsonFlag = true;
  static override flags = {
    ...agentTeamCommonFlags,
    installation: Flags.string({ description: 'App installation id.', required: true }),
    'user-token': Flags.string({ description: 'A manager\'s user token (env AGENTTEAM_USER_TOKEN).' }),
  };

  async run(): Promise<Record<string, unknown>> {
    const { flags } = await this.parse(AgentTeamCredentialsStatus);
    const { credentialStatus } = await import('../../../lib/agentteam/credentials.js');
    const status = await credentialStatus({ baseUrl: flags['base-url'], workspace: flags.workspace, secretsFile: flags['secrets-file'], userToken: flags['user-token'] }, flags.installation);
    this.log(`installation ${status.installationId} (app ${status.appId}): ${status.state}${status.claimedAt ? ` since ${status.claimedAt}` : ''}; transports ${status.transports.join(', ')}`);
    return { ...status };
  }
}
