import { stat } from 'node:fs/promises';
import path from 'node:path';
import { optionalBoolean, optionalString, requireString } from './arguments.js';
import { literalMatcher, regexMatcher, type LineMatcher } from './lineMatcher.js';
import { openRegularFileForReading } from './regularFile.js';
import type { Tool, ToolContext } from './tool.js';
import { sortedEntries } from './sortedEntries.js';
import { isToolError, ToolError } from './toolError.js';
import { displayPath, resolveWorkspacePath } from './workspacePath.js';

export const SEARCH_FILES_MAX_MATCHES = 200;
/** Matching time one search may take in all; a pathological pattern fails instead of running on. */
export const SEARCH_FILES_TIME_LIMIT_MS = 10_000;
/** Larger files are skipped: they are rarely source and would dominate the search time. */
const SEARCH_FILES_MAX_FILE_BYTES = 1024 * 1024;
const MAX_LINE_CHARS = 300;

export interface SearchFilesToolOptions {
  /** Default SEARCH_FILES_TIME_LIMIT_MS. */
  readonly timeLimitMs?: number;
}

export function createSearchFilesTool(options: SearchFilesToolOptions = {}): Tool {
  const timeLimitMs = options.timeLimitMs ?? SEARCH_FILES_TIME_LIMIT_MS;
  return {
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
      const pattern = compilePattern(args);
      const start = await resolveWorkspacePath(context.workspace, optionalString(args, 'path') ?? '.');
      const matches: string[] = [];
      const stats = await stat(start).catch((error: unknown) => {
        throw new ToolError('not_found', `${displayPath(context.workspace, start)}: ${(error as Error).message}`, { cause: error });
      });
      const matcher = typeof pattern === 'string' ? literalMatcher(pattern) : regexMatcher(pattern, { timeLimitMs, signal: context.signal, toolName: 'search_files' });
      try {
        const truncated = stats.isDirectory()
          ? await searchDirectory(start, matcher, matches, context)
          : await searchFile(start, matcher, matches, context, true);
        if (truncated) matches.push(`[truncated at ${SEARCH_FILES_MAX_MATCHES} matches]`);
      } finally {
        await matcher.close();
      }
      return { output: matches.length === 0 ? 'no matches' : matches.join('\n') };
    },
  };
}

export const searchFilesTool: Tool = createSearchFilesTool();

/** The literal text, or the compiled regular expression (compiling never backtracks; matching may). */
function compilePattern(args: Parameters<Tool['execute']>[0]): string | RegExp {
  const pattern = requireString(args, 'pattern');
  if (pattern === '') throw new ToolError('invalid_arguments', '"pattern" must not be empty');
  if (optionalBoolean(args, 'literal') ?? false) return pattern;
  try {
    return new RegExp(pattern);
  } catch (error) {
    throw new ToolError('invalid_arguments', `invalid regular expression: ${(error as Error).message}`);
  }
}

async function searchDirectory(dir: string, matcher: LineMatcher, matches: string[], context: ToolContext): Promise<boolean> {
  const entries = await sortedEntries(dir, context, 'search_files');
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '.git') continue;
      if (await searchDirectory(full, matcher, matches, context)) return true;
    } else if (entry.isFile()) {
      // FIFOs, sockets and devices are never opened (Dirent says what they are without a stat).
      if (await searchFile(full, matcher, matches, context, false)) return true;
    }
  }
  return false;
}

/** `named`: the caller asked for this very file, so a non-regular one is an error rather than skipped. */
async function searchFile(file: string, matcher: LineMatcher, matches: string[], context: ToolContext, named: boolean): Promise<boolean> {
  if (context.signal.aborted) throw new ToolError('cancelled', 'search_files cancelled');
  const shown = displayPath(context.workspace, file);
  let opened: Awaited<ReturnType<typeof openRegularFileForReading>>;
  try {
    opened = await openRegularFileForReading(file, shown);
  } catch (error) {
    // A file swapped for a FIFO (or removed) during a directory walk is skipped, not fatal.
    if (!named && isToolError(error) && (error.code === 'not_a_file' || error.code === 'not_found')) return false;
    throw error;
  }
  let buffer: Buffer;
  try {
    if (opened.stats.size > SEARCH_FILES_MAX_FILE_BYTES) return false;
    buffer = await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
  if (buffer.subarray(0, 8192).includes(0)) return false; // binary
  const text = buffer.toString('utf8');
  const left = SEARCH_FILES_MAX_MATCHES - matches.length;
  const hits = await matcher.matchingLines(text, left + 1);
  if (hits.length === 0) return false;
  // Split here only for files with hits (the same split as the matchers', so the indexes agree).
  const lines = text.split('\n');
  for (const i of hits.slice(0, left)) {
    const line = lines[i] ?? '';
    matches.push(`${shown}:${i + 1}: ${line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line}`);
  }
  return hits.length > left;
}
