import { Flags } from '@oclif/core';
import { helpDefault } from './helpDefault.js';
import type { App } from '../agentteam/index.js';

/** Flags every `agentteam` command shares (contract: Command line). */
export const agentTeamCommonFlags = {
  'base-url': Flags.string({ description: 'Origin that serves /api/v1/... (env AGENTTEAM_BASE_URL).' }),
  workspace: Flags.string({ description: 'Workspace id (env AGENTTEAM_WORKSPACE_ID).' }),
  'secrets-file': Flags.string({ description: 'KEY=value file to read AGENTTEAM_* variables from (default .env.agentteam if present).' }),
};

/** `--agent` and its options, shared by `agentteam runner` and `agentteam callback-server` (issue 15). */
export const agentAppFlags = {
  agent: Flags.boolean({ description: 'Answer every mention with an agent turn (App Server thread per conversation) instead of the echo App.', default: false }),
  settings: Flags.string({ description: 'vv-llm settings file of the agent.', dependsOn: ['agent'], ...helpDefault('$VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.{json,toml}, else the shipped example (scripted model, no key)') }),
  backend: Flags.string({ description: 'Backend of the agent.', dependsOn: ['agent', 'model'], ...helpDefault('$VV_AGENT_BACKEND, else the one of the first model') }),
  model: Flags.string({ description: 'Model of the agent.', dependsOn: ['agent'], ...helpDefault('$VV_AGENT_MODEL, else the first model') }),
  'state-dir': Flags.string({ description: 'Where the agent\'s threads and the conversation map live (default $VV_AGENT_HOME, else ~/.vv-agent).', dependsOn: ['agent'] }),
  approve: Flags.string({ description: 'Tools that need approval: deny (said in the reply) or allow.', options: ['deny', 'allow'], default: 'deny' }),
};

/**
 * The App the flags choose: the agent (`--agent ...`) or the echo App. `command` (e.g. `vv-agent
 * agentteam runner`) is who the agent's state directory is held by, as a refused command is told.
 */
export async function appFromFlags(command: string, flags: {
  agent: boolean;
  settings?: string | undefined;
  backend?: string | undefined;
  model?: string | undefined;
  'state-dir'?: string | undefined;
  approve: string;
}): Promise<{ app: App; close: () => Promise<void> }> {
  const { agentApp, echoApp } = await import('../agentteam/index.js');
  if (!flags.agent) return { app: echoApp, close: async () => undefined };
  const app = agentApp({
    settingsFile: flags.settings,
    backend: flags.backend,
    model: flags.model,
    stateDir: flags['state-dir'],
    holder: command,
    approve: flags.approve === 'allow' ? 'allow' : 'deny',
  });
  // A bad settings file, backend or model: one line and exit 2 now, not a failed first delivery.
  await app.start();
  return { app, close: () => app.close() };
}
