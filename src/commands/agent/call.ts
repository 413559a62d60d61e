import { Args, Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';
import { agentClientFlags } from '../../lib/cli/agentClientFlags.js';
import type { ActionCallResult } from '../../lib/actions/client/index.js';
import { UsageError } from '../../lib/shared/errors.js';

export default class AgentCall extends Command {
  static override summary = 'Call one action of a running agent over HTTP or MCP.';
  static override description = [
    "Looks the action up in the agent's GET /capabilities and calls it: over its HTTP route (path parameters filled from the input, GET/DELETE inputs sent as the query) or as an MCP tools/call at the MCP URL the agent advertises. --via defaults to http when the action is served over HTTP, else mcp.",
    'Prints the action\'s result as JSON on stdout (with --json: {action, via, result}). A failed action prints its error code and message on stderr and exits 1 (with --json, the error object also has remoteCode, the agent\'s own code, status, the HTTP status or null for an MCP tool result, and details when the agent sent them); bad flags exit 2.',
    'The bearer token is --token, else [agent_client] token of config.ini, else VV_AGENT_TOKEN. --url defaults to [agent_client] url.',
  ].join('\n');
  static override examples = [
    `<%= config.bin %> agent call calculator.add --url http://127.0.0.1:8000 --input '{"a": 2, "b": 3}'`,
    `<%= config.bin %> agent call calculator.add --url http://127.0.0.1:8000 --input '{"a": 2, "b": 3}' --via mcp`,
    `<%= config.bin %> agent call items.get --url http://127.0.0.1:8000 --input '{"id": 7}' --token "$TOKEN"`,
  ];
  static override enableJsonFlag = true;
  static override args = { name: Args.string({ description: 'The action name, as /capabilities lists it.', required: true }) };
  static override flags = {
    ...agentClientFlags,
    input: Flags.string({ description: 'The input as a JSON object.', default: '{}' }),
    via: Flags.string({ description: 'Transport.', ...helpDefault('http when served over HTTP, else mcp'), options: ['http', 'mcp'] }),
  };

  async run(): Promise<ActionCallResult> {
    const { args, flags } = await this.parse(AgentCall);
    const input = parseInput(flags.input);
    const { AgentClient, agentClientSettings } = await import('../../lib/actions/client/index.js');
    const client = new AgentClient(agentClientSettings({ url: flags.url, token: flags.token, configFile: flags.config }));
    try {
      const called = await client.call(args.name, input, flags.via as 'http' | 'mcp' | undefined);
      if (!this.jsonEnabled()) process.stdout.write(`${JSON.stringify(called.result, null, 2)}\n`);
      return called;
    } finally {
      await client.close();
    }
  }
}

function parseInput(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--input is not JSON: ${(error as Error).message}`, 'invalid_input');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError('--input must be a JSON object, e.g. {"a": 1}', 'invalid_input');
  return value as Record<string, unknown>;
}
