import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../../src/lib/shared/logger.js';

/** A real pino logger whose JSON lines are kept in memory, for asserting what a part logged. */
export function memoryLogger(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino({ level: 'debug' }, stream);
  const lines = (): Array<Record<string, unknown>> =>
    chunks
      .join('')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, lines };
}
