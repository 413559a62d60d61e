/**
 * Agent.deferredTools: tools that are not known yet when a run starts (MCP servers connecting).
 * The handle is there at once; the run waits for them after `run_started`, before its first model
 * call, offers them from that call on, and can be cancelled while it waits.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/lib/llm/index.js';
import { Runner, type Agent, type RunEvent, type RunHandle, type Tool } from '../../../src/lib/runtime/index.js';
import { call, collect, finish, recordingTurns, scriptedAgent, tempDir } from './support.js';

const laterTool: Tool = {
  name: 'later__echo',
  description: 'Echoes its text',
  parameters: { type: 'object', properties: { text: { type: 'string' } } },
  requiresApproval: false,
  execute: async (args) => ({ output: `echo ${JSON.stringify(args['text'])}` }),
};

/** A promise and the functions that settle it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The first event of the run (consumed), then the rest with the result. */
async function firstEventThenRest(handle: RunHandle): Promise<{ first: RunEvent; rest: () => Promise<{ events: RunEvent[] }> }> {
  const iterator = handle.events()[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    first: first.value as RunEvent,
    rest: async () => {
      const events: RunEvent[] = [];
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) events.push(next.value);
      return { events };
    },
  };
}

describe('Agent.deferredTools', () => {
  it('the run waits for them after run_started, before its first model call, and offers them from it on', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    const tools = deferred<readonly Tool[]>();
    let asked = 0;
    const base = scriptedAgent(recordingTurns([call('later__echo', { text: 'hi' }, 'call_echo'), finish('done')], received));
    const agent: Agent = {
      ...base,
      deferredTools: () => {
        asked += 1;
        return tools.promise;
      },
    };
    const handle = Runner.start(agent, 'go', { workspace });
    const { first, rest } = await firstEventThenRest(handle);
    expect(first).toMatchObject({ type: 'run_started', agentName: 'test-agent' });
    // run_started is out and the tools are still on the way: no model call yet.
    expect(asked).toBe(1);
    expect(received).toEqual([]);
    expect(handle.state()).toMatchObject({ status: 'running', phase: 'starting', cycleIndex: 0 });

    tools.resolve([laterTool]);
    const { events } = await rest();
    const result = await handle.result();
    expect(result).toMatchObject({ status: 'completed', completionReason: 'tool_finish', finalOutput: 'done' });
    expect(received[0]?.tools?.map((t) => t.name)).toEqual([...base.tools.map((t) => t.name), 'later__echo']);
    expect(events.find((e) => e.type === 'tool_call_completed' && e.toolCallId === 'call_echo')).toMatchObject({ status: 'success', output: 'echo "hi"' });
    expect(asked).toBe(1);
  });

  it('a cancel while waiting ends the run at once as cancelled; the model is never called', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    const tools = deferred<readonly Tool[]>();
    const agent: Agent = { ...scriptedAgent(recordingTurns([finish('not reached')], received)), deferredTools: () => tools.promise };
    const handle = Runner.start(agent, 'go', { workspace });
    const { first, rest } = await firstEventThenRest(handle);
    expect(first.type).toBe('run_started');
    handle.cancel('turn interrupted');
    const { events } = await rest();
    expect(await handle.result()).toMatchObject({ status: 'failed', completionReason: 'cancelled', error: 'run cancelled: turn interrupted', cycles: 0 });
    expect(events.map((e) => e.type)).toEqual(['run_cancelled']);
    expect(received).toEqual([]);
    // Failing after the cancel is nobody's concern any more (and no unhandled rejection).
    tools.reject(new Error('too late'));
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('a rejection fails the run with its message, before any model call', async () => {
    const workspace = await tempDir();
    const received: ModelRequest[] = [];
    const agent: Agent = {
      ...scriptedAgent(recordingTurns([finish('not reached')], received)),
      deferredTools: () => Promise.reject(new Error('the MCP servers are gone')),
    };
    const { events, result } = await collect(Runner.start(agent, 'go', { workspace }));
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', error: "loading the agent's tools failed: the MCP servers are gone", cycles: 0 });
    expect(events.map((e) => e.type)).toEqual(['run_started', 'run_failed']);
    expect(received).toEqual([]);
  });

  it('a name one of the agent\'s tools already has fails the run as invalid_config', async () => {
    const workspace = await tempDir();
    const base = scriptedAgent([finish('not reached')]);
    const agent: Agent = { ...base, deferredTools: async () => [{ ...laterTool, name: 'task_finish' }] };
    const { result } = await collect(Runner.start(agent, 'go', { workspace }));
    expect(result).toMatchObject({ status: 'failed', completionReason: 'failed', error: 'agent test-agent has two tools named task_finish', errorCode: 'invalid_config' });
  });
});
