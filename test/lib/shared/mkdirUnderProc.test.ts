/**
 * Node 20's recursive mkdir never returns for a folder under /proc; every place that makes the
 * folders of a user-given path goes through makeDirectory, which fails at once instead.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/lib/shared/logger.js';

describe('folders that cannot be made fail at once', () => {
  it('a log file under /proc', () => {
    expect(() => createLogger({ filePath: '/proc/x/app.log' })).toThrow(expect.objectContaining({ code: 'ENOENT' }) as Error);
  });
});
