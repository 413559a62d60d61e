/**
 * Opening workspace files without ever blocking. A FIFO, socket or device is refused before it is
 * opened (opening a FIFO blocks one of libuv's four file-I/O threads until a writer appears, and a
 * few such calls starve every other file operation of the process). The open itself is
 * non-blocking and the handle is checked again, so a FIFO swapped in after the check is refused too.
 */
import { constants } from 'node:fs';
import { lstat, open, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { ToolError } from './toolError.js';

export interface OpenedFile {
  readonly handle: FileHandle;
  readonly stats: Stats;
}

/** Why `stats` is not a file a tool may open, or undefined when it is a regular file. */
function notRegular(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

function refuse(shown: string, stats: Stats): never {
  throw new ToolError('not_a_file', `${shown} is ${notRegular(stats)}, not a regular file; it was not opened`);
}

/**
 * Refuses a write target with more than one hard link: another name for the same file may lie
 * outside the workspace, and writing through this one would change that file.
 */
function refuseSharedInode(shown: string, stats: Stats): void {
  if (stats.nlink > 1) {
    throw new ToolError('path_outside_workspace', `${shown} has ${stats.nlink} hard links (another name may be outside the workspace); refusing to write it`);
  }
}

/**
 * Opens the regular file at `real` (an already confined real path) for reading. Anything else is
 * `not_a_file` without being opened; a missing file is `not_found`.
 */
export async function openRegularFileForReading(real: string, shown: string): Promise<OpenedFile> {
  const before = await lstat(real).catch((error: unknown) => {
    throw new ToolError('not_found', `${shown}: ${(error as Error).message}`, { cause: error });
  });
  if (notRegular(before) !== undefined) refuse(shown, before);
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW).catch((error: unknown) => {
    throw new ToolError('io_error', `cannot open ${shown}: ${(error as Error).message}`, { cause: error });
  });
  return checkedHandle(handle, shown, false);
}

/**
 * Opens (creating it when missing, mode 0644) the regular file at `real` for replacing its content.
 * Nothing is truncated before the checks pass: a FIFO, socket or device is refused without being
 * opened, and so is a file with more than one hard link.
 */
export async function openRegularFileForWriting(real: string, shown: string): Promise<OpenedFile> {
  const before = await lstat(real).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw new ToolError('io_error', `cannot write ${shown}: ${(error as Error).message}`, { cause: error });
  });
  if (before !== undefined) {
    if (notRegular(before) !== undefined) refuse(shown, before);
    refuseSharedInode(shown, before);
  }
  // O_NOFOLLOW: a symlink planted at the resolved name after the check is refused, not followed.
  // O_NONBLOCK: a FIFO planted after the check fails or opens at once instead of waiting for a reader.
  const handle = await open(real, constants.O_WRONLY | constants.O_CREAT | constants.O_NONBLOCK | constants.O_NOFOLLOW, 0o644).catch(
    (error: unknown) => {
      throw new ToolError('io_error', `cannot write ${shown}: ${(error as Error).message}`, { cause: error });
    },
  );
  const opened = await checkedHandle(handle, shown, true);
  await opened.handle.truncate(0);
  return opened;
}

async function checkedHandle(handle: FileHandle, shown: string, writing: boolean): Promise<OpenedFile> {
  try {
    const stats = await handle.stat();
    if (notRegular(stats) !== undefined) refuse(shown, stats);
    if (writing) refuseSharedInode(shown, stats);
    return { handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
