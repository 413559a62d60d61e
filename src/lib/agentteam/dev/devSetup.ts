/**
 * `agentteam dev --app NAME --transport T --secrets-file F`: makes sure the local platform has an
 * owner, a workspace `dev`, a channel `#dev` and the App (active, claimed, member of `#dev`), then
 * writes what a runner or callback server needs to F (mode 0600, other keys kept).
 *
 * Restarts with the same state directory find the same owner, workspace, channel and App again.
 * Plaintext is shown once and only hashes of tokens are stored, so a restart keeps the user token
 * and runner token already in F when they are still valid, and issues fresh ones otherwise (a
 * fresh runner token replaces the old one, which then answers 401 token_disabled). The callback
 * signing secret is stored (the platform signs with it) and is written again as it is.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECRET_NAMES, readSecretsFile, writeSecrets } from '../index.js';
import { checkSecretsFileWritable, type WriteSecretsOptions } from '../../shared/secretsFile.js';
import { UsageError, VvAgentError } from '../../shared/errors.js';
import type { ClaimResponse } from '../../../../generated/agentteam/types.js';
import { validateCreateAppRequest } from '../../../../generated/agentteam-dev/validators.js';
import type { DevPlatformCore } from './DevPlatformCore.js';
import type { AppRow, TransportName, UserRow } from './DevStore.js';
import { DEV_STORE_FILE } from './migrations.js';

export const DEV_WORKSPACE_NAME = 'dev';
export const DEV_CHANNEL_NAME = 'dev';
export const DEV_OWNER_NAME = 'dev-owner';

export interface DevAppSetupInput {
  readonly appName: string;
  readonly transport: TransportName;
  /** Required for the callback transport unless the App already has one. */
  readonly callbackUrl?: string | undefined;
  readonly secretsFile: string;
  /** Directory whose git checkout decides about `.gitignore` (default: the current directory). */
  readonly cwd?: string;
}

export interface DevAppSetup {
  readonly workspaceId: string;
  readonly channelId: string;
  readonly channelName: string;
  readonly installationId: string;
  readonly appId: string;
  readonly serviceMemberId: string;
  /** Whether the App was created by this call (false after a restart). */
  readonly appCreated: boolean;
  /** The absolute path of the secrets file. */
  readonly secretsFile: string;
  /** Keys written to it. */
  readonly keys: readonly string[];
  /** Credentials issued by this call (`user token`, `runner token`, `callback signing secret`). */
  readonly issued: readonly string[];
  /** What happened to the checkout's `.gitignore` (for a line on stderr): never edited silently. */
  readonly gitignore?: { readonly file: string; readonly entry: string; readonly action: 'added' | 'skipped_tracked' };
}

const SETTING = { owner: 'owner_user_id', workspace: 'workspace_id', channel: 'channel_id' } as const;

