import { describe, expect, it } from 'vitest';
import { AppServerClientError } from '../../../src/lib/app-server-client/AppServerClientError.js';
import { MessageBacklog } from '../../../src/lib/app-server-client/MessageBacklog.js';

describe('MessageBacklog', () => {
  it('hands messages to each reader in arrival order, whether the message or the wait came first', async () => {
    const backlog = new MessageBacklog<string>(10, () => undefined);
    backlog.push('a1');
    backlog.push('b1');
    const waitingForC = backlog.take((m) => m.startsWith('c'), 0, 'c');
    backlog.push('a2');
    backlog.push('c1');
    expect(await waitingForC).toBe('c1');
    expect(await backlog.take(() => true, 0, 'any')).toBe('a1');
    expect(await backlog.take((m) => m.startsWith('a'), 0, 'a')).toBe('a2');
    expect(await backlog.take(() => true, 0, 'any')).toBe('b1');
    expect(backlog.size).toBe(0);
  });

  it('drops the oldest beyond its limit and tells the owner', () => {
    const dropped: string[] = [];
    const backlog = new MessageBacklog<string>(2, (m) => dropped.push(m));
    for (const m of ['1', '2', '3', '4']) backlog.push(m);
    expect(dropped).toEqual(['1', '2']);
    expect(backlog.dropped).toBe(2);
    expect(backlog.size).toBe(2);
  });

  it('times out a wait, and after the end still hands out what was listed before failing', async () => {
    const backlog = new MessageBacklog<string>(10, () => undefined);
    await expect(backlog.take(() => true, 10, 'message')).rejects.toMatchObject({ code: 'timeout' });
    backlog.push('last');
    const pending = backlog.take((m) => m === 'never', 0, 'never');
    backlog.end(new AppServerClientError('disconnected', 'gone'));
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
    expect(await backlog.take(() => true, 0, 'any')).toBe('last');
    await expect(backlog.take(() => true, 0, 'any')).rejects.toMatchObject({ code: 'disconnected' });
  });
});
