import { Args, Command, Flags } from '@oclif/core';
import { agentTeamCommonFlags } from '../../lib/cli/agentteamFlags.js';

export default class AgentTeamMention extends Command {
  static override summary = 'Mention an App in a channel and print its replies as they appear.';
  static override description = [
    'Posts "@NAME text" as the user of AGENTTEAM_USER_TOKEN (mention range set) to the first channel the App is a member of (or --channel), then prints each reply of the App on stdout, one line each (line breaks inside a reply shown as \\n), as it becomes visible.',
    'Exit codes: 0 when the delivery completes; 1 when it fails, is canceled, or --wait-seconds pass first, with why on stderr (its failure, or how its last attempt ended, e.g. callback_unreachable: connect ECONNREFUSED ...), or when the platform does not answer (with the command that starts it); 2 on a usage or configuration error (an unknown App or workspace: the known ones are named).',
    'Settings: flag, else environment, else the secrets file (as `agentteam dev --app ... --secrets-file F` writes it).',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agentteam mention --app echo --secrets-file .env.agentteam "echo hi"',
    '<%= config.bin %> agentteam mention --app echo "progress 3 done" --wait-seconds 60',
  ];
  static override enableJsonFlag = true;
  static override args = {
    text: Args.string({ description: 'Text after @NAME.', required: true }),
  };
  static override flags = {
    ...agentTeamCommonFlags,
    app: Flags.string({ description: 'Name of the App to mention.', required: true }),
    channel: Flags.string({ description: 'Channel name or id (default: the first channel the App is in).' }),
    'user-token': Flags.string({ description: 'User token of the author (env AGENTTEAM_USER_TOKEN).' }),
    // A wait, not a request timeout: named apart from the LLM --timeout-seconds of app-server.
    'wait-seconds': Flags.integer({ description: 'Give up (exit 1) when the delivery has not ended by then.', default: 30, min: 1, aliases: ['timeout-seconds'], deprecateAliases: true }),
  };

  async run(): Promise<Record<string, unknown>> {
    const { args, flags } = await this.parse(AgentTeamMention);
    const { resolveAgentTeamSettings } = await import('../../lib/agentteam/index.js');
    const { mentionApp, unfinishedError } = await import('../../lib/agentteam/dev/index.js');
    const settings = await resolveAgentTeamSettings(
      { baseUrl: flags['base-url'], workspace: flags.workspace, secretsFile: flags['secrets-file'], userToken: flags['user-token'] },
      ['userToken'],
    );
    const json = this.jsonEnabled();
    const outcome = await mentionApp({
      baseUrl: settings.baseUrl,
      workspaceId: settings.workspaceId,
      userToken: settings.userToken!,
      appName: flags.app,
      text: args.text,
      channel: flags.channel,
      timeoutMs: flags['wait-seconds'] * 1000,
      onReply: (reply) => {
        if (!json) process.stdout.write(`${reply.text.replace(/\r?\n/g, '\\n')}\n`);
      },
    });
    const error = unfinishedError(outcome, flags['wait-seconds']);
    if (error !== undefined) throw error;
    return { ...outcome };
  }
}
