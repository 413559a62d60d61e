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
    const decisions: ApprovalDecision[] = [];
    const request = {
      jsonrpc: '2.0',
      id: 'approval_1',
      method: 'approval/request',
      params: { requestId: 'approval_1', threadId: 't', turnId: 'u', toolCallId: 'c', toolName: 'bash', preview: 'Run ls -la', arguments: { cmd: 'ls -la' } },
    };
    const state = reduceViewState(initialViewState('list'), request);
    const view = render(<SendMessageView state={state} onDecision={(d) => decisions.push(d)} />);
    expect(view.lastFrame()).toContain('Approve bash?');
    expect(view.lastFrame()).toContain('Run ls -la');
    await tick();
    view.stdin.write('a');
    await tick();
    expect(decisions).toEqual(['allow_session']);
    const resolved = reduceViewState(state, { method: 'approval/resolved', params: { requestId: 'approval_1', decision: 'allow_session' } });
    view.rerender(<SendMessageView state={resolved} onDecision={(d) => decisions.push(d)} />);
    expect(view.lastFrame()).not.toContain('Approve bash?');
  });

  it('shows a failed tool with its error code', () => {
    const failed = reduceViewState(initialViewState('x'), {
      method: 'item/completed',
      params: { type: 'toolCall', status: 'failed', payload: { toolCallId: 'c1', toolName: 'write_file', errorCode: 'tool_approval_denied' } },
    });
    expect(render(<SendMessageView state={failed} onDecision={() => undefined} />).lastFrame()).toContain('✗ write_file tool_approval_denied');
  });
});
