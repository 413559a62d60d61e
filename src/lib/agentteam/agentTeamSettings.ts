import { VvAgentError } from '../shared/errors.js';
import { DEFAULT_SECRETS_FILE, readSecretsFile, resolveSetting, SECRET_NAMES, type SecretsValues } from './secrets.js';

/** What the AgentTeam commands were given on their command line; every field is optional. */
export interface AgentTeamFlags {
  readonly baseUrl?: string | undefined;
  readonly workspace?: string | undefined;
  readonly secretsFile?: string | undefined;
  readonly token?: string | undefined;
  readonly userToken?: string | undefined;
  /** A file holding the signing secret alone (trailing whitespace stripped; empty is refused). */
  readonly signingSecretFile?: string | undefined;
}

export interface AgentTeamSettings {
  readonly baseUrl: string;
  readonly workspaceId: string;
  readonly runnerToken?: string;
  readonly signingSecret?: string;
  readonly userToken?: string;
}

type Needed = 'runnerToken' | 'signingSecret' | 'userToken';

const HOW: Record<Needed, string> = {
  runnerToken: `--token or ${SECRET_NAMES.runnerToken}`,
  signingSecret: `--signing-secret-file or ${SECRET_NAMES.callbackSigningSecret}`,
  userToken: `--user-token or ${SECRET_NAMES.userToken}`,
};

/**
 * Resolves the AgentTeam settings with the contract's precedence: flag, then environment, then the
 * secrets file (`--secrets-file`, else `.env.agentteam` when it exists). Whatever is missing is
 * named in one configuration error; secrets are never part of a message.
 */
export async function resolveAgentTeamSettings(
  flags: AgentTeamFlags,
  needs: readonly Needed[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  /** The command writes the secrets file (credentials claim): a named file may not exist yet. */
  options: { readonly writesSecretsFile?: boolean } = {},
): Promise<AgentTeamSettings> {
  const missingOk = flags.secretsFile === undefined || options.writesSecretsFile === true;
  const file: SecretsValues = await readSecretsFile(flags.secretsFile ?? DEFAULT_SECRETS_FILE, { missingOk });
  const pick = (flag: string | undefined, envName: string): string | undefined => resolveSetting({ flag, envName, env, file })?.value;
  let secretFromFile: string | undefined;
  if (flags.signingSecretFile !== undefined) {
    const { readFile } = await import('node:fs/promises');
    try {
      secretFromFile = (await readFile(flags.signingSecretFile, 'utf8')).replace(/\s+$/, '');
    } catch {
      throw new VvAgentError('secrets_file_unreadable', `cannot read --signing-secret-file ${flags.signingSecretFile}`, 'config');
    }
    // A file named on the command line is what the operator meant to use: falling back to the
    // environment would run with a secret they did not choose.
    if (secretFromFile.trim() === '') throw new VvAgentError('signing_secret_missing', `--signing-secret-file ${flags.signingSecretFile} holds no secret (the file is empty or only whitespace)`, 'config');
  }
  const values = {
    baseUrl: pick(flags.baseUrl, SECRET_NAMES.baseUrl),
    workspaceId: pick(flags.workspace, SECRET_NAMES.workspaceId),
    runnerToken: pick(flags.token, SECRET_NAMES.runnerToken),
    signingSecret: pick(secretFromFile, SECRET_NAMES.callbackSigningSecret),
    userToken: pick(flags.userToken, SECRET_NAMES.userToken),
  };
  const missing = [
    ...(values.baseUrl === undefined ? [`--base-url or ${SECRET_NAMES.baseUrl}`] : []),
    ...(values.workspaceId === undefined ? [`--workspace or ${SECRET_NAMES.workspaceId}`] : []),
    ...needs.filter((n) => values[n] === undefined).map((n) => HOW[n]),
  ];
  if (missing.length > 0) throw new VvAgentError('agentteam_settings_missing', `missing ${missing.join(', ')}`, 'config');
  return {
    baseUrl: values.baseUrl as string,
    workspaceId: values.workspaceId as string,
    ...(values.runnerToken !== undefined ? { runnerToken: values.runnerToken } : {}),
    ...(values.signingSecret !== undefined ? { signingSecret: values.signingSecret } : {}),
    ...(values.userToken !== undefined ? { userToken: values.userToken } : {}),
  };
}
