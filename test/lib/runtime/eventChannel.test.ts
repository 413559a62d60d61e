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
