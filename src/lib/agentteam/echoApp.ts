/**
 * The Echo App of the contract ("Echo app"), written on `defineApp`: command text is the message
 * text with this App's mention removed; `echo <text>`, `progress <n> [text]`, `fail <code>
 * [message]`, anything else answers usage help. The pure planning (`planEcho`) is kept apart
 * from answering through the context, so it can be tested without a platform.
 */
import { defineApp, STABLE_CODE } from './defineApp.js';

export const MAX_PROGRESS_STEPS = 20;
export const ECHO_USAGE = 'Usage: echo <text> | progress <n> [text] (n from 1 to 20) | fail <code> [message]';

export type EchoOutcome = { readonly kind: 'ack' } | { readonly kind: 'fail'; readonly code: string; readonly message: string };

export interface EchoPlan {
  /** Which command the text was read as (echo, progress, fail or usage); for logs. */
  readonly command: string;
  /** Reply contents, in order; all but the last of `progress` are progress replies. */
  readonly replies: readonly string[];
  readonly outcome: EchoOutcome;
}

/** Splits off the first whitespace-delimited word; the rest keeps its inner whitespace. */
function firstWord(text: string): [string, string] {
  const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  return match === null ? ['', ''] : [match[1] ?? '', (match[2] ?? '').trim()];
}

const USAGE_PLAN: EchoPlan = { command: 'usage', replies: [ECHO_USAGE], outcome: { kind: 'ack' } };

/** What the Echo App does for a command text (contract, "Echo app"). */
export function planEcho(text: string): EchoPlan {
  const [command, rest] = firstWord(text);
  if (command === 'echo' && rest !== '') return { command: 'echo', replies: [rest], outcome: { kind: 'ack' } };
  if (command === 'progress') {
    const [count, final] = firstWord(rest);
    if (!/^\d{1,3}$/.test(count)) return USAGE_PLAN;
    const n = Number(count);
    if (n < 1 || n > MAX_PROGRESS_STEPS) return USAGE_PLAN;
    const replies = Array.from({ length: n }, (_, i) => `progress ${i + 1}/${n}`);
    replies.push(final === '' ? 'done' : final);
    return { command: 'progress', replies, outcome: { kind: 'ack' } };
  }
  if (command === 'fail') {
    const [code, message] = firstWord(rest);
    // A code the Fail API would reject (400) is not a stable code: answer usage instead.
    if (!STABLE_CODE.test(code)) return USAGE_PLAN;
    return { command: 'fail', replies: [], outcome: { kind: 'fail', code, message: message === '' ? `failed with ${code}` : message } };
  }
  return USAGE_PLAN;
}

/** The echo App: its replies go out in order, then ack, or fail with the command's code. */
export const echoApp = defineApp({
  name: 'echo',
  handle: async (delivery, ctx) => {
    const plan = planEcho(delivery.text);
    ctx.describe(plan.command, plan.replies.length);
    for (const [index, content] of plan.replies.entries()) {
      if (plan.command === 'progress' && index < plan.replies.length - 1) await ctx.progress(content);
      else await ctx.reply(content);
    }
    if (plan.outcome.kind === 'fail') await ctx.fail(plan.outcome.code, plan.outcome.message);
  },
});