export async function setUpDevApp(platform: { readonly baseUrl: string; readonly core: DevPlatformCore }, input: DevAppSetupInput): Promise<DevAppSetup> {
  const { core } = platform;
  const store = core.store;
  const issued: string[] = [];
  // Every error a user can fix is found before the store changes, so that a failed start leaves
  // it as it was: a file that cannot be used must not leave an App behind (nor, on a restart, a
  // fresh runner token that disabled the old one and was written nowhere).
  const fileOptions = secretsFileOptions(input);
  const existing = await readUsableSecretsFile(input, fileOptions);
  // Only reads until the check below. From here to the secrets file nothing awaits, so no request
  // can change what was read.
  const storedWorkspaceId = store.getSetting(SETTING.workspace);
  const knownWorkspaceId = storedWorkspaceId !== undefined && store.getWorkspace(storedWorkspaceId) !== undefined ? storedWorkspaceId : undefined;
  const knownApp = knownWorkspaceId !== undefined ? core.findAppByName(knownWorkspaceId, input.appName) : undefined;
  checkAppFlags(input, knownApp);

  let freshUserToken: string | undefined;
  const ownerId = store.getSetting(SETTING.owner);
  let owner: UserRow | undefined = ownerId !== undefined ? core.getUser(ownerId) : undefined;
  if (owner === undefined) {
    const created = core.createUser(DEV_OWNER_NAME);
    owner = created.user;
    freshUserToken = created.token;
    store.setSetting(SETTING.owner, owner.user_id);
  }

  let workspaceId = knownWorkspaceId;
  if (workspaceId === undefined) {
    workspaceId = core.createWorkspace(owner, DEV_WORKSPACE_NAME).workspaceId;
    store.setSetting(SETTING.workspace, workspaceId);
  }

  const channelSetting = store.getSetting(SETTING.channel);
  const channel =
    (channelSetting !== undefined ? store.getChannel(channelSetting) : undefined) ??
    core.findChannelByName(workspaceId, DEV_CHANNEL_NAME) ??
    core.createChannel(owner, workspaceId, DEV_CHANNEL_NAME);
  store.setSetting(SETTING.channel, channel.channel_id);

  let credentials: ClaimResponse = {};
  // A workspace made just now has no Apps.
  let app = knownApp;
  const appCreated = app === undefined;
  if (app === undefined) {
    const { created } = core.createApp(owner, workspaceId, {
      name: input.appName,
      transports: [input.transport],
      ...(input.callbackUrl !== undefined ? { callbackUrl: input.callbackUrl } : {}),
    });
    credentials = { ...created.credentials };
    app = store.getApp(created.app.installationId)!;
  } else {
    if (app.status === 'pending_approval') core.decideApp(owner, workspaceId, app.installation_id, true);
    if (store.getApp(app.installation_id)!.credential_state === 'ready_to_claim') credentials = core.claimCredentials(owner, workspaceId, app.installation_id);
    app = core.configureAppRuntime(app.installation_id, [input.transport], input.callbackUrl ?? null);
  }
  core.setChannelApp(owner, workspaceId, channel.channel_id, app.installation_id, true);

  const entries: Record<string, string> = {
    [SECRET_NAMES.baseUrl]: platform.baseUrl,
    [SECRET_NAMES.workspaceId]: workspaceId,
  };

  const fileUserToken = existing[SECRET_NAMES.userToken];
  if (fileUserToken !== undefined && core.tokenIsValid(fileUserToken, 'user', owner.user_id)) {
    entries[SECRET_NAMES.userToken] = fileUserToken;
  } else {
    entries[SECRET_NAMES.userToken] = freshUserToken ?? core.issueUserToken(owner.user_id).token;
    issued.push('user token');
  }

  if (input.transport === 'runner_stream') {
    const fileRunnerToken = existing[SECRET_NAMES.runnerToken];
    if (credentials.runnerToken !== undefined) {
      entries[SECRET_NAMES.runnerToken] = credentials.runnerToken;
      issued.push('runner token');
    } else if (fileRunnerToken !== undefined && core.tokenIsValid(fileRunnerToken, 'runner', app.installation_id)) {
      entries[SECRET_NAMES.runnerToken] = fileRunnerToken;
    } else {
      entries[SECRET_NAMES.runnerToken] = store.transaction(() => core.issueRunnerToken(app.installation_id));
      issued.push('runner token');
    }
  } else {
    const secret = store.getApp(app.installation_id)!.callback_secret;
    if (secret === null) throw new Error('the App has no callback signing secret');
    entries[SECRET_NAMES.callbackSigningSecret] = secret;
    if (credentials.callbackSigningSecret !== undefined) issued.push('callback signing secret');
  }

  const written = await writeSecrets(input.secretsFile, entries, fileOptions).catch(namingTheFlag(input.secretsFile));
  return {
    workspaceId,
    channelId: channel.channel_id,
    channelName: channel.name,
    installationId: app.installation_id,
    appId: app.app_id,
    serviceMemberId: app.service_member_id,
    appCreated,
    secretsFile: written.file,
    keys: Object.keys(entries),
    issued,
    ...(written.gitignore !== undefined && written.gitignoreEntry !== undefined && (written.gitignoreAdded || written.gitignoreSkippedTracked === true)
      ? { gitignore: { file: written.gitignore, entry: written.gitignoreEntry, action: written.gitignoreAdded ? ('added' as const) : ('skipped_tracked' as const) } }
      : {}),
  };
}

/**
 * The usage errors of `input` found without a platform, for a caller to run before it starts one
 * (`agentteam dev --app`): opening the store creates and migrates its file, so a start that failed
 * on one of them afterwards would leave a new state directory holding an empty store. A store
 * that already exists may hold the App, whose stored callback URL and name decide the flags'
 * checks: `setUpDevApp` makes those before it changes anything.
 */
export async function checkDevAppInput(stateDir: string, input: DevAppSetupInput): Promise<void> {
  await readUsableSecretsFile(input, secretsFileOptions(input));
  if (stateDir === ':memory:' || !existsSync(join(resolve(stateDir), DEV_STORE_FILE))) checkAppFlags(input, undefined);
}

function secretsFileOptions(input: DevAppSetupInput): WriteSecretsOptions {
  return input.cwd === undefined ? {} : { cwd: input.cwd };
}

/** F's current keys, once F is known to be usable and writable where it is. */
async function readUsableSecretsFile(input: DevAppSetupInput, fileOptions: WriteSecretsOptions): Promise<Record<string, string>> {
  await checkSecretsFileWritable(input.secretsFile, fileOptions).catch(namingTheFlag(input.secretsFile));
  return readSecretsFile(input.secretsFile, { missingOk: true }).catch(namingTheFlag(input.secretsFile));
}

/** `knownApp`: the App of that name already in the store, if any (none in a new one). */
function checkAppFlags(input: DevAppSetupInput, knownApp: AppRow | undefined): void {
  // The flag may be left out when the App found keeps an earlier URL.
  if (input.transport === 'callback' && input.callbackUrl === undefined && (knownApp?.callback_url ?? null) === null) {
    throw new UsageError('--transport callback needs --callback-url');
  }
  // The admin API's own rule for a name (an App named otherwise could never be @mentioned).
  if (knownApp === undefined && !validateCreateAppRequest({ name: input.appName, transports: [input.transport] })) {
    throw new UsageError(`--app must be 1-64 letters, digits, '_', '.' or '-', starting with a letter or digit; got ${JSON.stringify(input.appName)}`);
  }
}

/** The secrets file is the user's `--secrets-file`: say so, so that the one line names what to change. */
function namingTheFlag(file: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof VvAgentError) throw new VvAgentError(error.code, `--secrets-file ${file}: ${error.message}`, error.category, { cause: error });
    throw error;
  };
}
