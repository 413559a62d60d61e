import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../src/lib/debug/sendMessage.js';

// A server line the client cannot read, written in one write with what comes around it (see
// misbehavingAppServer.mjs): the client reads the lines together, and the one it cannot read waits
// in its dispatch queue behind turn/started. Run many times: the outcome must not depend on how
// reads and the queue fall.
const fixture = fileURLToPath(new URL('../../e2e/debug/misbehavingAppServer.mjs', import.meta.url));
const RUNS = 20;

type Event = readonly ['server' | 'client', unknown] | readonly ['unreadable', string];

async function run(mode: string): Promise<{ error: unknown; events: Event[]; violations: string[] }> {
  const events: Event[] = [];
  const violations: string[] = [];
  const error = await sendMessage({
    text: 'hi',
    server: [process.execPath, fixture, mode],
    requestTimeoutMs: 30_000,
    onMessage: (direction, message) => events.push([direction, message]),
    onUnreadable: (reason) => events.push(['unreadable', reason]),
    onViolation: (violation) => violations.push(violation.problem),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  return { error, events, violations };
}

const methods = (events: readonly Event[]): unknown[] => events.map(([, m]) => (typeof m === 'object' && m !== null ? (m as { method?: unknown }).method : m));

describe('send-message fails at a message of a method the protocol does not have, however the reads fall', () => {
  it(`an unknown notification read together with turn/completed fails the run (${RUNS} runs); the transcript ends with it`, async () => {
    for (let i = 0; i < RUNS; i++) {
      const { error, events, violations } = await run('unknown-notification');
      expect(error).toMatchObject({ code: 'server_message_unreadable', message: 'the server sent a message the client cannot read: unknown notification method turn/teleported' });
      expect(methods(events).slice(-2)).toEqual(['turn/started', 'turn/teleported']);
      // The failure says it; a second report of the same message as a schema mismatch would not help.
      expect(violations).toEqual([]);
    }
  });

  it(`an unknown server request fails the run (${RUNS} runs); the transcript ends with it and the client's -32601 answer`, async () => {
    for (let i = 0; i < RUNS; i++) {
      const { error, events } = await run('unknown-request');
      expect(error).toMatchObject({ code: 'server_message_unreadable', message: 'the server sent a message the client cannot read: unknown server request method turn/teleport' });
      expect(events.slice(-2)).toEqual([
        ['server', { jsonrpc: '2.0', id: 'srv_1', method: 'turn/teleport', params: { threadId: 'thread_1', turnId: 'turn_1' } }],
        ['client', { jsonrpc: '2.0', id: 'srv_1', error: { code: -32601, message: 'Method not found: turn/teleport', data: { method: 'turn/teleport' } } }],
      ]);
    }
  });
});

describe('send-message fails at a server request that reuses the id of one not answered yet, however the reads fall', () => {
  it(`read together with turn/completed, it fails the run (${RUNS} runs); the transcript ends with it and the client's -32600 answer`, async () => {
    for (let i = 0; i < RUNS; i++) {
      const { error, events, violations } = await run('duplicate-request');
      expect(error).toMatchObject({ code: 'server_message_unreadable', message: 'the server sent a message the client cannot read: server request id approval_1 is already waiting for an answer' });
      expect(events.slice(-3)).toEqual([
        ['server', expect.objectContaining({ id: 'approval_1', method: 'approval/request', params: expect.objectContaining({ requestId: 'approval_1' }) })],
        ['server', expect.objectContaining({ id: 'approval_1', method: 'approval/request', params: expect.objectContaining({ requestId: 'approval_2' }) })],
        ['client', { jsonrpc: '2.0', id: 'approval_1', error: { code: -32600, message: 'Invalid Request', data: { reason: 'duplicate request id' } } }],
      ]);
      expect(violations).toEqual([]);
    }
  });
});

describe('send-message records the client\'s -32700 answer to a server line that is not JSON', () => {
  for (const mode of ['not-json', 'not-json-behind-notification']) {
    it(`${mode}: the unreadable line, then the answer, last (${RUNS} runs)`, async () => {
      for (let i = 0; i < RUNS; i++) {
        const { error, events } = await run(mode);
        expect(error).toMatchObject({ code: 'server_message_unreadable' });
        expect(events.slice(-2)).toEqual([
          ['unreadable', 'a line from the server is not JSON'],
          ['client', { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }],
        ]);
      }
    });
  }
});
