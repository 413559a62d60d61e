import { Command, Flags } from '@oclif/core';
import { agentTeamCommonFlags } from '../../../lib/cli/agentteamFlags.js';

export default class AgentTeamCredentialsClaim extends Command {
  static override summary = 'Claim an App installation\'s initial credential once and save it to the secrets file (mode 0600).';
  static override description =
    'The platform shows the credential only in this response: it is written to --secrets-file (default .env.agentteam; added to .gitignore inside a git checkout) and never printed unless --print-secret. A second claim is rejected by the platform, so a claim into a file that already holds the secret it would write is refused before it is sent, unless --force.';
  static override examples = ['<%= config.bin %> agentteam credentials claim --installation inst_1 --secrets-file .env.agentteam'];
  static override enableJsonFlag = true;
  static override flags = {
    ...agentTeamCommonFlags,
    installation: Flags.string({ description: 'App installation id.', required: true }),
    'user-token': Flags.string({ description: 'A manager\'s user token (env AGENTTEAM_USER_TOKEN).' }),
    'print-secret': Flags.boolean({ description: 'Also print the claimed secret on stdout.', default: false }),
    force: Flags.boolean({
      description: 'Replace a runner token or signing secret the secrets file already holds (without it the claim is refused before it is sent; a replaced secret cannot be recovered).',
      default: false,
    }),
  };

  async run(): Promise<Record<string, unknown>> {
    const { flags } = await this.parse(AgentTeamCredentialsClaim);
    const { claimCredentials } = await import('../../../lib/agentteam/credentials.js');
    const claimed = await claimCredentials(
      { baseUrl: flags['base-url'], workspace: flags.workspace, secretsFile: flags['secrets-file'], userToken: flags['user-token'] },
      flags.installation,
      { force: flags.force },
    );
    this.logToStderr(`claimed ${claimed.saved.join(' and ')} for installation ${flags.installation}; saved to ${claimed.file} (mode 0600)`);
    if (flags['print-secret']) for (const [key, value] of Object.entries(claimed.values)) this.log(`${key}=${value}`);
    return { installationId: flags.installation, saved: claimed.saved, file: claimed.file, ...(flags['print-secret'] ? { values: claimed.values } : {}) };
  }
}
