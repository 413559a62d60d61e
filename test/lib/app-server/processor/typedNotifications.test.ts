/**
 * Server notifications are typed against the generated method map: a wrong method name or params
 * shape fails to compile (`tsc` runs over test/), a right one reaches subscribers as given.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clientRequestMethods } from '../../../../generated/app-server/methods.js';
import type { AppServerProcessor } from '../../../../src/lib/app-server/index.js';
import { Harness } from './harness.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

// Never called: only compiled.
function wrongShapesDoNotCompile(processor: AppServerProcessor): void {
  // @ts-expect-error an undeclared method
  void processor.emitToThread('t', 'thread/exploded', {});
  // @ts-expect-error turn/started needs turnId, runId and status
  void processor.emitToThread('t', 'turn/started', { threadId: 't' });
  // @ts-expect-error status is a ThreadStatus, not any string
  void processor.emitToThread('t', 'thread/status/changed', { threadId: 't', status: 'exploded' });
}

describe('typed server notifications', () => {
  it('a declared method with its params shape reaches the thread\'s subscribers', async () => {
    expect(typeof wrongShapesDoNotCompile).toBe('function');
    const h = (harness = new Harness());
    const a = await h.connect('a');
    const threadId = await h.startThread(a);
    const mark = a.mark();
    await h.processor.emitToThread(threadId, 'error/warning', { message: 'disk almost full', code: 'disk_low' });
    expect(await a.waitForNotification('error/warning', undefined, mark)).toMatchObject({ message: 'disk almost full', code: 'disk_low' });
  });

  it('which methods need a runtime comes from the generated method table', () => {
    const needing = Object.entries(clientRequestMethods)
      .filter(([, spec]) => spec.requiresRuntime)
      .map(([method]) => method);
    expect(needing).toEqual([
      'thread/start',
      'thread/resume',
      'thread/read',
      'thread/list',
      'thread/archive',
      'thread/unsubscribe',
      'turn/start',
      'turn/steer',
      'turn/followUp',
      'turn/interrupt',
      'approval/resolve',
    ]);
  });
});
