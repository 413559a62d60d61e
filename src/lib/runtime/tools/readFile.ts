import { optionalPositiveInteger, requireString } from './arguments.js';
import { openRegularFileForReading } from './regularFile.js';
import type { Tool } from './tool.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';

/** Keeps one read from flooding the model's context and the event stream. */
export const READ_FILE_DEFAULT_MAX_BYTES = 256 * 1024;
/** A larger `maxBytes` is clamped to this (issue 11, point 17): one read stays far below the 16 MiB line cap. */
export const READ_FILE_MAX_BYTES = 1024 * 1024;

export const readFileTool: Tool = {
  name: 'read_file',
  description: 'Read a UTF-8 text file inside the workspace.',
  parameters: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'Path relative to the workspace.' },
      maxBytes: { type: 'integer', minimum: 1, description: `Read at most this many bytes (default ${READ_FILE_DEFAULT_MAX_BYTES}, at most ${READ_FILE_MAX_BYTES}).` },
    },
    required: ['path'],
    additionalProperties: false,
  },
  requiresApproval: false,
  metadata: {
    sideEffect: 'read',
    idempotency: 'supported',
    terminal: false,
    capabilityTags: ['workspace.read'],
    costDimensions: ['workspace.bytes_read'],
  },
  async prepare(args, context) {
    await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
  },
  async execute(args, context) {
    const maxBytes = Math.min(optionalPositiveInteger(args, 'maxBytes') ?? READ_FILE_DEFAULT_MAX_BYTES, READ_FILE_MAX_BYTES);
    const real = await resolveWorkspacePath(context.workspace, requireString(args, 'path'));
    const shown = displayPath(context.workspace, real);
    const { handle, stats } = await openRegularFileForReading(real, shown);
    try {
      const length = Math.min(stats.size, maxBytes);
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      const text = buffer.subarray(0, bytesRead).toString('utf8');
      const note = stats.size > maxBytes ? `\n[truncated: showed ${maxBytes} of ${stats.size} bytes]` : '';
      return { output: text + note };
    } finally {
      await handle.close();
    }
  },
};
