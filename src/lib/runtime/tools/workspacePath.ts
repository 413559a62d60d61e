/**
 * Confinement of file tools to the run's workspace. A path is accepted only when its fully
 * resolved location (after `..`, absolute forms and every symlink, including a dangling one at the
 * end) lies inside the workspace's real path; anything else is `path_outside_workspace`, checked
 * before the tool is approved or started.
 */
import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from './toolError.js';

/** Guards against symlink loops while following dangling links by hand. */
const MAX_LINK_HOPS = 40;

export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * Resolves `requested` (relative to the workspace, or absolute) to a real path inside `workspace`
 * (which must itself be a real path). The target need not exist (write_file creates it).
 */
export async function resolveWorkspacePath(workspace: string, requested: string): Promise<string> {
  if (requested.includes('\0')) throw new ToolError('invalid_arguments', 'path contains a NUL byte');
  const lexical = path.resolve(workspace, requested);
  if (!isInside(workspace, lexical)) {
    throw new ToolError('path_outside_workspace', `path "${requested}" is outside the workspace`);
  }
  const real = await realpathAllowingMissing(lexical, 0);
  if (!isInside(workspace, real)) {
    throw new ToolError('path_outside_workspace', `path "${requested}" resolves outside the workspace through a symlink`);
  }
  return real;
}

async function realpathAllowingMissing(target: string, hops: number): Promise<string> {
  if (hops > MAX_LINK_HOPS) throw new ToolError('io_error', 'too many levels of symbolic links');
  try {
    return await realpath(target);
  } catch (error) {
    if (!isMissing(error)) throw new ToolError('io_error', `cannot resolve path: ${describe(error)}`, { cause: error });
  }
  // Missing: either a dangling symlink (follow it by hand, its target may be outside) or a
  // genuinely new name (resolve the parent and append the name).
  try {
    const stats = await lstat(target);
    if (stats.isSymbolicLink()) {
      const link = await readlink(target);
      return realpathAllowingMissing(path.resolve(path.dirname(target), link), hops + 1);
    }
  } catch (error) {
    if (!isMissing(error)) throw new ToolError('io_error', `cannot resolve path: ${describe(error)}`, { cause: error });
  }
  const parent = path.dirname(target);
  if (parent === target) return target;
  return path.join(await realpathAllowingMissing(parent, hops), path.basename(target));
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Path shown to the model: relative to the workspace, `.` for the root. */
export function displayPath(workspace: string, real: string): string {
  const relative = path.relative(workspace, real);
  return relative === '' ? '.' : relative.split(path.sep).join('/');
}
