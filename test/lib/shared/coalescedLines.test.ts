import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coalescedLines } from '../../../src/lib/shared/coalescedLines.js';

describe('coalescedLines', () => {
  it('writes the lines of one event-loop turn in one write, in order, and later lines in the next', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString('utf8')));
    const log = coalescedLines(stream);
    log('one');
    log('two');
    log('three');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    log('four');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\nthree\n', 'four\n']);
  });

  it('writes the pending lines when the process exits before the next turn', () => {
    const module = fileURLToPath(new URL('../../../src/lib/shared/coalescedLines.ts', import.meta.url));
    const script = `const { coalescedLines } = await import(${JSON.stringify(module)}); const log = coalescedLines(); log('last words'); process.exit(3);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(3);
    expect(child.stderr).toBe('last words\n');
  });
});
