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
    const log = coalescedLines(stream, 0);
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

  it('while lines keep coming, writes at most once per interval: a line after a write waits for the interval, with the lines that follow it', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString('utf8')));
    const log = coalescedLines(stream, 200);
    const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
    log('quiet');
    await turn();
    await turn();
    // The first line of a quiet spell goes out at the end of its turn.
    expect(writes).toEqual(['quiet\n']);
    log('busy 1');
    await turn();
    await turn();
    log('busy 2');
    await turn();
    expect(writes).toEqual(['quiet\n']);
    const written = new Promise((resolve) => stream.once('data', resolve));
    await written;
    expect(writes).toEqual(['quiet\n', 'busy 1\nbusy 2\n']);
  });

  it('writes the pending lines when the process exits while they wait for the interval', () => {
    const module = fileURLToPath(new URL('../../../src/lib/shared/coalescedLines.ts', import.meta.url));
    const script = `const { coalescedLines } = await import(${JSON.stringify(module)}); const log = coalescedLines(process.stderr, 60000); log('first'); setImmediate(() => setImmediate(() => log('second')));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20000 });
    // The held line neither keeps the process alive for the interval nor is lost when it ends.
    expect(child.status).toBe(0);
    expect(child.stderr).toBe('first\nsecond\n');
  });

  it('writes the pending lines when the process exits before the next turn', () => {
    const module = fileURLToPath(new URL('../../../src/lib/shared/coalescedLines.ts', import.meta.url));
    const script = `const { coalescedLines } = await import(${JSON.stringify(module)}); const log = coalescedLines(); log('last words'); process.exit(3);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(3);
    expect(child.stderr).toBe('last words\n');
  });
});
