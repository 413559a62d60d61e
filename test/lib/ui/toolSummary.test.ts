import { describe, expect, it } from 'vitest';
import { formatBytes, toolCallSummary, toolResultSummary } from '../../../src/lib/ui/toolSummary.js';

const ok = (output: string) => ({ ok: true, errorCode: null, output });
const failed = (errorCode: string, output = '') => ({ ok: false, errorCode, output });

describe('tool summaries for the live view', () => {
  it('summarises the calls of the built-in tools and of unknown ones', () => {
    expect(toolCallSummary('read_file', { path: 'README.md' })).toBe('read_file README.md');
    expect(toolCallSummary('bash', { cmd: 'ls -l\nwc -l x' })).toBe('bash: ls -l ⏎ wc -l x');
    expect(toolCallSummary('write_file', { path: 'a.txt', content: 'é' })).toBe('write_file a.txt (2 B)');
    expect(toolCallSummary('list_files', {})).toBe('list_files .');
    expect(toolCallSummary('search_files', { pattern: 'TODO', path: 'src' })).toBe('search_files "TODO" in src');
    expect(toolCallSummary('task_finish', { message: 'done' })).toBe('task_finish');
    expect(toolCallSummary('add', { a: 2, b: 3 })).toBe('add a=2 b=3');
    expect(toolCallSummary('read_file', undefined)).toBe('read_file');
  });

  it('summarises results: sizes, exit codes, counts, denials and error codes', () => {
    expect(toolResultSummary('read_file', ok('x'.repeat(1229)))).toBe('1.2 KB');
    expect(toolResultSummary('bash', ok('exit code 0\nfile\n'))).toBe('exit 0');
    expect(toolResultSummary('bash', failed('command_failed', 'exit code 2\nls: cannot access'))).toBe('exit 2');
    expect(toolResultSummary('bash', failed('command_failed', 'killed by SIGKILL\n'))).toBe('killed by SIGKILL');
    expect(toolResultSummary('bash', failed('command_timeout', 'command timed out after 5 ms'))).toBe('timed out');
    expect(toolResultSummary('write_file', failed('tool_approval_denied'))).toBe('denied');
    expect(toolResultSummary('bash', failed('tool_approval_timeout'))).toBe('approval timed out');
    expect(toolResultSummary('read_file', failed('not_found', 'no such file: x\nmore'))).toBe('not_found: no such file: x');
    expect(toolResultSummary('list_files', ok('a\nb/\nc'))).toBe('3 entries');
    expect(toolResultSummary('list_files', ok('(empty directory)'))).toBe('empty');
    expect(toolResultSummary('search_files', ok('a.ts:1: x'))).toBe('1 match');
    expect(toolResultSummary('search_files', ok('no matches'))).toBe('no matches');
    expect(toolResultSummary('add', ok('5'))).toBe('5');
    expect(toolResultSummary('fetch', ok('a\nb\nc\n'))).toBe('3 lines, 6 B');
  });

  it('formats sizes', () => {
    expect(formatBytes(42)).toBe('42 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
