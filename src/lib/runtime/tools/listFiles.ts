import { stat } from 'node:fs/promises';
import path from 'node:path';
import { optionalBoolean, optionalString } from './arguments.js';
import type { Tool, ToolContext } from './tool.js';
import { sortedEntries } from './sortedEntries.js';
import { ToolError } from './toolError.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';

export const LIST_FILES_MAX_ENTRIES = 2000;

export const listFilesTool: Tool = {
  name: 'list_files',
  description: 'List a directory inside the workspace. Directories end with "/", symlinks with "@" (never followed).',
  parameters: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'Directory relative to the workspace (default ".").' },
      recursive: { type: 'boolean', description: 'List subdirectories too (default false).' },
    },
    additionalProperties: false,
  },
  requiresApproval: false,
  metadata: {
    sideEffect: 'read',
    idempotency: 'supported',
    terminal: false,
    capabilityTags: ['workspace.list'],
    costDimensions: [],
  },
  async prepare(args, context) {
    await resolveWorkspacePath(context.workspace, optionalString(args, 'path') ?? '.');
  },
  async execute(args, context) {
    const recursive = optionalBoolean(args, 'recursive') ?? false;
    const root = await resolveWorkspacePath(context.workspace, optionalString(args, 'path') ?? '.');
    const stats = await stat(root).catch((error: unknown) => {
      throw new ToolError('not_found', `${displayPath(context.workspace, root)}: ${(error as Error).message}`, { cause: error });
    });
    if (!stats.isDirectory()) throw new ToolError('not_a_directory', `${displayPath(context.workspace, root)} is not a directory`);
    const lines: string[] = [];
    const truncated = await walk(root, root, recursive, lines, context);
    if (truncated) lines.push(`[truncated at ${LIST_FILES_MAX_ENTRIES} entries]`);
    return { output: lines.length === 0 ? '(empty directory)' : lines.join('\n') };
  },
};

async function walk(root: string, dir: string, recursive: boolean, lines: string[], context: ToolContext): Promise<boolean> {
  const entries = await sortedEntries(dir, context, 'list_files');
  for (const entry of entries) {
    if (lines.length >= LIST_FILES_MAX_ENTRIES) return true;
    const full = path.join(dir, entry.name);
    const shown = path.relative(root, full).split(path.sep).join('/');
    if (entry.isSymbolicLink()) lines.push(`${shown}@`);
    else if (entry.isDirectory()) {
      lines.push(`${shown}/`);
      if (recursive && (await walk(root, full, recursive, lines, context))) return true;
    } else lines.push(shown);
  }
  return false;
}
