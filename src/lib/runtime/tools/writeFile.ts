import path from 'node:path';
import { requireString } from './arguments.js';
import { openRegularFileForWriting } from './regularFile.js';
import type { Tool } from './tool.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';
import { makeDirectory } from '../../shared/makeDirectory.js';

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
    await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
  },
  preview(args) {
    const content = typeof args['content'] === 'string' ? args['content'] : '';
    return `Write ${Buffer.byteLength(content)} bytes to ${requireString(args, 'path')}`;
  },
  async execute(args, context) {
    const content = requireString(args, 'content');
    // Resolved again at execution time: the workspace may have changed while approval was pending.
    const real = await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
    makeDirectory(path.dirname(real));
    // A FIFO, socket or device is refused unopened, and so is a file with several hard links.
    const { handle } = await openRegularFileForWriting(real, displayPath(context.workspace, real));
    try {
      await handle.writeFile(content, 'utf8');
    } finally {
      await handle.close();
    }
    return { output: `wrote ${Buffer.byteLength(content)} bytes to ${displayPath(context.workspace, real)}` };
  },
};
