import { resolve } from 'node:path';
import { locateVvAgentHome, type LocatedDir } from '../../shared/vvAgentHome.js';
import { ThreadStoreError } from './ThreadStoreError.js';

export interface StateDirSources {
  /** The `--state-dir` option, when given. */
  stateDir?: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home directory; defaults to os.homedir(). */
  homedir?: string;
}

/**
 * The state directory (issue 4, point 4): `--state-dir`, else `$VV_AGENT_HOME`, else
 * `~/.vv-agent`, as an absolute path. An empty `VV_AGENT_HOME` counts as unset, as shells leave
 * it after `export VV_AGENT_HOME=`; an empty `--state-dir` is a mistake and is refused rather than
 * silently falling back to the home directory.
 */
export function resolveStateDir(sources: StateDirSources): string {
  return locateStateDir(sources).dir;
}

/** `resolveStateDir`, with which of the three it is: what a refusal of the directory tells the user to change. */
export function locateStateDir(sources: StateDirSources): LocatedDir {
  if (sources.stateDir !== undefined) {
    if (sources.stateDir.trim() === '') throw new ThreadStoreError('state_dir_invalid', '--state-dir must not be empty');
    return { dir: resolve(sources.stateDir), origin: '--state-dir' };
  }
  return locateVvAgentHome(sources.env, sources.homedir);
}
