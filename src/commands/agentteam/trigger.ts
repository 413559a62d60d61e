import { Args, Command, Flags } from '@oclif/core';
import { agentTeamCommonFlags } from '../../lib/cli/agentteamFlags.js';
import { TRIGGER_KINDS, type TriggerKind } from '../../lib/agentteam/dev/triggerKinds.js';

export default class AgentTeamTrigger extends Command {
  static override summary = 'Send a canned delivery to an App on the local platform (agentteam dev) to exercise its paths, error paths included.';
  static override description = [
    'Like `stripe trigger`: posts a mention of the App with a known text (the echo App\'s commands) and follows the delivery as `agentteam mention` does.',
    'echo: one reply, then completed. progress: 3 progress replies and a final one, then completed. fail: the App is asked to fail with triggered_failure (`fail triggered_failure ...`), the delivery fails with it.',
    'callback-timeout (callback Apps only): the platform ends the first attempt as timed out (callback_timeout) before sending it, so the App receives an attempt the platform already gave up on (its replies and ack are refused); the retry completes.',
    'redelivery: the first attempt is leased for 1 s but never handed to the App, as if it had crashed right after taking it; the lease expires (lease_expired) and attempt 2 completes.',
    'The faults of the last two are simulated by the local platform only (devFault of the admin API); a real platform ignores them.',
    'Prints what was triggered, each attempt and how it ended, the replies, and the end. Exit codes: 0 when the delivery ended as the kind expects; 1 when it did not (or --wait-seconds passed first); 2 on a usage or configuration error.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agentteam trigger redelivery --app echo --secrets-file .env.agentteam',
    '<%= config.bin %> agentteam trigger callback-timeout --app hook --secrets-file .env.agentteam --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    kind: Args.string({ description: 'What to trigger.', required: true, options: [...TRIGGER_KINDS] }),
  };
  static override flags = {
    ...agentTeamCommonFlags,
    app: Flags.string({ description: 'Name of the App to send the delivery to.', required: true }),
    channel: Flags.string({ description: 'Channel name or id (default: the first channel the App is in).' }),
    'user-token': Flags.string({ description: 'User token of the author (env AGENTTEAM_USER_TOKEN).' }),
    'wait-seconds': Flags.integer({ description: 'Give up (exit 1) when the delivery has not ended by then.', default: 30, min: 1 }),
  };

  async run(): Promise<Record<string, unknown>> {
    const { args, flags } = await this.parse(AgentTeamTrigger);
    const { resolveAgentTeamSettings } = await import('../../lib/agentteam/index.js');
    const { triggerDelivery } = await import('../../lib/agentteam/dev/index.js');
    const { VvAgentError } = await import('../../lib/shared/errors.js');
    const settings = await resolveAgentTeamSettings(
      { baseUrl: flags['base-url'], workspace: flags.workspace, secretsFile: flags['secrets-file'], userToken: flags['user-token'] },
      ['userToken'],
    );
    const kind = args.kind as TriggerKind;
    const result = await triggerDelivery(kind, {
      baseUrl: settings.baseUrl,
      workspaceId: settings.workspaceId,
      userToken: settings.userToken!,
      appName: flags.app,
      channel: flags.channel,
      timeoutMs: flags['wait-seconds'] * 1000,
    });
    if (!this.jsonEnabled()) {
      const { outcome } = result;
      const out: string[] = [`triggered ${kind} on App ${flags.app}: ${result.description}`, `delivery ${outcome.deliveryId}: "@${flags.app} ${result.text}"`];
      for (const attempt of outcome.attempts) {
        const end = attempt.endReason ?? attempt.status;
        out.push(`attempt ${attempt.number} (${attempt.transport}): ${end}${attempt.endDetail !== undefined ? `: ${attempt.endDetail}` : ''}`);
      }
      for (const reply of outcome.replies) out.push(`reply: ${reply.text.replace(/\r?\n/g, '\\n')}`);
      const end = outcome.status === 'failed' && outcome.failure !== undefined ? `failed (${outcome.failure.code})` : outcome.status === 'timed_out' ? `not finished (status ${outcome.lastStatus})` : outcome.status;
      out.push(`ended: ${end}${result.expected ? ' as expected' : ''}`);
      process.stdout.write(`${out.join('\n')}\n`);
    }
    if (!result.expected) throw new VvAgentError('trigger_unexpected', `trigger ${kind}: ${result.mismatch ?? 'unexpected end'}`);
    return { ...result };
  }
}
