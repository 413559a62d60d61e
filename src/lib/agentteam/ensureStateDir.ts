import { VvAgentError } from '../shared/errors.js';
import { ensurePrivateDir } from '../shared/privateState.js';
import { chooseAnotherStateDir, type StateDirOrigin } from '../shared/vvAgentHome.js';

/**
 * `ensurePrivateDir` for a command's state directory: a folder that cannot be made (`/proc/x`, a
 * file in the way, no permission) is the user's to fix, so the one line names the directory and
 * how to choose another (by `origin`, where the directory came from), not just the system call
 * that failed.
 */
export function ensureStateDir(dir: string, origin: StateDirOrigin = '--state-dir'): void {
  try {
    ensurePrivateDir(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new VvAgentError('state_dir_unusable', `state directory ${dir} cannot be created (${chooseAnotherStateDir(origin)}): ${reason}`, 'config', { cause: error });
  }
}
