/**
 * A workspace or App installation the platform does not know is a value the user gave (a flag,
 * the environment, the secrets file), so it is a usage error that names the ones that can be
 * used, as an unknown `--channel` is (mentionClient.ts). Those are read through the local
 * platform's admin API with the caller's user token; a platform that cannot list them still gets
 * the usage error for an installation, without the list.
 */
import { VvAgentError } from '../../shared/errors.js';
import { isNotFoundAnswer } from '../AgentTeamApiError.js';
import type { AgentTeamAdminClient } from './adminClient.js';

export interface Scope {
  readonly workspaceId: string;
  /** The installation the call named, when it named one. */
  readonly installationId?: string | undefined;
}

/** `read()`, or undefined when the platform does not answer it: the list is a help, not the error. */
async function tryRead<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

function listed(names: readonly string[] | undefined): string {
  if (names === undefined) return '';
  return names.length > 0 ? names.join(', ') : '(none)';
}

/**
 * The usage error for a 404 that says the scope is unknown; any other error as it was. `client`
 * is an admin client of the same platform, workspace and user token.
 */
export async function unknownScopeError(error: unknown, scope: Scope, client: AgentTeamAdminClient): Promise<unknown> {
  if (!isNotFoundAnswer(error)) return error;
  const { workspaceId, installationId } = scope;
  if (error.code === 'installation_not_found' && installationId !== undefined) {
    const apps = await tryRead(() => client.listApps());
    const known = listed(apps?.apps.map((a) => `${a.installationId} (${a.name})`));
    const message = `no App installation ${installationId} in workspace ${workspaceId}${known !== '' ? `; known installations: ${known}` : ''}`;
    return new VvAgentError('installation_not_found', message, 'usage', { cause: error });
  }
  if (error.code === 'not_found') {
    // The user's own workspaces tell an unknown workspace from another missing thing.
    const me = await tryRead(() => client.currentUser());
    if (me === undefined || me.workspaces.some((w) => w.workspaceId === workspaceId)) return error;
    const known = listed(me.workspaces.map((w) => `${w.workspaceId} (${w.name})`));
    return new VvAgentError('workspace_not_found', `no workspace ${workspaceId} on ${client.baseUrl}; your workspaces: ${known}`, 'usage', { cause: error });
  }
  return error;
}
