import { VvAgentError } from '../shared/errors.js';
import { ensurePrivateDir } from '../shared/privateState.js';

/**
 * `ensurePrivateDir` for a command's state directory: a folder that cannot be made (`/proc/x`, a
 * file in the way, no permission) is the user's to fix, so the one line names the directory and
 * the flag that chooses another, not just the system call that failed.
 */
export function ensureStateDir(dir: string): void {
  try {
    ensurePrivateDir(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new VvAgentError('state_dir_unusable', `state directory ${dir} cannot be created (choose another with --state-dir): ${reason}`, 'config', { cause: error });
  }
}
