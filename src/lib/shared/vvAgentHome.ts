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
  const fromEnv = homeFromEnv(env);
  return fromEnv !== undefined ? resolve(fromEnv) : join(homedir, '.vv-agent');
}

/** Where a state directory came from: what the advice to choose another one names. */
export type StateDirOrigin = '--state-dir' | '$VV_AGENT_HOME' | '~/.vv-agent';

/** The origin of the directory `resolveStateDir` gives for the same `--state-dir` and `env`. */
export function stateDirOrigin(stateDir: string | undefined, env: Env = process.env): StateDirOrigin {
  if (stateDir !== undefined) return '--state-dir';
  return homeFromEnv(env) !== undefined ? '$VV_AGENT_HOME' : '~/.vv-agent';
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

function homeFromEnv(env: Env): string | undefined {
  const fromEnv = env['VV_AGENT_HOME'];
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : undefined;
}
