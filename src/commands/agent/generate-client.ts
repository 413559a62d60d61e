import { Command, Flags } from '@oclif/core';
import { agentClientFlags } from '../../lib/cli/agentClientFlags.js';
import { CLIENT_LANGUAGES } from '../../lib/actions/client/generate/clientLanguages.js';
import type { GeneratedClient } from '../../lib/actions/client/generate/generateClient.js';

export default class AgentGenerateClient extends Command {
  static override summary = "Write a typed client of an agent from its /capabilities.";
  static override description = [
    "Reads GET /capabilities from a running agent (--url) or a saved document (--capabilities, e.g. from `agent capabilities --json`), checks it against the published schema, and writes a client with one typed method per action it can call: over the action's HTTP route, and in TypeScript also over MCP (streamable HTTP). Input and output types come from each action's input_schema and output_schema through the same quicktype pipeline as `app-server generate`.",
    `--lang: ${CLIENT_LANGUAGES.join(', ')} (default ts). TypeScript: types.ts, client.ts, index.ts (tsc --strict, NodeNext; fetch only). Python: agent_client.py (standard library only). Go, Rust, Swift, Kotlin, C#: the models and an HTTP client.`,
    'An agent that cannot be reached, answers 401 or answers something other than a capabilities document is one line on stderr and exit 1, as with `agent capabilities` and `agent call`; a --capabilities file that is missing or not a capabilities document, or a wrong flag, exits 2.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> agent generate-client --url http://127.0.0.1:8000 --out src/calculator-client',
    '<%= config.bin %> agent generate-client --capabilities capabilities.json --lang python --out clients/python',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    url: Flags.string({ description: "The agent's base URL (reads GET /capabilities).", exactlyOne: ['url', 'capabilities'] }),
    capabilities: Flags.string({ description: 'A saved /capabilities document (JSON file).', exactlyOne: ['url', 'capabilities'] }),
    token: agentClientFlags.token,
    config: agentClientFlags.config,
    out: Flags.string({ description: 'Output directory (created if missing).', required: true }),
    lang: Flags.string({ description: 'Target language.', options: [...CLIENT_LANGUAGES], default: 'ts' }),
  };

  async run(): Promise<GeneratedClient> {
    const { flags } = await this.parse(AgentGenerateClient);
    const { writeClient } = await import('../../lib/actions/client/generate/generateClient.js');
    // The token as `agent capabilities` and `agent call` find it: --token, [agent_client] token, VV_AGENT_TOKEN.
    const { agentClientSettings } = await import('../../lib/actions/client/index.js');
    const token = flags.url === undefined ? undefined : agentClientSettings({ url: flags.url, token: flags.token, configFile: flags.config }).token;
    const written = await writeClient({ url: flags.url, file: flags.capabilities, token, lang: flags.lang, out: flags.out });
    for (const skipped of written.skipped) this.warn(`${skipped.name}: not generated: ${skipped.reason}`);
    const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
    this.log(`wrote ${count(written.files.length, 'file')} to ${flags.out} (${count(written.actions.length, 'action')})`);
    return written;
  }
}
