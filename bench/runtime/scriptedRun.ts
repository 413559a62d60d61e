/**
 * The runtime benches' workload: one run whose scripted model streams `chunks` short text chunks,
 * consumed through `events()` as the App Server consumes a turn.
 */
import { performance } from 'node:perf_hooks';
import { ScriptedModelClient, type ModelRequest, type Script } from '../../src/lib/llm/index.js';
import { Runner, type RunEventStore } from '../../src/lib/runtime/index.js';

export interface Timed {
  events: number;
  ms: number;
}

export function textScript(chunks: number): Script {
  const steps = Array.from({ length: chunks }, (_, i) => ({ type: 'text' as const, text: `t${i % 10} ` }));
  return { turns: [{ steps, usage: null }] };
}

/** The floor of the old bench: the scripted stream iterated directly, without a run. */
export async function bareStream(chunks: number): Promise<Timed> {
  const client = new ScriptedModelClient({ script: textScript(chunks) });
  const request: ModelRequest = { messages: [{ role: 'user', content: 'bench' }], tools: [] };
  const start = performance.now();
  let events = 0;
  for await (const _event of client.stream(request)) events += 1;
  return { events, ms: performance.now() - start };
}

/** Runner.start -> every event read -> `await result()`: the whole run, stores included. */
export async function scriptedRun(chunks: number, workspace: string, eventStore?: RunEventStore, runId?: string): Promise<Timed> {
  const agent = { name: 'bench', instructions: '', tools: [], model: new ScriptedModelClient({ script: textScript(chunks) }) };
  const start = performance.now();
  const handle = Runner.start(agent, 'bench', { workspace, ...(eventStore !== undefined ? { eventStore } : {}), ...(runId !== undefined ? { runId } : {}) });
  let events = 0;
  for await (const _event of handle.events()) events += 1;
  const result = await handle.result();
  const ms = performance.now() - start;
  if (result.completionReason !== 'no_tool_finish') throw new Error(`unexpected outcome: ${result.completionReason} ${result.error ?? ''}`);
  return { events, ms };
}

export const eventsPerSecond = (r: Timed): number => r.events / (r.ms / 1000);
