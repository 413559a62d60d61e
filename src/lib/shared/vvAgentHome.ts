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

function homeFromEnv(env: Env): string | undefined {
  const fromEnv = env['VV_AGENT_HOME'];
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : undefined;
}
