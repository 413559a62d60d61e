import type { CredentialStatus } from '../../../generated/agentteam/types.js';
import { resolveAgentTeamSettings, type AgentTeamFlags } from './agentTeamSettings.js';
import { AgentTeamRuntimeClient } from './runtimeApiClient.js';
import { DEFAULT_SECRETS_FILE, SECRET_NAMES, writeSecrets } from './secrets.js';

async function managerClient(flags: AgentTeamFlags, writesSecretsFile = false): Promise<AgentTeamRuntimeClient> {
  const settings = await resolveAgentTeamSettings(flags, ['userToken'], process.env, { writesSecretsFile });
  return new AgentTeamRuntimeClient({ baseUrl: settings.baseUrl, workspaceId: settings.workspaceId, token: settings.userToken });
}

/** The non-secret setup state of an installation's initial credential. */
export async function credentialStatus(flags: AgentTeamFlags, installationId: string): Promise<CredentialStatus> {
  const client = await managerClient(flags);
  try {
    return await client.credentialStatus(installationId);
  } finally {
    await client.close();
  }
}

export interface ClaimedCredentials {
  readonly file: string;
  /** Which variables were written (names only). */
  readonly saved: readonly string[];
  /** The secrets themselves, for `--print-secret` only. */
  readonly values: Readonly<Record<string, string>>;
}

/**
 * Claims the initial credential once and writes it to the secrets file (0600, git-ignored inside
 * a checkout) before anything else can go wrong: the platform never shows it again.
 */
export async function claimCredentials(flags: AgentTeamFlags, installationId: string): Promise<ClaimedCredentials> {
  const client = await managerClient(flags, true);
  try {
    const claim = await client.claimCredentials(installationId);
    const values: Record<string, string> = {
      ...(claim.runnerToken ? { [SECRET_NAMES.runnerToken]: claim.runnerToken } : {}),
      ...(claim.callbackSigningSecret ? { [SECRET_NAMES.callbackSigningSecret]: claim.callbackSigningSecret } : {}),
    };
    const file = flags.secretsFile ?? DEFAULT_SECRETS_FILE;
    await writeSecrets(file, values);
    return { file, saved: Object.keys(values), values };
  } finally {
    await client.close();
  }
}
