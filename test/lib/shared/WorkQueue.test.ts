import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../../src/lib/shared/WorkQueue.js';

/** A job that runs until released, and says when it started. */
function gate(): { job: () => Promise<void>; started: () => boolean; release: () => void } {
  let started = false;
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      started = true;
      await done;
    },
    started: () => started,
    release: () => release(),
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs, holds at most `maxQueued` more, and refuses beyond', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 1 });
    const jobs = [gate(), gate(), gate(), gate()];
    expect(jobs.map((j) => queue.offer(j.job))).toEqual([true, true, true, false]);
    await tick();
    expect(jobs.map((j) => j.started())).toEqual([true, true, false, false]);
    expect([queue.running, queue.queued]).toEqual([2, 1]);
    jobs[0]!.release();
    await tick();
    expect(jobs[2]!.started()).toBe(true);
    expect(queue.hasRoom()).toBe(true);
    for (const j of jobs) j.release();
    expect(await queue.idle()).toBe(true);
  });

  it('submit waits for room (backpressure) and gives up when its signal aborts', async () => {
    const queue = new WorkQueue({ concurrency: 1 });
    const first = gate();
    const second = gate();
    expect(await queue.submit(first.job)).toBe(true);
    let accepted: boolean | undefined;
    void queue.submit(second.job).then((value) => (accepted = value));
    await tick();
    expect(accepted).toBeUndefined();
    first.release();
    while (accepted === undefined) await tick();
    expect(accepted).toBe(true);
    expect(second.started()).toBe(true);

    const stop = new AbortController();
    const third = gate();
    const waiting = queue.submit(third.job, stop.signal);
    stop.abort();
    expect(await waiting).toBe(false);
    expect(third.started()).toBe(false);
    second.release();
    expect(await queue.idle()).toBe(true);
  });

  it('wait gives up after its timeout or on cancel, and the job never runs afterwards', async () => {
    const queue = new WorkQueue({ concurrency: 1 });
    const running = gate();
    expect(await queue.wait(running.job, 10).accepted).toBe(true);
    const late = gate();
    expect(await queue.wait(late.job, 20).accepted).toBe(false);
    const cancelled = gate();
    const held = queue.wait(cancelled.job);
    held.cancel();
    expect(await held.accepted).toBe(false);
    const next = gate();
    const admitted = queue.wait(next.job, 60_000);
    running.release();
    expect(await admitted.accepted).toBe(true);
    next.release();
    expect(await queue.idle()).toBe(true);
    expect([late.started(), cancelled.started(), next.started()]).toEqual([false, false, true]);
  });

  it('waiting submits are accepted one per freed place, in the order they came; an aborted one loses its turn', async () => {
    const queue = new WorkQueue({ concurrency: 1 });
    const running = gate();
    expect(await queue.submit(running.job)).toBe(true);
    const order: string[] = [];
    const stop = new AbortController();
    const [a, b, c] = [gate(), gate(), gate()];
    const waits = [
      queue.submit(a.job).then((ok) => order.push(`a:${ok}`)),
      queue.submit(b.job, stop.signal).then((ok) => order.push(`b:${ok}`)),
      queue.submit(c.job).then((ok) => order.push(`c:${ok}`)),
    ];
    stop.abort();
    await tick();
    expect(order).toEqual(['b:false']);
    running.release();
    await tick();
    expect(order).toEqual(['b:false', 'a:true']);
    expect(queue.hasRoom()).toBe(false);
    a.release();
    await Promise.all(waits);
    expect(order).toEqual(['b:false', 'a:true', 'c:true']);
    c.release();
    expect(await queue.idle()).toBe(true);
    expect(b.started()).toBe(false);
  });

  it('a job that throws goes to onError and the queue keeps running the next', async () => {
    const errors: unknown[] = [];
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 5, onError: (error) => errors.push(error) });
    const ran: string[] = [];
    queue.offer(() => Promise.reject(new Error('bad job')));
    queue.offer(async () => {
      ran.push('next');
    });
    expect(await queue.idle()).toBe(true);
    expect(ran).toEqual(['next']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['bad job']);
  });

  it('idle(timeout) answers false while a job still runs; clear drops the waiting ones', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 2 });
    const running = gate();
    const waiting = gate();
    queue.offer(running.job);
    queue.offer(waiting.job);
    expect(await queue.idle(10)).toBe(false);
    expect(queue.clear()).toBe(1);
    running.release();
    expect(await queue.idle()).toBe(true);
    expect(waiting.started()).toBe(false);
  });
});
