import type { CredentialStatus } from '../../../generated/agentteam/types.js';
import { VvAgentError } from '../shared/errors.js';
import { resolveAgentTeamSettings, type AgentTeamFlags } from './agentTeamSettings.js';
import { isNotFoundAnswer } from './AgentTeamApiError.js';
import { AgentTeamRuntimeClient } from './runtimeApiClient.js';
import { checkSecretsFileWritable, DEFAULT_SECRETS_FILE, readSecretsFile, SECRET_NAMES, writeSecrets } from './secrets.js';

/**
 * Runs `call` with a Runtime API client holding a manager's user token. An installation or
 * workspace the platform does not know is the user's mistake, said with the ones they can use.
 */
async function asManager<T>(flags: AgentTeamFlags, installationId: string, call: (client: AgentTeamRuntimeClient) => Promise<T>, writesSecretsFile = false): Promise<T> {
  const settings = await resolveAgentTeamSettings(flags, ['userToken'], process.env, { writesSecretsFile });
  const client = new AgentTeamRuntimeClient({ baseUrl: settings.baseUrl, workspaceId: settings.workspaceId, token: settings.userToken });
  try {
    return await call(client);
  } catch (error) {
    // Only a 404 can name an unknown workspace or installation: nothing else loads the admin client.
    if (!isNotFoundAnswer(error)) throw error;
    // Loaded only then: the names come from the local platform's admin API.
    const [{ AgentTeamAdminClient }, { unknownScopeError }] = await Promise.all([import('./dev/adminClient.js'), import('./dev/unknownScope.js')]);
    const admin = new AgentTeamAdminClient({ baseUrl: settings.baseUrl, workspaceId: settings.workspaceId, userToken: settings.userToken });
    try {
      throw await unknownScopeError(error, { workspaceId: settings.workspaceId, installationId }, admin);
    } finally {
      await admin.close();
    }
  } finally {
    await client.close();
  }
}

/** The non-secret setup state of an installation's initial credential. */
export async function credentialStatus(flags: AgentTeamFlags, installationId: string): Promise<CredentialStatus> {
  return asManager(flags, installationId, (client) => client.credentialStatus(installationId));
}

export interface ClaimedCredentials {
  readonly file: string;
  /** Which variables were written (names only). */
  readonly saved: readonly string[];
  /** The secrets themselves, for `--print-secret` only. */
  readonly values: Readonly<Record<string, string>>;
}

export interface ClaimOptions {
  /** Replace a different secret the secrets file already holds (it is lost: the platform keeps only a hash). */
  readonly force?: boolean;
}

/** The variables a claim for these transports writes (contract: runner token, callback signing secret). */
function claimedKeys(transports: readonly string[]): string[] {
  return [
    ...(transports.includes('runner_stream') ? [SECRET_NAMES.runnerToken] : []),
    ...(transports.includes('callback') ? [SECRET_NAMES.callbackSigningSecret] : []),
  ];
}

/** Throws when `file` already holds a secret the claim of `installationId` would write. */
async function refuseHeldSecrets(client: AgentTeamRuntimeClient, installationId: string, file: string): Promise<void> {
  const status = await client.credentialStatus(installationId);
  // Only a claimable credential is checked: any other state gets the platform's own answer to the claim.
  if (status.state !== 'ready_to_claim') return;
  const saved = await readSecretsFile(file, { missingOk: true });
  const held = claimedKeys(status.transports).filter((key) => saved[key] !== undefined);
  if (held.length === 0) return;
  throw new VvAgentError(
    'secrets_file_conflict',
    `secrets file ${file} already holds ${held.join(' and ')}; not claiming (the claim cannot be repeated and would replace it): choose another --secrets-file, or pass --force to replace it`,
    'usage',
  );
}

/**
 * Claims the initial credential once and writes it to the secrets file (0600, git-ignored inside
 * a checkout) before anything else can go wrong: the platform never shows it again.
 *
 * A claim cannot be repeated (409 credential_already_claimed), so a file that already holds a
 * secret the claim would write is refused before the claim is sent, not after: replacing it would
 * lose a live secret, and refusing to save afterwards would lose the new one ("bad input loses
 * nothing"). A claimed secret always differs from one already saved, so holding the key at all is
 * the conflict; `force` replaces it. For the same reason a file that cannot be written is refused
 * before the claim.
 */
export async function claimCredentials(flags: AgentTeamFlags, installationId: string, options: ClaimOptions = {}): Promise<ClaimedCredentials> {
  const file = flags.secretsFile ?? DEFAULT_SECRETS_FILE;
  return asManager(flags, installationId, async (client) => {
    if (options.force !== true) await refuseHeldSecrets(client, installationId, file);
    // A file that cannot be written after the claim would lose the secret for good (the claim
    // cannot be repeated), so the place is checked before the claim is sent.
    await checkSecretsFileWritable(file).catch((error: unknown) => {
      const e = error as VvAgentError;
      throw new VvAgentError(e.code, `${e.message}; nothing was claimed`, e.category, { cause: error });
    });
    const claim = await client.claimCredentials(installationId);
    const values: Record<string, string> = {
      ...(claim.runnerToken ? { [SECRET_NAMES.runnerToken]: claim.runnerToken } : {}),
      ...(claim.callbackSigningSecret ? { [SECRET_NAMES.callbackSigningSecret]: claim.callbackSigningSecret } : {}),
    };
    await writeSecrets(file, values);
    return { file, saved: Object.keys(values), values };
  }, true);
}
