import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// chalk (inside ink) fixes its colour level when first imported, from FORCE_COLOR and whether stdout
// is a terminal; the test worker's is not, so colours are forced on here and the modules loaded after.
process.env['FORCE_COLOR'] = '1';
const { render } = await import('ink-testing-library');
const { SendMessageView } = await import('../../../src/lib/ui/SendMessageView.js');
const { initialViewState, reduceViewState } = await import('../../../src/lib/ui/sendMessageViewModel.js');
type State = ReturnType<typeof initialViewState>;

const messages = readFileSync(fileURLToPath(new URL('../../fixtures/transcripts/scripted-tools.jsonl', import.meta.url)), 'utf8')
  .trimEnd()
  .split('\n')
  .slice(1)
  .map((l) => JSON.parse(l) as { direction: string; message: { method?: string } })
  .filter((e) => e.direction === 'server')
  .map((e) => e.message);
const fold = (upTo: number): State => messages.slice(0, upTo).reduce<State>((s, m) => reduceViewState(s, m, 1_000), initialViewState('try the tools'));
const atFirstApproval = fold(messages.findIndex((m) => m.method === 'approval/request') + 1);
const finished = fold(messages.length);
// eslint-disable-next-line no-control-regex -- SGR colour codes start with ESC (\x1b)
const COLOUR = /\x1b\[(3|9)\dm/;

describe('the live view and NO_COLOR', () => {
  it('has colour codes by default (the control) and none when colours are off, with the same text', () => {
    const coloured = render(<SendMessageView state={atFirstApproval} onDecision={() => undefined} color />).lastFrame() ?? '';
    expect(coloured).toMatch(COLOUR);
    const plain = render(<SendMessageView state={atFirstApproval} onDecision={() => undefined} color={false} />).lastFrame() ?? '';
    expect(plain).not.toMatch(COLOUR);
    expect(plain).toContain('Approve write_file?');
    const done = render(<SendMessageView state={finished} onDecision={() => undefined} color={false} />).lastFrame() ?? '';
    expect(done).not.toMatch(COLOUR);
    expect(done).toContain('turn completed (tool_finish)');
  });

  it('takes NO_COLOR from the environment when not told', () => {
    process.env['NO_COLOR'] = '1';
    try {
      expect(render(<SendMessageView state={finished} onDecision={() => undefined} />).lastFrame()).not.toMatch(COLOUR);
    } finally {
      delete process.env['NO_COLOR'];
    }
    expect(render(<SendMessageView state={finished} onDecision={() => undefined} />).lastFrame()).toMatch(COLOUR);
  });
});
