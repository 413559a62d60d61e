// `debug app-server send-message --settings/--backend/--model` drives a real model: here the
// OpenAI-compatible wire format over loopback HTTP, with a tool call and usage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelRouter, reply, SEED_USAGE } from '../support/appServerModel.js';
import { runCli } from '../support/cli.js';

describe('debug app-server send-message with a real model over HTTP', () => {
  let model: ModelRouter;
  beforeAll(async () => {
    model = await ModelRouter.start();
  });
  afterAll(async () => {
    await model?.close();
  });

  it('streams the model\'s text and tool call into the transcript and reports its usage', async () => {
    model.script('dbg', reply.tool('task_finish', { message: 'all done' }, { text: ['Working', ' on it.'] }));
    const { settings, backend, model: modelKey } = model.serverOptions;
    const result = await runCli(['debug', 'app-server', 'send-message', '--settings', settings, '--backend', backend, '--model', modelKey, '[[dbg]] do the thing']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { method?: string; params?: Record<string, unknown> });
    const deltas = lines.filter((l) => l.method === 'item/agentMessage/delta').map((l) => l.params?.['delta']);
    expect(deltas).toEqual(['Working', ' on it.']);
    const completed = lines.at(-1);
    expect(completed?.method).toBe('turn/completed');
    expect(completed?.params).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'all done' });
    const usage = completed?.params?.['tokenUsage'] as { input_tokens: number; output_tokens: number; cache_usage: { status: string; read_input_tokens: number } };
    expect(usage).toMatchObject({ input_tokens: SEED_USAGE.prompt_tokens, output_tokens: SEED_USAGE.completion_tokens, cache_usage: { status: 'provider_reported', read_input_tokens: 0 } });
    // The model really was asked, with the user's text.
    expect(model.requests('dbg')).toHaveLength(1);
  });
});
