import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { optionalBoolean, optionalString, requireString } from './arguments.js';
import type { Tool, ToolContext } from './tool.js';
import { sortedEntries } from './sortedEntries.js';
import { ToolError } from './toolError.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';

export const SEARCH_FILES_MAX_MATCHES = 200;
/** Larger files are skipped: they are rarely source and would dominate the search time. */
const SEARCH_FILES_MAX_FILE_BYTES = 1024 * 1024;
const MAX_LINE_CHARS = 300;

export const searchFilesTool: Tool = {
  name: 'search_files',
  description:
    'Search text files inside the workspace for a regular expression (or a literal string); prints "path:line: text". Symlinks are not followed; .git is skipped.',
  parameters: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'JavaScript regular expression, or literal text when literal is true.' },
      path: { type: 'string', description: 'Directory or file relative to the workspace (default ".").' },
      literal: { type: 'boolean', description: 'Treat pattern as plain text (default false).' },
    },
    required: ['pattern'],
    additionalProperties: false,
  },
  requiresApproval: false,
  metadata: {
    sideEffect: 'read',
    idempotency: 'supported',
    terminal: false,
    capabilityTags: ['workspace.search'],
    costDimensions: ['workspace.bytes_read'],
  },
  async prepare(args, context) {
    compilePattern(args);
    await resolveWorkspacePath(context.workspace, optionalString(args, 'path') ?? '.');
  },
  async execute(args, context) {
    const regex = compilePattern(args);
    const start = await resolveWorkspacePath(context.workspace, optionalString(args, 'path') ?? '.');
    const matches: string[] = [];
    const stats = await stat(start).catch((error: unknown) => {
      throw new ToolError('not_found', `${displayPath(context.workspace, start)}: ${(error as Error).message}`, { cause: error });
    });
    const truncated = stats.isDirectory()
      ? await searchDirectory(start, regex, matches, context)
      : await searchFile(start, regex, matches, context);
    if (truncated) matches.push(`[truncated at ${SEARCH_FILES_MAX_MATCHES} matches]`);
    return { output: matches.length === 0 ? 'no matches' : matches.join('\n') };
  },
};

function compilePattern(args: Parameters<Tool['execute']>[0]): RegExp {
  const pattern = requireString(args, 'pattern');
  if (pattern === '') throw new ToolError('invalid_arguments', '"pattern" must not be empty');
  const literal = optionalBoolean(args, 'literal') ?? false;
  try {
    return new RegExp(literal ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : pattern);
  } catch (error) {
    throw new ToolError('invalid_arguments', `invalid regular expression: ${(error as Error).message}`);
  }
}

async function searchDirectory(dir: string, regex: RegExp, matches: string[], context: ToolContext): Promise<boolean> {
  const entries = await sortedEntries(dir, context, 'search_files');
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '.git') continue;
      if (await searchDirectory(full, regex, matches, context)) return true;
    } else if (entry.isFile()) {
      if (await searchFile(full, regex, matches, context)) return true;
    }
  }
  return false;
}

async function searchFile(file: string, regex: RegExp, matches: string[], context: ToolContext): Promise<boolean> {
  if (context.signal.aborted) throw new ToolError('cancelled', 'search_files cancelled');
  const stats = await stat(file);
  if (stats.size > SEARCH_FILES_MAX_FILE_BYTES) return false;
  const buffer = await readFile(file);
  if (buffer.subarray(0, 8192).includes(0)) return false; // binary
  const shown = displayPath(context.workspace, file);
  const lines = buffer.toString('utf8').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (!regex.test(line)) continue;
    if (matches.length >= SEARCH_FILES_MAX_MATCHES) return true;
    matches.push(`${shown}:${i + 1}: ${line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line}`);
  }
  return false;
}
