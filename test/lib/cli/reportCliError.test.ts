import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServerClientError } from '../../../src/lib/app-server-client/index.js';
import { EXIT_RUNTIME, EXIT_USAGE, exitCodeFor, reportCliError } from '../../../src/lib/cli/reportCliError.js';
import { UsageError, VvAgentError } from '../../../src/lib/shared/errors.js';

describe('the CLI boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('usage and config errors exit 2, every other category 1', () => {
    expect(exitCodeFor(new UsageError('bad flag'))).toBe(EXIT_USAGE);
    expect(exitCodeFor(new VvAgentError('settings_missing', 'no settings', 'config'))).toBe(EXIT_USAGE);
    for (const category of ['runtime', 'not_found', 'conflict', 'unauthenticated', 'forbidden', 'rate_limited', 'unavailable'] as const) {
      expect([category, exitCodeFor(new VvAgentError('x', 'x', category))]).toEqual([category, EXIT_RUNTIME]);
    }
  });

  it('a server\'s error reply through the client is a runtime failure of the command', () => {
    expect(exitCodeFor(new AppServerClientError(-32602, 'Invalid params'))).toBe(EXIT_RUNTIME);
    expect(exitCodeFor(new AppServerClientError('spawn_failed', 'not found'))).toBe(EXIT_RUNTIME);
  });

  it('oclif parse errors are usage errors; unknown errors are runtime', () => {
    expect(exitCodeFor({ message: 'Expected --limit to be an integer', parse: {} })).toBe(EXIT_USAGE);
    expect(exitCodeFor(new Error('boom'))).toBe(EXIT_RUNTIME);
  });

  it('writes one line on stderr', () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    expect(reportCliError(new UsageError('--model is required'))).toBe(EXIT_USAGE);
    expect(lines).toEqual(['vv-agent: --model is required\n']);
  });
});
