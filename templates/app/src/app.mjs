{{#plain}}// The App: one delivery in (the mention's text with the App's mention removed), replies out through
// ctx. vv-agent does the rest: signatures or the runner stream, retry-safe idempotency keys,
// replies in order, ack when handle returns, fail with app_error if it throws.
import { defineApp } from 'vv-agent/agentteam';

export const app = defineApp({
  name: '{{name}}',
  handle: async (delivery, ctx) => {
    if (delivery.text === '') return ctx.reply('Mention me with some text.');
    if (delivery.text.startsWith('fail')) return ctx.fail('asked_to_fail', 'you asked me to fail');
    await ctx.progress('working on it');
    await ctx.reply(`You said: ${delivery.text}`);
  },
});
{{/plain}}{{#agent}}// The App: every mention becomes a turn of an agent (vv-agent's App Server, in process). One
// thread per conversation, kept in the state directory, so a follow-up mention continues it.
// Streamed text goes out as progress replies (at most one a second), the final answer as the
// reply; a failed turn fails the delivery with its code. Tools that need approval are denied
// unless VV_AGENT_APPROVE=allow.
// Without VV_AGENT_SETTINGS the agent runs on vv-agent's scripted model (no key, no network);
// point VV_AGENT_SETTINGS (plus VV_AGENT_BACKEND and VV_AGENT_MODEL) at a vv-llm settings file for
// a real model.
import { agentApp } from 'vv-agent/agentteam';

export const app = agentApp({
  name: '{{name}}',
  stateDir: process.env.VV_AGENT_APP_STATE ?? '.vv-agent-app',
  settingsFile: process.env.VV_AGENT_SETTINGS,
  backend: process.env.VV_AGENT_BACKEND,
  model: process.env.VV_AGENT_MODEL,
  approve: process.env.VV_AGENT_APPROVE === 'allow' ? 'allow' : 'deny',
});
{{/agent}}
