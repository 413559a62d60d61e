/**
 * The checks of `vv-agent doctor` that look at this machine only: Node, the settings chain, the
 * API-key variables, SQLite and the state directory.
 */
import { randomUUID } from 'node:crypto';
import { accessSync, constants, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveStateDir } from '../app-server/index.js';
import { chooseModel, discoverSettings, keyVariables, loadSettings, resolveModel, type LlmSettings } from '../llm/index.js';
import { isErrno } from '../shared/isErrno.js';
import { packageManifest } from '../shared/packageRoot.js';
import { PRIVATE_DIR_MODE } from '../shared/privateState.js';
import { check, reason, type DoctorCheck } from './DoctorCheck.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Node's version against package.json's `engines.node` (only `>=X[.Y[.Z]]` ranges are compared). */
export function checkNode(version: string = process.versions.node, range: string | undefined = packageManifest().engines?.['node']): DoctorCheck {
  if (range === undefined) return check('node', 'ok', `Node ${version}`);
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (minimum === undefined) return check('node', 'warn', `Node ${version}; cannot compare with engines.node ${range}`);
  const ok = compareVersions(version, minimum) >= 0;
  return check('node', ok ? 'ok' : 'fail', `Node ${version} (vv-agent needs ${range})`, ok ? [] : [`install Node ${minimum} or newer`]);
}

export interface SettingsCheckInput {
  readonly settings?: string | undefined;
  readonly backend?: string | undefined;
  readonly model?: string | undefined;
  readonly env: Env;
  readonly homedir?: string;
}

/**
 * The settings chain (llm/discoverSettings.ts) as it is followed, then whether the file loads and
 * the chosen model resolves (a key it needs is there). Returns the loaded settings for the key check.
 */
export async function checkSettings(input: SettingsCheckInput): Promise<{ check: DoctorCheck; settings: LlmSettings | null }> {
  let location;
  try {
    location = discoverSettings(input);
  } catch (error) {
    return { check: check('settings', 'fail', reason(error)), settings: null };
  }
  // No marker or padding: each step's outcome says which one won, and layout is formatDoctorReport's.
  const chain = location.chain.map((step) => `${step.what}: ${step.outcome}`);
  const head = `${location.path} (${location.reason})`;
  let settings: LlmSettings;
  try {
    settings = await loadSettings(location.path);
  } catch (error) {
    return { check: check('settings', 'fail', reason(error), [`chose ${head}`, ...chain]), settings: null };
  }
  try {
    const choice = chooseModel(settings, input);
    const model = resolveModel(settings, choice.backend.value, choice.model.value, { env: input.env });
    const picked = [`backend ${model.backend} (${choice.backend.reason})`, `model ${model.modelKey} (${choice.model.reason})`];
    return { check: check('settings', 'ok', head, [...chain, ...picked]), settings };
  } catch (error) {
    return { check: check('settings', 'fail', reason(error), [`file ${head}`, ...chain]), settings };
  }
}

/**
 * Which API-key variables are set: every `*_API_KEY` in the environment, and for each backend of
 * the settings file the variables it reads. Names only: a value is never printed.
 */
export function checkApiKeys(env: Env, settings: LlmSettings | null): DoctorCheck {
  const isSet = (name: string): boolean => (env[name] ?? '').trim() !== '';
  const set = Object.keys(env).filter((name) => name.endsWith('_API_KEY') && isSet(name)).sort();
  const details: string[] = [];
  for (const backend of settings?.backends.keys() ?? []) {
    if (backend === 'scripted') continue;
    const names = keyVariables(backend);
    const found = names.filter(isSet);
    details.push(`${backend}: ${found.length > 0 ? `${found.join(', ')} set` : `${names.join(' or ')} not set`}`);
  }
  return check('api-keys', 'ok', set.length > 0 ? `set: ${set.join(', ')}` : 'no *_API_KEY variable is set', details);
}

/** better-sqlite3's native module loads and runs a query (the thread store and agentteam dev need it). */
export async function checkSqlite(): Promise<DoctorCheck> {
  try {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    try {
      const version = db.prepare('SELECT sqlite_version()').pluck().get() as string;
      return check('sqlite', 'ok', `better-sqlite3 loads (SQLite ${version})`);
    } finally {
      db.close();
    }
  } catch (error) {
    return check('sqlite', 'fail', `better-sqlite3 does not load: ${reason(error)}`, ['reinstall vv-agent (npm rebuild better-sqlite3) for this Node version']);
  }
}

/**
 * The App Server's state directory: writable (a file is created and removed, since permission bits
 * say nothing for root) and private (0700, as the server creates it). Absent is fine when it can be
 * created: its nearest existing parent must be a writable directory.
 */
export function checkStateDir(stateDirFlag: string | undefined, env: Env): DoctorCheck {
  let dir: string;
  try {
    dir = resolveStateDir({ stateDir: stateDirFlag, env });
  } catch (error) {
    return check('state-dir', 'fail', reason(error));
  }
  let mode: number;
  try {
    const stat = statSync(dir);
    if (!stat.isDirectory()) return check('state-dir', 'fail', `${dir} is not a directory`);
    mode = stat.mode & 0o777;
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) return check('state-dir', 'fail', `${dir} cannot be used: ${reason(error)}`);
    const parent = existingParent(dir);
    if (parent === null) return check('state-dir', 'fail', `${dir} cannot be created: no parent directory`);
    try {
      accessSync(parent, constants.W_OK);
      writableProbe(parent);
    } catch (probeError) {
      return check('state-dir', 'fail', `${dir} cannot be created: ${parent} is not writable (${reason(probeError)})`);
    }
    return check('state-dir', 'ok', `${dir} does not exist yet; it will be created (mode 0700)`);
  }
  try {
    writableProbe(dir);
  } catch (error) {
    return check('state-dir', 'fail', `${dir} is not writable (${reason(error)})`);
  }
  if ((mode & ~PRIVATE_DIR_MODE) !== 0) {
    return check('state-dir', 'warn', `${dir} is writable but readable by others (mode 0${mode.toString(8)})`, [`chmod 700 ${dir} (thread histories and tool output live there)`]);
  }
  return check('state-dir', 'ok', `${dir} is writable and private (mode 0${mode.toString(8)})`);
}

function writableProbe(dir: string): void {
  const probe = join(dir, `.vv-agent-doctor-${randomUUID()}`);
  writeFileSync(probe, '', { mode: 0o600, flag: 'wx' });
  rmSync(probe, { force: true });
}

/** The nearest ancestor that exists, if it is a directory; null when it is not. */
function existingParent(path: string): string | null {
  let current = dirname(path);
  for (;;) {
    try {
      return statSync(current).isDirectory() ? current : null;
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) return null;
    }
    const up = dirname(current);
    if (up === current) return null;
    current = up;
  }
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
