import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  agentApp,
  AgentTeamRuntimeClient,
  DeliveryAnswers,
  ECHO_USAGE,
  echoApp,
  handleDelivery,
  replyKey,
} from '../../../src/lib/agentteam/index.js';
import { storedTurnCounts } from '../../support/storedThreads.js';
import { DEFAULT_SCRIPTED_GREETING } from '../../../src/lib/llm/index.js';
import { error, sendError, sendJson, startContractServer, type ContractServer, type RecordedRequest } from './contractServer.js';
import { callbackEnvelope, mentionPayload, runnerEnvelope } from './helpers.js';

/**
 * The platform side of reply/ack/fail as the contract describes it: replies are effects keyed by
 * idempotency key (same key, same content: same effect), ack/fail are terminal.
 */
interface Platform {
  /** Visible messages, in the order they were posted. */
  readonly messages: { deliveryId: string; content: string; key: string; token: string | undefined }[];
  readonly terminal: Map<string, { status: 'completed' | 'failed'; attemptId: string; code?: string; message?: string }>;
  /** Every request path, in order (`reply`, `ack`, `fail`). */
  readonly calls: string[];
}

let server: ContractServer;
let platform: Platform;
let client: AgentTeamRuntimeClient;

function actionOf(request: RecordedRequest): { deliveryId: string; action: string } {
  const match = /\/deliveries\/([^/]+)\/(reply|ack|fail)$/.exec(request.path);
  return { deliveryId: decodeURIComponent(match?.[1] ?? ''), action: match?.[2] ?? '' };
}

beforeEach(async () => {
  server = await startContractServer();
  platform = { messages: [], terminal: new Map(), calls: [] };
  server.fallback = (request, res) => {
    const { deliveryId, action } = actionOf(request);
    platform.calls.push(action);
    const body = JSON.parse(request.body) as Record<string, string>;
    if (action === 'reply') {
      let index = platform.messages.findIndex((m) => m.deliveryId === deliveryId && m.key === body['idempotencyKey']);
      if (index === -1) {
        platform.messages.push({ deliveryId, content: body['content'] ?? '', key: body['idempotencyKey'] ?? '', token: request.headers.authorization });
        index = platform.messages.length - 1;
      } else if (platform.messages[index]?.content !== body['content']) {
        sendError(res, 409, 'idempotency_conflict', 'same key, other content');
        return;
      }
      sendJson(res, 200, {
        effectId: `eff_${index}`,
        messageId: `msg_${index}`,
        deliveryId,
        attemptId: body['attemptId'],
        idempotencyKey: body['idempotencyKey'],
        createdAt: '2026-06-01T05:30:01Z',
      });
      return;
    }
    if (action === 'ack' || action === 'fail') {
      const status = action === 'ack' ? 'completed' : 'failed';
      platform.terminal.set(deliveryId, {
        status,
        attemptId: body['attemptId'] ?? '',
        ...(action === 'fail' ? { code: body['code'] ?? '', message: body['message'] ?? '' } : {}),
      });
      sendJson(res, 200, { deliveryId, attemptId: body['attemptId'], status });
      return;
    }
    sendError(res, 404, 'not_found', 'no route');
  };
  client = new AgentTeamRuntimeClient({ baseUrl: server.url, workspaceId: 'w_123', sleep: async () => {}, random: () => 0 });
});
afterEach(async () => {
  await client.close();
  await server.close();
});

