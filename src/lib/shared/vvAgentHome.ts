import { homedir as osHomedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * vv-agent's home directory: `$VV_AGENT_HOME`, else `~/.vv-agent`, as an absolute path. The App
 * Server's default state directory, `agentteam dev`'s parent directory and the place where a
 * user's own settings file is looked for. An empty `VV_AGENT_HOME` counts as unset, as shells
 * leave it after `export VV_AGENT_HOME=`.
 */
export function vvAgentHome(env: Readonly<Record<string, string | undefined>> = process.env, homedir: string = osHomedir()): string {
  const fromEnv = env['VV_AGENT_HOME'];
  return fromEnv !== undefined && fromEnv !== '' ? resolve(fromEnv) : join(homedir, '.vv-agent');
}
