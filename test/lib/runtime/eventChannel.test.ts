import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EventChannel } from '../../../src/lib/runtime/eventChannel.js';

describe('EventChannel', () => {
  it('takes items without waiting up to its capacity, then makes the producer wait for the consumer', async () => {
    const channel = new EventChannel<number>(2);
    expect(channel.push(1)).toBeUndefined();
    expect(channel.push(2)).toBeUndefined();
    let released = false;
    const waiting = channel.push(3);
    expect(waiting).toBeInstanceOf(Promise);
    void waiting?.then(() => {
      released = true;
    });
    await Promise.resolve();
    expect(released).toBe(false);
    expect(await channel.next()).toEqual({ value: 1, done: false });
    await waiting;
    expect(released).toBe(true);
    channel.close();
    expect(await channel.next()).toEqual({ value: 2, done: false });
    expect(await channel.next()).toEqual({ value: 3, done: false });
    expect(await channel.next()).toEqual({ value: undefined, done: true });
  });

  it('with capacity 0 hands each item straight to a waiting consumer', async () => {
    const channel = new EventChannel<string>(0);
    const first = channel.next();
    expect(channel.push('a')).toBeUndefined();
    expect(await first).toEqual({ value: 'a', done: false });
    const pending = channel.push('b');
    expect(pending).toBeInstanceOf(Promise);
    expect(await channel.next()).toEqual({ value: 'b', done: false });
    await pending;
  });

  it('detach drops buffered items, releases the producer and ends the consumer', async () => {
    const channel = new EventChannel<number>(1);
    void channel.push(1);
    const blocked = channel.push(2);
    channel.detach();
    await blocked;
    expect(channel.push(3)).toBeUndefined();
    expect(channel.size).toBe(0);
    expect(await channel.next()).toEqual({ value: undefined, done: true });
  });

  it('pushUrgent and releaseProducers exceed the bound by only what is waiting', async () => {
    const channel = new EventChannel<number>(1);
    void channel.push(1);
    const blocked = channel.push(2);
    channel.releaseProducers();
    await blocked;
    channel.pushUrgent(3);
    expect(channel.size).toBe(3);
  });
});

describe('EventChannel memory', () => {
  it('keeps no reference to an item once it has been read', async () => {
    // A full GC on demand: the flag must be set before the context that exposes `gc` is made.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const channel = new EventChannel<{ text: string }>(8);
    let refs: WeakRef<{ text: string }>[] = [];
    // Buffered items (no consumer waiting), read one by one, as a run's deltas are when the
    // consumer is behind.
    const fill = (): void => {
      for (let i = 0; i < 4; i++) {
        const item = { text: `delta ${i}`.repeat(1000) };
        refs.push(new WeakRef(item));
        expect(channel.push(item)).toBeUndefined();
      }
    };
    fill();
    for (let i = 0; i < 4; i++) expect((await channel.next()).done).toBe(false);
    // WeakRef targets stay alive until the end of the job that made them: let it end first.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(refs.map((ref) => ref.deref() === undefined)).toEqual([true, true, true, true]);
    refs = [];
    // An unread item is still held, of course.
    fill();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(refs.every((ref) => ref.deref() !== undefined)).toBe(true);
    channel.close();
  });
});
