import type { AppManifest } from '../../../generated/agentteam/types.js';
import { readTemplateFiles, renderTemplate, templateDir, type TemplateValues } from './renderTemplate.js';

export type AppTransport = 'runner_stream' | 'callback';

export interface AppTemplateInput {
  readonly name: string;
  readonly transport: AppTransport;
  /** How the project depends on vv-agent: a version range or a `file:` path. */
  readonly vvAgentDependency: string;
  /** Answered by an agent turn (`agentApp`) instead of a handler of your own. */
  readonly agent?: boolean;
}

/** The App's manifest: the mention event, the two permissions, and its runtime config schema. */
export function appManifest(input: AppTemplateInput): AppManifest {
  return {
    schemaVersion: 1,
    name: input.name,
    displayName: input.name,
    description: `${input.name}: an AgentTeam App built on vv-agent${input.agent === true ? ', answered by an agent' : ''}.`,
    version: '0.1.0',
    events: ['agentteam.message.mention'],
    permissions: ['app.mentions.read', 'messages.write'],
    runtime: {
      transports: [input.transport],
      ...(input.transport === 'callback' ? { callbackUrl: 'https://example.invalid/events' } : {}),
      configSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          greeting: { type: 'string', description: 'Prefix of every reply.', default: 'You said:' },
        },
        additionalProperties: false,
      },
    },
  };
}

const entry = (input: AppTemplateInput): string => (input.transport === 'runner_stream' ? 'src/runner.mjs' : 'src/callback-server.mjs');
const ENTRIES = ['src/runner.mjs', 'src/callback-server.mjs'];

/** The values `templates/app/` is rendered with. */
function templateValues(input: AppTemplateInput): TemplateValues {
  const runner = input.transport === 'runner_stream';
  return {
    name: input.name,
    transport: input.transport,
    entry: entry(input),
    vvAgentDependency: input.vvAgentDependency,
    runner,
    callback: !runner,
    agent: input.agent === true,
    plain: input.agent !== true,
    transportSummary: runner ? 'runner stream: connects outbound, no public endpoint' : 'callback: AgentTeam POSTs signed deliveries to /events',
    transportDuties: runner ? 'the stream, heartbeats, reconnects and graceful shutdown' : 'signature checks, duplicate attempts and the 2xx within 3 s',
    callbackFlag: runner ? '' : ' --callback-url http://127.0.0.1:8787',
    run: runner ? 'node src/runner.mjs --secrets-file .env.agentteam' : 'node src/callback-server.mjs --secrets-file .env.agentteam --port 8787',
  };
}

/** Every file of a new App project, by relative path: `templates/app/` for its transport, and the manifest. */
export function appProjectFiles(input: AppTemplateInput): Record<string, string> {
  const values = templateValues(input);
  const files: Record<string, string> = {};
  for (const file of readTemplateFiles(templateDir('app'))) {
    // Only the entry point of the chosen transport.
    if (ENTRIES.includes(file.path) && file.path !== entry(input)) continue;
    files[file.path] = renderTemplate(file.text, values);
  }
  files['manifest.json'] = `${JSON.stringify(appManifest(input), null, 2)}\n`;
  return files;
}
