import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApprovalBroker, Runner } from '../../../src/lib/runtime/index.js';
import { call, collect, ofType, scriptedAgent, tempDir } from './support.js';

/** Generous: the requirement is "within a second"; a loaded CI machine gets slack, a 30 s sleep does not. */
const PROMPT_BOUND_MS = 5_000;

/** A zombie counts as dead: in a container nobody may reap the orphaned sleep. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function waitFor(predicate: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return predicate();
}

describe('cancellation', () => {
  it('aborts a stalled model stream: failed / cancelled with an error and the text streamed so far', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([{ steps: [{ type: 'text', text: 'thinking' }, { type: 'stall' }] }]);
    const handle = Runner.start(agent, 'hi', { workspace });
    let cancelledAt = 0;
    const { events, result } = await collect(handle, (event) => {
      if (event.type === 'assistant_delta') {
        cancelledAt = Date.now();
        handle.cancel('user pressed stop');
      }
    });
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: user pressed stop', partialOutput: 'thinking' });
    expect(events.at(-1)).toMatchObject({ type: 'run_cancelled', status: 'failed', completionReason: 'cancelled' });
    expect(ofType(events, 'model_call_completed')).toHaveLength(0);
    expect(handle.state()).toMatchObject({ status: 'failed', cancelRequested: true });
  });

  it('kills a long bash command (sleep 30) and its process group promptly', async () => {
    const workspace = await tempDir();
    const broker = new ApprovalBroker({ requester: (_request, respond) => void respond('allow') });
    const agent = scriptedAgent([call('bash', { cmd: 'sleep 30 & echo $! > sleep.pid; wait; touch finished.marker' }, 'sleepy')]);
    const handle = Runner.start(agent, 'wait', { workspace, approvalBroker: broker });
    let cancelledAt = 0;
    let sleepPid = 0;
    const { events, result } = await collect(handle, (event) => {
      if (event.type === 'tool_call_started') {
        void (async () => {
          // Cancel only once the sleep is really running.
          await waitFor(async () => (await readFile(path.join(workspace, 'sleep.pid'), 'utf8').catch(() => '')).trim() !== '', PROMPT_BOUND_MS);
          sleepPid = Number((await readFile(path.join(workspace, 'sleep.pid'), 'utf8')).trim());
          cancelledAt = Date.now();
          handle.cancel();
        })();
      }
    });
    expect(cancelledAt).toBeGreaterThan(0);
    expect(Date.now() - cancelledAt).toBeLessThan(PROMPT_BOUND_MS);
    expect(result).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled' });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'sleepy', status: 'error', errorCode: 'cancelled', executionStarted: true });
    expect(await waitFor(() => !processAlive(sleepPid), 2_000)).toBe(true);
    await expect(readFile(path.join(workspace, 'finished.marker'))).rejects.toThrow();
  });

  it('resolves a pending approval as timeout with the cancel reason, and the tool never runs', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('write_file', { path: 'never.txt', content: 'x' }, 'w')]);
    const handle = Runner.start(agent, 'write', { workspace });
    const { events, result } = await collect(handle, (event) => {
      if (event.type === 'approval_requested') handle.cancel('turn interrupted');
    });
    expect(result.completionReason).toBe('cancelled');
    expect(ofType(events, 'approval_resolved')).toEqual([expect.objectContaining({ decision: 'timeout', reason: 'turn interrupted' })]);
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ errorCode: 'tool_approval_timeout', executionStarted: false, durationMs: null });
    expect(ofType(events, 'tool_call_started')).toHaveLength(0);
    await expect(readFile(path.join(workspace, 'never.txt'))).rejects.toThrow();
  });

  it('cancel() after the run has finished changes nothing', async () => {
    const workspace = await tempDir();
    const handle = Runner.start(scriptedAgent([{ steps: [{ type: 'text', text: 'ok' }] }]), 'hi', { workspace });
    const { result } = await collect(handle);
    handle.cancel('late');
    expect(handle.state()).toMatchObject({ status: 'completed', cancelRequested: false });
    expect(await handle.result()).toBe(result);
  });
});