describe('handleDelivery', () => {
  it('echo: one reply with its key, with the delivery token, then ack; logs one line', async () => {
    const lines: string[] = [];
    const report = await handleDelivery(callbackEnvelope(), client, { app: echoApp, log: (line) => lines.push(line) });
    expect(platform.messages).toEqual([{ deliveryId: 'del_123', content: 'hi', key: replyKey('echo', 'del_123', 1), token: 'Bearer dtok_123' }]);
    expect(platform.calls).toEqual(['reply', 'ack']);
    expect(platform.terminal.get('del_123')).toEqual({ status: 'completed', attemptId: 'att_123' });
    expect(report).toMatchObject({ deliveryId: 'del_123', attemptId: 'att_123', command: 'echo', repliesSent: 1, outcome: 'acked' });
    expect(lines).toEqual(['delivery del_123 attempt att_123: echo, 1/1 replies, acked']);
    expect(lines[0]).not.toContain('dtok_123');
  });

  it('progress: replies in order with distinct keys and acks only after the last reply (runner envelope)', async () => {
    const envelope = runnerEnvelope({ payload: mentionPayload('@echo progress 3 finished') });
    const report = await handleDelivery(envelope, client, { app: echoApp });
    expect(platform.messages.map((m) => m.content)).toEqual(['progress 1/3', 'progress 2/3', 'progress 3/3', 'finished']);
    expect(platform.messages.map((m) => m.key)).toEqual([1, 2, 3, 4].map((i) => replyKey('echo', 'del_456', i)));
    expect(platform.calls).toEqual(['reply', 'reply', 'reply', 'reply', 'ack']);
    expect(platform.messages.every((m) => m.token === 'Bearer dtok_456')).toBe(true);
    expect(report.outcome).toBe('acked');
  });

  it('fail: no reply, fails with the stable code and message', async () => {
    const report = await handleDelivery(callbackEnvelope({ payload: mentionPayload('@echo fail command_failed it broke') }), client, { app: echoApp });
    expect(platform.messages).toEqual([]);
    expect(platform.terminal.get('del_123')).toEqual({ status: 'failed', attemptId: 'att_123', code: 'command_failed', message: 'it broke' });
    expect(report).toMatchObject({ outcome: 'failed', failCode: 'command_failed', command: 'fail' });
  });

  it('anything else: usage help, then ack', async () => {
    await handleDelivery(callbackEnvelope({ payload: mentionPayload('@echo what?') }), client, { app: echoApp });
    expect(platform.messages.map((m) => m.content)).toEqual([ECHO_USAGE]);
    expect(platform.terminal.get('del_123')?.status).toBe('completed');
  });

  it('a redelivered attempt re-sends the same keys, so no reply is visible twice, and acks the new attempt', async () => {
    const payload = mentionPayload('@echo progress 2');
    await handleDelivery(runnerEnvelope({ payload, attemptId: 'att_1' }), client, { app: echoApp });
    await handleDelivery(runnerEnvelope({ payload, attemptId: 'att_2' }), client, { app: echoApp });
    expect(platform.messages.map((m) => m.content)).toEqual(['progress 1/2', 'progress 2/2', 'done']);
    expect(platform.terminal.get('del_456')?.attemptId).toBe('att_2');
  });

  it('a reply retried after a 500 posts one message (same key) and the sequence goes on', async () => {
    server.queue(error(500, 'internal_error'));
    const report = await handleDelivery(runnerEnvelope({ payload: mentionPayload('@echo echo once') }), client, { app: echoApp });
    expect(platform.messages.map((m) => m.content)).toEqual(['once']);
    expect(server.requests.filter((r) => r.path.endsWith('/reply')).map((r) => r.body)).toHaveLength(2);
    expect(report.outcome).toBe('acked');
  });

  it('a lost lease stops the delivery: no further reply, no ack', async () => {
    server.queue(
      (req, res) => server.fallback(req, res),
      error(409, 'lease_expired', 'the lease expired'),
    );
    const lines: string[] = [];
    const report = await handleDelivery(runnerEnvelope({ payload: mentionPayload('@echo progress 3') }), client, { app: echoApp, log: (l) => lines.push(l) });
    expect(platform.messages.map((m) => m.content)).toEqual(['progress 1/3']);
    expect(platform.terminal.size).toBe(0);
    expect(report).toMatchObject({ outcome: 'error', repliesSent: 1, error: { code: 'lease_expired', family: 'lease' } });
    expect(lines).toEqual(['delivery del_456 attempt att_456: progress, 1/4 replies, stopped: lease_expired (lease)']);
  });

  it('a reply rejected as invalid fails the delivery with reply_rejected', async () => {
    server.queue(error(400, 'validation_failed', 'content too long'));
    const report = await handleDelivery(runnerEnvelope(), client, { app: echoApp });
    expect(platform.terminal.get('del_456')).toMatchObject({ status: 'failed', code: 'reply_rejected' });
    expect(report).toMatchObject({ outcome: 'failed', failCode: 'reply_rejected' });
  });

  it('an event type other than the mention fails with unsupported_event_type and replies nothing', async () => {
    const report = await handleDelivery(runnerEnvelope({ eventType: 'agentteam.other' }), client, { app: echoApp });
    expect(platform.messages).toEqual([]);
    expect(platform.terminal.get('del_456')).toMatchObject({ status: 'failed', code: 'unsupported_event_type' });
    expect(report.command).toBe('unsupported_event');
  });

  it('an aborted signal leaves the delivery unacked', async () => {
    const controller = new AbortController();
    controller.abort();
    const report = await handleDelivery(runnerEnvelope(), client, { app: echoApp, signal: controller.signal });
    expect(platform.calls).toEqual([]);
    expect(report).toMatchObject({ outcome: 'error', error: { code: 'cancelled' } });
  });
});

describe('the agent App on a new attempt of a delivery it answered', () => {
  it('posts the recorded answer again under the same key: one final message, one turn, the new attempt acked', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'agent-redelivery-'));
    // Progress waits for the turn's end, so each turn posts exactly one progress reply.
    const app = agentApp({ name: 'helper', stateDir, progressIntervalMs: 60_000 });
    try {
      const payload = mentionPayload('@helper hello');
      const first = await handleDelivery(runnerEnvelope({ payload, attemptId: 'att_1' }), client, { app });
      // The platform did not see that ack (or the lease ran out just after it): attempt 2.
      const second = await handleDelivery(runnerEnvelope({ payload, attemptId: 'att_2' }), client, { app });
      expect([first.outcome, second.outcome]).toEqual(['acked', 'acked']);
      const finals = platform.messages.filter((m) => m.key === replyKey('helper', 'del_456', 'final'));
      expect(finals.map((m) => m.content)).toEqual([DEFAULT_SCRIPTED_GREETING]);
      expect(platform.messages).toHaveLength(2);
      expect(platform.messages[0]?.key).toBe(replyKey('helper', 'del_456', 'progress-att_1-1'));
      // Both attempts posted the final reply; the second was the same effect.
      expect(server.requests.filter((r) => r.path.endsWith('/reply') && r.body.includes('"helper:del_456:final"'))).toHaveLength(2);
      expect(platform.terminal.get('del_456')?.attemptId).toBe('att_2');
      expect(new DeliveryAnswers(stateDir, 'helper').get('del_456')).toBe(DEFAULT_SCRIPTED_GREETING);
    } finally {
      await app.close();
    }
    try {
      // One thread, one turn: the second attempt ran none.
      expect(storedTurnCounts(stateDir)).toEqual([1]);
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
});
