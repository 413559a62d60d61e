import { toolNameClash, type Agent } from './agent.js';
import { runAgentLoop } from './agentLoop.js';
import { RuntimeError } from './errors.js';
import { resolveRunConfig, type RunConfig } from './runConfig.js';
import { RunHandle } from './runHandle.js';
import { RunSession } from './runSession.js';

export const Runner = {
  /**
   * Starts a run and returns its handle at once; the loop begins on the next microtask, so the
   * caller can attach to `events()` before anything is emitted. Throws RuntimeError
   * (`invalid_config`) for a malformed config or duplicate tool names; every other problem
   * (missing workspace, model errors, the agent's deferredTools) is reported through the run's
   * result.
   */
  start(agent: Agent, input: string, config: RunConfig): RunHandle {
    const resolved = resolveRunConfig(config);
    const clash = toolNameClash(agent.name, agent.tools);
    if (clash !== undefined) throw new RuntimeError('invalid_config', clash);
    const session = new RunSession(agent, input, resolved);
    const done = Promise.resolve().then(() => runAgentLoop(session));
    return new RunHandle(session, done);
  },
} as const;
