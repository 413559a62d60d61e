import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { ToolContext } from './tool.js';
import { ToolError } from './toolError.js';
import { displayPath } from './workspacePath.js';

/**
 * A directory's entries in name order (so tool output is stable across file systems), checking
 * for cancellation first; an unreadable directory is a typed `io_error` naming its workspace path.
 */
export async function sortedEntries(dir: string, context: ToolContext, toolName: string): Promise<Dirent[]> {
  if (context.signal.aborted) throw new ToolError('cancelled', `${toolName} cancelled`);
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new ToolError('io_error', `cannot list ${displayPath(context.workspace, dir)}: ${(error as Error).message}`, { cause: error });
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
