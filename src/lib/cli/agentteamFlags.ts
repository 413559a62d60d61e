import { Flags } from '@oclif/core';

/** Flags every `agentteam` command shares (contract: Command line). */
export const agentTeamCommonFlags = {
  'base-url': Flags.string({ description: 'Origin that serves /api/v1/... (env AGENTTEAM_BASE_URL).' }),
  workspace: Flags.string({ description: 'Workspace id (env AGENTTEAM_WORKSPACE_ID).' }),
  'secrets-file': Flags.string({ description: 'KEY=value file to read AGENTTEAM_* variables from (default .env.agentteam if present).' }),
};
