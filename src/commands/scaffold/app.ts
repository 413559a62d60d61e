import { Args, Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class ScaffoldApp extends Command {
  static override summary = 'Write a new AgentTeam App project (manifest, entry point, test, README).';
  static override description =
    'Creates <dir>/<name> with manifest.json (agentteam.message.mention, app.mentions.read, messages.write, runtime config schema), src/app.mjs (your App on defineApp, or with --agent an agentApp answering each mention with an agent turn), a runner or callback entry point on the vv-agent library, a test that runs the App against `vv-agent agentteam dev`, and a README.';
  static override examples = ['<%= config.bin %> scaffold app my-app --transport runner_stream', '<%= config.bin %> scaffold app hook-app --transport callback --dir apps', '<%= config.bin %> scaffold app helper --transport runner_stream --agent'];
  static override enableJsonFlag = true;
  static override args = { name: Args.string({ description: 'App name: lowercase letters, digits and dashes.', required: true }) };
  static override flags = {
    transport: Flags.string({ description: 'How AgentTeam reaches the App.', options: ['runner_stream', 'callback'], required: true }),
    dir: Flags.string({ description: 'Parent directory.', ...helpDefault('the current directory') }),
    agent: Flags.boolean({ description: 'Answer every mention with an agent turn (agentApp: App Server threads, scripted model by default).', default: false }),
  };

  async run(): Promise<{ dir: string; files: string[]; next: string }> {
    const { args, flags } = await this.parse(ScaffoldApp);
    const { scaffoldApp, appNextCommand } = await import('../../lib/scaffold/index.js');
    const result = scaffoldApp({ name: args.name, transport: flags.transport as 'runner_stream' | 'callback', agent: flags.agent, ...(flags.dir !== undefined ? { dir: flags.dir } : {}) });
    const next = appNextCommand(result.dir);
    this.log(`created ${result.dir}: ${result.files.join(', ')}`);
    this.log(`next: ${next}`);
    return { ...result, next };
  }
}
