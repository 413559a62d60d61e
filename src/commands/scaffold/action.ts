import { Args, Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

/** `--mcp` given without a value (last, or before another flag): the tool takes the action's name. */
const OWN_NAME = '*';

export default class ScaffoldAction extends Command {
  static override summary = 'Add a typed action and its test to the agent project in the current directory.';
  static override description = [
    'Writes actions/<name>.mjs (defineAction with zod input and output schemas and the transports you name) and test/<name>.test.mjs (the handler, then each served transport against a real `vv-agent agent serve`). Without --http, --mcp or --queue the action is served on HTTP (POST /<name with / for .>) and MCP.',
    '--mcp alone serves the MCP tool under the action\'s own name; --mcp TOOL names it. --guard ROLE (repeatable) adds requireRoles(ROLE, ...): callers need one of the roles.',
    'Refuses to overwrite an existing file, and refuses an action whose name, HTTP method and route, MCP tool or queue topic an existing action in actions/ already has (what `agent serve` would refuse), naming that action; nothing is written then (exit 2). Run it in a project made by `vv-agent scaffold agent`.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> scaffold action orders.create --http /v1/orders --mcp',
    '<%= config.bin %> scaffold action orders.get --http /v1/orders/{id} --method GET --guard clerk --guard admin',
    '<%= config.bin %> scaffold action reports.build --queue reports.requests --mcp build_report',
  ];
  static override enableJsonFlag = true;
  static override args = { name: Args.string({ description: 'Action name, e.g. orders.create.', required: true }) };
  static override flags = {
    http: Flags.string({ description: 'Serve on this HTTP path, e.g. /v1/orders/{id}.' }),
    method: Flags.string({ description: 'HTTP method.', ...helpDefault('POST'), options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], dependsOn: ['http'] }),
    mcp: Flags.string({ description: "Serve as an MCP tool (alone: under the action's own name)." }),
    queue: Flags.string({ description: 'Listen on this queue topic.' }),
    // One value per --guard, so that NAME may come after it.
    guard: Flags.string({ description: 'Require one of these roles (repeatable).', multiple: true, multipleNonGreedy: true }),
  };

  async run(): Promise<{ dir: string; files: string[] }> {
    // oclif has no optional flag values: a bare --mcp becomes --mcp=* before parsing.
    this.argv = this.argv.map((arg, i, all) => (arg === '--mcp' && (i === all.length - 1 || all[i + 1]!.startsWith('-')) ? `--mcp=${OWN_NAME}` : arg));
    const { args, flags } = await this.parse(ScaffoldAction);
    const { scaffoldAction } = await import('../../lib/scaffold/index.js');
    const result = scaffoldAction({
      name: args.name,
      ...(flags.http === undefined ? {} : { http: flags.http }),
      ...(flags.method === undefined ? {} : { method: flags.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' }),
      ...(flags.mcp === undefined ? {} : { mcp: flags.mcp === OWN_NAME ? true : flags.mcp }),
      ...(flags.queue === undefined ? {} : { queue: flags.queue }),
      ...(flags.guard === undefined ? {} : { guards: flags.guard }),
    });
    this.log(`added ${result.files.join(', ')} to ${result.dir}`);
    return result;
  }
}
