import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeferredLogger } from '../../../src/lib/shared/logger.js';

const work = mkdtempSync(join(tmpdir(), 'vv-logger-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** pino writes to a file stream asynchronously: wait until `n` lines are there. */
async function lines(file: string, n: number): Promise<Array<Record<string, unknown>>> {
  for (let i = 0; i < 200; i++) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const parsed = text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    if (parsed.length >= n) return parsed;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} lines in ${file}`);
}

describe('createDeferredLogger', () => {
  it('makes the logger on first use: nothing exists before, then it logs as createLogger would', async () => {
    const file = join(work, 'sub', 'a.log');
    const logger = createDeferredLogger({ name: 'app-server', level: 'info', filePath: file });
    expect(existsSync(join(work, 'sub'))).toBe(false);
    logger.debug('below the level');
    logger.warn({ threadId: 't1', err: new Error('boom') }, 'something failed');
    logger.child({ session: 3 }).error('from a child');
    const [warn, child] = await lines(file, 2);
    expect(warn).toMatchObject({ level: 40, name: 'app-server', threadId: 't1', msg: 'something failed', err: { message: 'boom' } });
    expect(child).toMatchObject({ level: 50, session: 3, msg: 'from a child' });
  });

  it('reads and sets the level of the real logger', () => {
    const logger = createDeferredLogger({ level: 'warn' });
    expect(logger.level).toBe('warn');
    logger.level = 'debug';
    expect(logger.isLevelEnabled('debug')).toBe(true);
  });

  it('refuses a level that is not one at once', () => {
    expect(() => createDeferredLogger({ level: 'loud' })).toThrow(/loud/);
  });
});
