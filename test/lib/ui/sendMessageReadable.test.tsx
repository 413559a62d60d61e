import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { ApprovalDecision } from '../../../generated/app-server/types.js';
import { colorWanted, elapsedLabel, SendMessageView } from '../../../src/lib/ui/SendMessageView.js';
import { initialViewState, reduceViewState, settledCount, type SendMessageViewState } from '../../../src/lib/ui/sendMessageViewModel.js';

/** The server side of a recorded `--model scripted-tools --approve allow` run (read, write, bash, finish). */
const toolsRun = readFileSync(fileURLToPath(new URL('../../fixtures/transcripts/scripted-tools.jsonl', import.meta.url)), 'utf8')
  .trimEnd()
  .split('\n')
  .slice(1)
  .map((l) => JSON.parse(l) as { direction: string; message: { method?: string; params?: Record<string, unknown> } })
  .filter((e) => e.direction === 'server')
  .map((e) => e.message);

const upTo = (predicate: (m: (typeof toolsRun)[number]) => boolean): typeof toolsRun => toolsRun.slice(0, toolsRun.findIndex(predicate) + 1);
const fold = (messages: readonly unknown[], now = 1_000): SendMessageViewState => messages.reduce<SendMessageViewState>((s, m) => reduceViewState(s, m, now), initialViewState('try the tools'));
const frameOf = (state: SendMessageViewState, props: { color?: boolean; interactive?: boolean } = {}): string =>
  render(<SendMessageView state={state} onDecision={() => undefined} {...props} />).lastFrame() ?? '';
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 20));

