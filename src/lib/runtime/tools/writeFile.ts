import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { requireString } from './arguments.js';
import type { Tool } from './tool.js';
import { ToolError } from './toolError.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';

export const writeFileTool: Tool = {
  name: 'write_file',
  description: 'Create or overwrite a UTF-8 text file inside the workspace (parent directories are created).',
  parameters: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'Path relative to the workspace.' },
      content: { type: 'string', description: 'The complete new content of the file.' },
    },
    required: ['path', 'content'],
    additionalProperties: false,
  },
  requiresApproval: true,
  metadata: {
    sideEffect: 'write',
    idempotency: 'supported',
    terminal: false,
    capabilityTags: ['workspace.write'],
    costDimensions: ['workspace.bytes_written'],
  },
  async prepare(args, context) {
    requireString(args, 'content');
    await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
  },
  preview(args) {
    const content = typeof args['content'] === 'string' ? args['content'] : '';
    return `Write ${Buffer.byteLength(content)} bytes to ${String(args['path'])}`;
  },
  async execute(args, context) {
    const content = requireString(args, 'content');
    // Resolved again at execution time: the workspace may have changed while approval was pending.
    const real = await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
    await mkdir(path.dirname(real), { recursive: true });
    // O_NOFOLLOW: a symlink planted at the resolved name after the check is refused, not followed.
    const handle = await open(real, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644).catch(
      (error: unknown) => {
        throw new ToolError('io_error', `cannot write ${displayPath(context.workspace, real)}: ${(error as Error).message}`, { cause: error });
      },
    );
    try {
      await handle.writeFile(content, 'utf8');
    } finally {
      await handle.close();
    }
    return { output: `wrote ${Buffer.byteLength(content)} bytes to ${displayPath(context.workspace, real)}` };
  },
};
