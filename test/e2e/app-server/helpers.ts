/**
 * Small helpers shared by the App Server end-to-end tests: starting threads and turns the way a
 * desktop client does, and slicing the message log by thread.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AppServerProcess, WireMessage } from '../../support/appServerProcess.js';

export function tempDir(prefix = 'vv-app-server-ws-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A text input list. */
export function textInput(text: string): Array<{ type: 'text'; text: string }> {
  return [{ type: 'text', text }];
}

/** thread/start (consuming its thread/started) and returns the thread id. */
export async function startThread(server: AppServerProcess, params: Record<string, unknown> = {}): Promise<string> {
  const thread = await server.call('thread/start', params);
  await server.waitForNotification('thread/started', { threadId: thread.threadId });
  return thread.threadId as string;
}

/** turn/start and returns the turn id (notifications are left for the caller). */
export async function startTurn(server: AppServerProcess, threadId: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await server.call('turn/start', { threadId, input: textInput(text), ...extra });
  expect(result).toEqual({ threadId, turnId: expect.any(String), status: 'running' });
  return result.turnId as string;
}

/** Waits for turn/completed of `turnId` and returns its params. */
export async function turnCompleted(server: AppServerProcess, turnId: string): Promise<any> {
  const message = await server.waitForNotification('turn/completed', { turnId });
  return message.params;
}

/** Messages about `threadId` (notifications, server requests) in `messages`. */
export function ofThread(messages: readonly WireMessage[], threadId: string): WireMessage[] {
  return messages.filter((m) => typeof m.method === 'string' && (m.params?.threadId === threadId || m.params?.thread?.threadId === threadId));
}

/** Short labels of a message sequence, e.g. `thread/status/changed(running)`, `item/completed:toolCall`. */
export function labels(messages: readonly WireMessage[]): string[] {
  return messages.map((m) => {
    if (m.method === 'thread/status/changed') return `thread/status/changed(${String(m.params?.status)})`;
    if (typeof m.method === 'string' && m.method.startsWith('item/')) return `${m.method}:${String(m.params?.type)}`;
    if (typeof m.method === 'string') return m.method;
    return 'error' in m ? `error(${String(m.error?.code)})` : 'result';
  });
}

/** Index of the response with `id` in `messages`. */
export function responseIndex(messages: readonly WireMessage[], id: unknown): number {
  return messages.findIndex((m) => m.method === undefined && m.id === id);
}

/** Final state of every item seen in notifications (last write per itemId), in first-seen order. */
export function itemsFromNotifications(messages: readonly WireMessage[]): any[] {
  const byId = new Map<string, any>();
  for (const m of messages) {
    if (m.method !== 'item/started' && m.method !== 'item/completed') continue;
    byId.set(m.params.itemId, m.params);
  }
  return [...byId.values()];
}

export function expectNoViolations(server: AppServerProcess): void {
  // Taken (and cleared) so that one bad line fails the test that produced it, not every later one.
  const found = server.violations.splice(0);
  expect(found, 'every stdout line must be valid JSON-RPC and validate against the schemas').toEqual([]);
}

/** Polls `check` until it returns true (generous timeout; no wall-clock assertion). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