describe('the live view, readable (issue 12, point 9)', () => {
  it('shows text and tool lines in the order they happened, each tool with its arguments and result', () => {
    const frame = frameOf(fold(toolsRun), { color: false });
    const order = [
      'Let me look at the README first.',
      '✓ read_file README.md → 3 B',
      'Now I will write a note.',
      '✓ write_file vv-agent-note.txt (42 B) → written',
      'And run a command.',
      '✓ bash: ls -l vv-agent-note.txt → exit 0',
      '✓ task_finish → done',
      'turn completed (tool_finish)',
    ];
    const positions = order.map((line) => frame.indexOf(line));
    expect(positions.every((p) => p >= 0), frame).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('streams a message into its own segment: deltas of one item join, a new item after a tool starts a new one', () => {
    let state = fold(upTo((m) => m.method === 'item/completed' && m.params?.['type'] === 'toolCall'));
    state = reduceViewState(state, { method: 'item/agentMessage/delta', params: { itemId: 'item_x', delta: 'Now ' } });
    state = reduceViewState(state, { method: 'item/agentMessage/delta', params: { itemId: 'item_x', delta: 'more.' } });
    expect(state.segments.map((s) => s.kind)).toEqual(['text', 'tool', 'text']);
    expect(frameOf(state, { color: false })).toMatch(/first\.\n✓ read_file README\.md → 3 B\nNow more\./);
  });

  it('shows a spinner with the elapsed time while the model thinks, and none once text arrives', () => {
    const started = fold(upTo((m) => m.method === 'turn/started'), Date.now());
    expect(started.thinkingSince).not.toBeNull();
    expect(frameOf(started)).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] thinking… \d+s/);
    const texting = fold(upTo((m) => m.method === 'item/agentMessage/delta'));
    expect(texting.thinkingSince).toBeNull();
    expect(frameOf(texting)).not.toContain('thinking');
    // After a tool ends, the model thinks again until its next text.
    const afterTool = fold(upTo((m) => m.method === 'item/completed' && m.params?.['type'] === 'toolCall'), 5_000);
    expect(afterTool.thinkingSince).toBe(5_000);
    expect(frameOf(fold(toolsRun))).not.toContain('thinking');
  });

  it('settles (prints once) only the leading finished segments; an open approval and what follows stay live', () => {
    const atApproval = fold(upTo((m) => m.method === 'approval/request'));
    // text, read_file (done), text, write_file (awaiting approval)
    expect(atApproval.segments.map((s) => (s.kind === 'text' ? 'text' : s.state))).toEqual(['text', 'done', 'text', 'approval']);
    expect(settledCount(atApproval)).toBe(3);
    const streaming = reduceViewState(initialViewState('x'), { method: 'item/agentMessage/delta', params: { itemId: 'i1', delta: 'Hel' } });
    expect(settledCount(streaming)).toBe(0);
    expect(settledCount(fold(toolsRun))).toBe(fold(toolsRun).segments.length);
  });

  it('formats the elapsed time', () => {
    expect(elapsedLabel(0)).toBe('0s');
    expect(elapsedLabel(4_900)).toBe('4s');
    expect(elapsedLabel(65_000)).toBe('1m 05s');
  });

  it('the write_file prompt shows the content; the keys are named like the --approve decisions', async () => {
    const state = fold(upTo((m) => m.method === 'approval/request'));
    const decisions: Array<[string, ApprovalDecision]> = [];
    const view = render(<SendMessageView state={state} color={false} onDecision={(id, d) => decisions.push([id, d])} />);
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('Approve write_file?');
    expect(frame).toContain('Write 42 bytes to vv-agent-note.txt');
    expect(frame).toMatch(/1 │ written by the scripted model of vv-agent/);
    expect(frame).toContain('[y] allow  [a] allow for session  [n] deny');
    expect(frame).not.toContain('rest of the turn  [n]');
    // The call waits for its approval in the flow of the turn.
    expect(frame).toMatch(/Now I will write a note\.\n\? write_file vv-agent-note\.txt \(42 B\)/);
    await tick();
    view.stdin.write('a');
    await tick();
    expect(decisions).toEqual([['approval_1', 'allow_session']]);
  });

  it('a long file shows its first lines and how many more; the bash prompt shows the whole command', () => {
    const content = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
    const write = reduceViewState(initialViewState('x'), {
      method: 'approval/request',
      params: { requestId: 'r1', threadId: 't', turnId: 'u', toolCallId: 'c1', toolName: 'write_file', preview: 'Write', arguments: { path: 'big.txt', content } },
    });
    const frame = frameOf(write, { color: false });
    expect(frame).toContain('12 │ line 12');
    expect(frame).not.toContain('line 13');
    expect(frame).toContain('… 18 more lines');
    const command = 'find . -name "*.ts" -newer package.json | xargs grep -l TODO';
    const bash = reduceViewState(initialViewState('x'), {
      method: 'approval/request',
      params: { requestId: 'r2', threadId: 't', turnId: 'u', toolCallId: 'c2', toolName: 'bash', preview: 'Run it', arguments: { cmd: command } },
    });
    expect(frameOf(bash, { color: false })).toContain(`$ ${command}`);
  });

  it('another tool\'s prompt (an MCP tool) lists its arguments', () => {
    const state = reduceViewState(initialViewState('x'), {
      method: 'approval/request',
      params: { requestId: 'r1', threadId: 't', turnId: 'u', toolCallId: 'c1', toolName: 'deploy', preview: 'Call deploy', arguments: { env: 'prod', replicas: 3 } },
    });
    const frame = frameOf(state, { color: false });
    expect(frame).toContain('Approve deploy?');
    expect(frame).toMatch(/env: prod\s*│\n│ replicas: 3/);
    expect(frame).toContain('? deploy env=prod replicas=3');
  });

  it('truncates a tool line to the terminal width and strips escape sequences the model sent', () => {
    const state = reduceViewState(initialViewState('x'), {
      method: 'item/started',
      params: { type: 'toolCall', payload: { toolCallId: 'c1', toolName: 'bash', arguments: { cmd: `echo \u001b[31m${'x'.repeat(300)}` } } },
    });
    const frame = frameOf(state, { color: false });
    const line = frame.split('\n').find((l) => l.includes('bash:')) ?? '';
    expect(line.startsWith('… bash: echo [31mxxx')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(100);
    expect(line.endsWith('…')).toBe(true);
    expect(frame).not.toContain('\u001b[31m');
  });

  it('NO_COLOR is read by the view (ink\'s chalk reads only FORCE_COLOR and --no-color)', () => {
    expect(colorWanted({ NO_COLOR: '1' })).toBe(false);
    expect(colorWanted({ NO_COLOR: '' })).toBe(true);
    expect(colorWanted({})).toBe(true);
  });
});
