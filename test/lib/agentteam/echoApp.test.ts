import { describe, expect, it } from 'vitest';
import {
  ECHO_USAGE,
  commandText,
  planEcho,
  replyKey,
  toDelivery,
} from '../../../src/lib/agentteam/index.js';
import { APP_MEMBER, callbackEnvelope, mentionPayload, runnerEnvelope } from './helpers.js';

const usage = { command: 'usage', replies: [ECHO_USAGE], outcome: { kind: 'ack' } };

describe('commandText', () => {
  it('removes the App mention at the start and trims', () => {
    expect(commandText(mentionPayload('@echo echo hi'))).toBe('echo hi');
  });

  it('removes a mention in the middle of the text', () => {
    const text = 'please @echo echo hi';
    const payload = mentionPayload(text, [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 7, end: 12 } }]);
    expect(commandText(payload)).toBe('please  echo hi');
  });

  it('counts code points, not UTF-16 units, when an emoji precedes the mention', () => {
    // "🎉" is 1 code point but 2 UTF-16 units: the range 2..7 covers "@echo" in code points.
    const text = '🎉 @echo echo 你好 🎉';
    const payload = mentionPayload(text, [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 2, end: 7 } }]);
    expect(commandText(payload)).toBe('🎉  echo 你好 🎉');
    const leading = mentionPayload('👩‍💻@echo echo x', [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 3, end: 8 } }]);
    // 👩‍💻 is three code points (woman, ZWJ, laptop).
    expect(commandText(leading)).toBe('👩‍💻 echo x');
  });

  it('picks the mention of this App among several, falling back to the first service mention', () => {
    const text = '@alice @other @echo echo hi';
    const mentions = [
      { type: 'human', member_id: 'mem_1', range: { start: 0, end: 6 } },
      { type: 'service', service_member_id: 'svcmem_other', range: { start: 7, end: 13 } },
      { type: 'service', service_member_id: APP_MEMBER, range: { start: 14, end: 19 } },
    ];
    expect(commandText(mentionPayload(text, mentions))).toBe('@alice @other  echo hi');
    expect(commandText(mentionPayload(text, mentions), 'svcmem_other')).toBe('@alice  @echo echo hi');
    const noApp = { ...mentionPayload(text, mentions.slice(0, 2)), app: {} };
    expect(commandText(noApp)).toBe('@alice  @echo echo hi');
  });

  it('accepts camelCase spellings of the multi-word keys', () => {
    const payload = {
      app: { serviceMemberId: APP_MEMBER },
      message: { id: 'm', text: 'x @echo echo hi', mentions: [{ type: 'service', serviceMemberId: APP_MEMBER, range: { start: 2, end: 7 } }] },
    };
    expect(commandText(payload)).toBe('x  echo hi');
  });

  it('leaves the text whole when there is no usable mention range', () => {
    expect(commandText(mentionPayload('  echo hi  ', []))).toBe('echo hi');
    const outOfRange = mentionPayload('@echo hi', [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 3, end: 99 } }]);
    expect(commandText(outOfRange)).toBe('@echo hi');
    const reversed = mentionPayload('@echo hi', [{ type: 'service', service_member_id: APP_MEMBER, range: { start: 4, end: 2 } }]);
    expect(commandText(reversed)).toBe('@echo hi');
  });
});

describe('planEcho', () => {
  it('echo <text> replies the text (inner whitespace kept) and acks', () => {
    expect(planEcho('echo hi')).toEqual({ command: 'echo', replies: ['hi'], outcome: { kind: 'ack' } });
    expect(planEcho('echo  a   b\nc ')).toEqual({ command: 'echo', replies: ['a   b\nc'], outcome: { kind: 'ack' } });
  });

  it('echo without text is usage', () => {
    expect(planEcho('echo')).toEqual(usage);
    expect(planEcho('echo   ')).toEqual(usage);
  });

  it('progress <n> <text> sends n progress replies then the text', () => {
    expect(planEcho('progress 3 all good')).toEqual({
      command: 'progress',
      replies: ['progress 1/3', 'progress 2/3', 'progress 3/3', 'all good'],
      outcome: { kind: 'ack' },
    });
  });

  it('progress <n> without text ends with done', () => {
    expect(planEcho('progress 1')).toEqual({ command: 'progress', replies: ['progress 1/1', 'done'], outcome: { kind: 'ack' } });
  });

  it('accepts n from 1 to 20 and nothing else', () => {
    expect(planEcho('progress 20').replies).toHaveLength(21);
    expect(planEcho('progress 20').replies[19]).toBe('progress 20/20');
    for (const n of ['0', '21', '-1', '2.5', 'abc', '1e1', '+3', '']) {
      expect(planEcho(`progress ${n} x`.replace('  ', ' '))).toEqual(usage);
    }
    expect(planEcho('progress')).toEqual(usage);
  });

  it('fail <code> [message] fails with that code', () => {
    expect(planEcho('fail command_failed the command broke')).toEqual({
      command: 'fail',
      replies: [],
      outcome: { kind: 'fail', code: 'command_failed', message: 'the command broke' },
    });
  });

  it('fail without a message still fails with the code and a default message', () => {
    const plan = planEcho('fail my.code');
    expect(plan.outcome).toEqual({ kind: 'fail', code: 'my.code', message: 'failed with my.code' });
    expect(plan.replies).toEqual([]);
  });

  it('fail without a code, or with one that is not a stable code, is usage', () => {
    expect(planEcho('fail')).toEqual(usage);
    expect(planEcho('fail Bad-Code oops')).toEqual(usage);
  });

  it('anything else replies usage help and acks', () => {
    for (const text of ['', 'hello', 'Echo hi', 'echoes hi', 'help']) expect(planEcho(text)).toEqual(usage);
  });
});

describe('replyKey', () => {
  it('is deterministic per delivery and position, and distinct across both', () => {
    expect(replyKey('echo', 'del_1', 1)).toBe(replyKey('echo', 'del_1', 1));
    const keys = new Set([replyKey('echo', 'del_1', 1), replyKey('echo', 'del_1', 2), replyKey('echo', 'del_2', 1)]);
    expect(keys.size).toBe(3);
  });
});

describe('toDelivery', () => {
  it('converts a snake_case callback envelope to the camelCase delivery', () => {
    const envelope = callbackEnvelope();
    expect(toDelivery(envelope)).toEqual({
      envelopeId: 'env_123',
      deliveryId: 'del_123',
      attemptId: 'att_123',
      eventType: 'agentteam.message.mention',
      deliveryToken: 'dtok_123',
      issuedAt: '2026-06-01T05:30:00Z',
      payload: envelope.payload,
    });
  });

  it('keeps a runner envelope as it is and unwraps a runner delivery event', () => {
    const envelope = runnerEnvelope();
    expect(toDelivery(envelope)).toEqual(envelope);
    expect(toDelivery({ type: 'delivery', envelope })).toEqual(envelope);
  });

  it('rejects a delivery without its ids', () => {
    expect(() => toDelivery({ ...runnerEnvelope(), attemptId: '' })).toThrow(/attempt_id/);
  });
});
