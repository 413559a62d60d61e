import { homedir as osHomedir } from 'node:os';
import { join, resolve } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * vv-agent's home directory: `$VV_AGENT_HOME`, else `~/.vv-agent`, as an absolute path. The App
 * Server's default state directory, `agentteam dev`'s parent directory and the place where a
 * user's own settings file is looked for. An empty `VV_AGENT_HOME` counts as unset, as shells
 * leave it after `export VV_AGENT_HOME=`.
 */
export function vvAgentHome(env: Env = process.env, homedir: string = osHomedir()): string {
  return locateVvAgentHome(env, homedir).dir;
}

/** Where a state directory came from: what the advice to choose another one names. */
export type StateDirOrigin = '--state-dir' | '$VV_AGENT_HOME' | '~/.vv-agent';

/** A directory and where it came from (what a refusal of it tells the user to change). */
export interface LocatedDir<O extends StateDirOrigin = StateDirOrigin> {
  readonly dir: string;
  readonly origin: O;
}

/** `vvAgentHome`, with which of the two places it is. */
export function locateVvAgentHome(env: Env = process.env, homedir: string = osHomedir()): LocatedDir<'$VV_AGENT_HOME' | '~/.vv-agent'> {
  const fromEnv = homeFromEnv(env);
  return fromEnv !== undefined ? { dir: resolve(fromEnv), origin: '$VV_AGENT_HOME' } : { dir: join(homedir, '.vv-agent'), origin: '~/.vv-agent' };
}

/**
 * How to choose another directory, by where this one came from: someone who never passed
 * `--state-dir` is told what chose the directory, and what they can set instead.
 */
const CHOOSE_ANOTHER: Readonly<Record<StateDirOrigin, string>> = {
  '--state-dir': 'choose another with --state-dir',
  '$VV_AGENT_HOME': 'from $VV_AGENT_HOME: set it to another directory or pass --state-dir',
  '~/.vv-agent': 'the default, ~/.vv-agent: pass --state-dir or set $VV_AGENT_HOME to choose another',
};

/** The advice a refusal of a state directory from `origin` ends with (no parentheses). */
export function chooseAnotherStateDir(origin: StateDirOrigin): string {
  return CHOOSE_ANOTHER[origin];
}

/**
 * The same advice as the last choice of a refusal that first says how to wait for the directory
 * ("stop that server or ..."); from `--state-dir` it stays the short form users know.
 */
export function orChooseAnotherStateDir(origin: StateDirOrigin): string {
  return origin === '--state-dir' ? 'choose another --state-dir' : `choose another (${CHOOSE_ANOTHER[origin]})`;
}

function homeFromEnv(env: Env): string | undefined {
  const fromEnv = env['VV_AGENT_HOME'];
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : undefined;
}
