import { Args, Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class ScaffoldAgent extends Command {
  static override summary = 'Write a new agent project (actions served over HTTP and MCP, config.ini, test, README).';
  static override description =
    "Creates <dir>/<name> with package.json (depending on vv-agent by version, and zod), config.ini (HTTP on 127.0.0.1:8000, MCP streamable HTTP on 127.0.0.1:8001), actions/greet.mjs (one example action on HTTP and MCP with zod input and output), a node:test suite that serves the agent and calls the action over HTTP and MCP, and a README. Add actions with `vv-agent scaffold action`.";
  static override examples = ['<%= config.bin %> scaffold agent my-agent', '<%= config.bin %> scaffold agent my-agent --dir agents'];
  static override enableJsonFlag = true;
  static override args = { name: Args.string({ description: 'Agent (and npm package) name: lowercase letters, digits and dashes.', required: true }) };
  static override flags = {
    dir: Flags.string({ description: 'Parent directory.', ...helpDefault('the current directory') }),
  };

  async run(): Promise<{ dir: string; files: string[]; next: string }> {
    const { args, flags } = await this.parse(ScaffoldAgent);
    const { scaffoldAgent, agentNextCommand } = await import('../../lib/scaffold/index.js');
    const result = scaffoldAgent({ name: args.name, ...(flags.dir === undefined ? {} : { dir: flags.dir }) });
    const next = agentNextCommand(result.dir);
    this.log(`created ${result.dir}: ${result.files.join(', ')}`);
    this.log(`next: ${next}`);
    return { ...result, next };
  }
}
