import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActionRegistry, AgentServer, clearLifecycleHooks, createQueue, defaultAgentConfig, defineAction, onShutdown, type AgentConfig } from '../../../src/lib/actions/index.js';
import { silentLogger } from '../../../src/lib/shared/logger.js';
import { freePort } from '../../support/freePort.js';
import { portClosed, releaseTakenPorts, takenPort } from '../../support/takenPorts.js';

// A part of the agent that fails to start must not leave the parts started before it running:
// run() rejects and the HTTP port is free again.
afterEach(async () => {
  await releaseTakenPorts();
  ActionRegistry.clear();
  clearLifecycleHooks();
});

function config(httpPort: number, agent: Partial<AgentConfig['agent']> = {}): AgentConfig {
  const base = defaultAgentConfig();
  return { ...base, server: { ...base.server, host: '127.0.0.1', port: httpPort }, agent: { ...base.agent, host: '127.0.0.1', ...agent } };
}

function addAction(): void {
  defineAction({ name: 'startup.add', description: 'adds', http: { path: '/v1/add' }, mcp: {}, queue: { listen: 'vvtest.startup.add' }, input: z.object({ a: z.number() }) }, ({ a }) => ({ a }));
}

describe('AgentServer.run() when a part fails to start', () => {
  it('rejects and closes HTTP when the MCP port is taken', async () => {
    addAction();
    const httpPort = await freePort();
    const mcpPort = await takenPort();
    let shutdownHooks = 0;
    onShutdown(() => void (shutdownHooks += 1));
    const server = await AgentServer.create(config(httpPort, { port: mcpPort }), { mcp: 'mcp-sdk', mcpTransport: 'streamable-http', logger: silentLogger() });
    await expect(server.run({ handleSignals: false })).rejects.toThrow(/EADDRINUSE/);
    expect(await portClosed(httpPort)).toBe(true);
    expect(shutdownHooks).toBe(1);
  });

  it('rejects with queue_startup_timeout and closes HTTP when the broker does not answer', async () => {
    addAction();
    const httpPort = await freePort();
    const server = await AgentServer.create(config(httpPort, { queue_startup_timeout: 1 }), { queue: createQueue('redis://127.0.0.1:9'), logger: silentLogger() });
    await expect(server.run({ handleSignals: false })).rejects.toMatchObject({ code: 'queue_startup_timeout' });
    expect(await portClosed(httpPort)).toBe(true);
  });
});
