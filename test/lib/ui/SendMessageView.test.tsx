import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { ApprovalDecision } from '../../../generated/app-server/types.js';
import { SendMessageView } from '../../../src/lib/ui/SendMessageView.js';
import { initialViewState, reduceViewState } from '../../../src/lib/ui/sendMessageViewModel.js';

const fixture = readFileSync(fileURLToPath(new URL('../../fixtures/transcripts/hello.jsonl', import.meta.url)), 'utf8')
  .trimEnd()
  .split('\n')
  .slice(1)
  .map((l) => JSON.parse(l) as { direction: string; message: unknown })
  .filter((e) => e.direction === 'server')
  .map((e) => e.message);

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 20));

describe('SendMessageView (ink)', () => {
  it('shows the streamed text, the tool call, the final status and token usage of a recorded turn', () => {
    const state = fixture.reduce(reduceViewState, initialViewState('hello'));
    const { lastFrame } = render(<SendMessageView state={state} onDecision={() => undefined} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('› hello');
    expect(frame).toContain('Hello! I am the scripted model of vv-agent.');
    expect(frame).toContain('✓ task_finish');
    expect(frame).toContain('turn completed (tool_finish)');
    expect(frame).toMatch(/tokens: 257 in, 28 out, 285 total; cache unsupported/);
  });

  it('streams: a partial turn shows the text so far and no final status', () => {
    const partial = fixture.slice(0, fixture.findIndex((m) => (m as { method?: string }).method === 'item/toolCall/delta'));
    const state = partial.reduce(reduceViewState, initialViewState('hello'));
    const frame = render(<SendMessageView state={state} onDecision={() => undefined} />).lastFrame() ?? '';
    expect(frame).toContain('… task_finish');
    expect(frame).not.toContain('turn completed');
  });

  it('prompts for an approval and reports the key pressed as a decision', async () => {
    const decisions: Array<[string, ApprovalDecision]> = [];
    const request = {
      jsonrpc: '2.0',
      id: 'approval_1',
      method: 'approval/request',
      params: { requestId: 'approval_1', threadId: 't', turnId: 'u', toolCallId: 'c', toolName: 'bash', preview: 'Run ls -la', arguments: { cmd: 'ls -la' } },
    };
    const state = reduceViewState(initialViewState('list'), request);
    const view = render(<SendMessageView state={state} onDecision={(id, d) => decisions.push([id, d])} />);
    expect(view.lastFrame()).toContain('Approve bash?');
    expect(view.lastFrame()).toContain('Run ls -la');
    await tick();
    view.stdin.write('a');
    await tick();
    expect(decisions).toEqual([['approval_1', 'allow_session']]);
    const resolved = reduceViewState(state, { method: 'approval/resolved', params: { requestId: 'approval_1', decision: 'allow_session' } });
    view.rerender(<SendMessageView state={resolved} onDecision={(id, d) => decisions.push([id, d])} />);
    expect(view.lastFrame()).not.toContain('Approve bash?');
  });

  it('shows a failed tool with its error code, or in words for a denial', () => {
    const failed = reduceViewState(initialViewState('x'), {
      method: 'item/completed',
      params: { type: 'toolCall', status: 'failed', payload: { toolCallId: 'c1', toolName: 'read_file', arguments: { path: 'nope.md' }, errorCode: 'not_found', output: 'no such file: nope.md' } },
    });
    expect(render(<SendMessageView state={failed} onDecision={() => undefined} />).lastFrame()).toContain('✗ read_file nope.md → not_found: no such file: nope.md');
    const denied = reduceViewState(initialViewState('x'), {
      method: 'item/completed',
      params: { type: 'toolCall', status: 'failed', payload: { toolCallId: 'c1', toolName: 'write_file', errorCode: 'tool_approval_denied' } },
    });
    expect(render(<SendMessageView state={denied} onDecision={() => undefined} />).lastFrame()).toContain('✗ write_file → denied');
  });

  const approvalRequest = (requestId: string, toolName: string) => ({
    jsonrpc: '2.0',
    id: requestId,
    method: 'approval/request',
    params: { requestId, threadId: 't', turnId: 'u', toolCallId: `call_${requestId}`, toolName, preview: `${toolName} preview`, arguments: {} },
  });

  it('drops a prompt whose request timed out and routes the next key to the request on screen', async () => {
    const decisions: Array<[string, ApprovalDecision]> = [];
    const onDecision = (id: string, d: ApprovalDecision): void => void decisions.push([id, d]);
    let state = reduceViewState(initialViewState('two approvals'), approvalRequest('approval_1', 'write_file'));
    const view = render(<SendMessageView state={state} onDecision={onDecision} />);
    expect(view.lastFrame()).toContain('Approve write_file?');
    state = reduceViewState(state, { method: 'approval/resolved', params: { requestId: 'approval_1', decision: 'timeout', reason: 'server request timed out' } });
    view.rerender(<SendMessageView state={state} onDecision={onDecision} />);
    expect(view.lastFrame()).not.toContain('Approve');
    state = reduceViewState(state, approvalRequest('approval_2', 'bash'));
    view.rerender(<SendMessageView state={state} onDecision={onDecision} />);
    expect(view.lastFrame()).toContain('Approve bash?');
    await tick();
    view.stdin.write('y');
    await tick();
    expect(decisions).toEqual([['approval_2', 'allow']]);
  });

  it('shows the time left on a prompt when the server\'s approval timeout is known', () => {
    const state = reduceViewState(initialViewState('x'), approvalRequest('approval_1', 'bash'), Date.now());
    const frame = render(<SendMessageView state={state} onDecision={() => undefined} approvalTimeoutMs={30_000} />).lastFrame() ?? '';
    expect(frame).toMatch(/Approve bash\? \((30|29)s left\)/);
    const unknown = render(<SendMessageView state={state} onDecision={() => undefined} />).lastFrame() ?? '';
    expect(unknown).not.toContain('left');
  });

  it('queues a second request behind the first and clears every prompt at turn/completed', () => {
    let state = reduceViewState(initialViewState('x'), approvalRequest('approval_1', 'write_file'));
    state = reduceViewState(state, approvalRequest('approval_2', 'bash'));
    expect(render(<SendMessageView state={state} onDecision={() => undefined} />).lastFrame()).toContain('Approve write_file? (+1 waiting)');
    state = reduceViewState(state, { method: 'turn/completed', params: { threadId: 't', turnId: 'u', status: 'completed', completionReason: 'tool_finish' } });
    const frame = render(<SendMessageView state={state} onDecision={() => undefined} />).lastFrame() ?? '';
    expect(frame).not.toContain('Approve');
    expect(frame).toContain('turn completed (tool_finish)');
  });

  it('Ctrl-C asks to interrupt; the view says so, then shows "turn interrupted"', async () => {
    let interrupts = 0;
    const state = initialViewState('x');
    const view = render(<SendMessageView state={state} onDecision={() => undefined} onInterrupt={() => void interrupts++} />);
    await tick();
    view.stdin.write('\u0003');
    await tick();
    expect(interrupts).toBe(1);
    view.rerender(<SendMessageView state={{ ...state, interrupting: true }} onDecision={() => undefined} />);
    expect(view.lastFrame()).toContain('interrupting the turn');
    const done = reduceViewState({ ...state, interrupting: true }, { method: 'turn/completed', params: { threadId: 't', turnId: 'u', status: 'interrupted' } });
    view.rerender(<SendMessageView state={done} onDecision={() => undefined} />);
    expect(view.lastFrame()).toContain('turn interrupted');
    expect(view.lastFrame()).not.toContain('interrupting the turn');
    // This package's server reports an interrupted turn as failed with reason cancelled.
    const cancelled = reduceViewState(state, { method: 'turn/completed', params: { threadId: 't', turnId: 'u', status: 'failed', completionReason: 'cancelled', error: 'run cancelled: turn interrupted' } });
    view.rerender(<SendMessageView state={cancelled} onDecision={() => undefined} />);
    expect(view.lastFrame()).toContain('turn interrupted');
    expect(view.lastFrame()).not.toContain('turn failed');
  });

  it('a failed turn shows its error, not its completion reason, and no unknown token counts', () => {
    const state = reduceViewState(initialViewState('x'), {
      method: 'turn/completed',
      params: {
        threadId: 't',
        turnId: 'u',
        status: 'failed',
        completionReason: 'failed',
        error: 'network: connect ECONNREFUSED 127.0.0.1:9',
        tokenUsage: { input_tokens: null, output_tokens: null, reasoning_tokens: null, cached_input_tokens: null, total_tokens: null, cache_usage: { status: 'unsupported', read_input_tokens: null, write_input_tokens: null }, cycles: [] },
      },
    });
    const frame = render(<SendMessageView state={state} onDecision={() => undefined} />).lastFrame() ?? '';
    expect(frame).toContain('turn failed: network: connect ECONNREFUSED 127.0.0.1:9');
    expect(frame).not.toContain('(failed)');
    expect(frame).not.toContain('?');
  });

  it('without a terminal on stdin no prompt is shown and no key is read', () => {
    const state = reduceViewState(initialViewState('x'), approvalRequest('approval_1', 'bash'));
    const frame = render(<SendMessageView state={state} onDecision={() => undefined} interactive={false} />).lastFrame() ?? '';
    expect(frame).not.toContain('Approve');
  });
});
