import { describe, expect, it } from 'vitest';
import { ApprovalBroker, builtinTools, createBashTool } from '../../../src/lib/runtime/index.js';
import { call, finish, ofType, run, scriptedAgent, tempDir } from './support.js';

const allowAll = (): ApprovalBroker => new ApprovalBroker({ requester: (_request, respond) => void respond('allow') });

describe('bash tool', () => {
  it('runs in the workspace, streams progress and reports exit code 0', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('bash', { cmd: 'pwd; echo to-stderr 1>&2' }, 'b'), finish('ok')]);
    const { events } = await run(agent, 'run', { workspace, approvalBroker: allowAll() });
    const completed = ofType(events, 'tool_call_completed')[0];
    expect(completed).toMatchObject({ toolCallId: 'b', status: 'success', toolMetadata: { sideEffect: 'external', idempotency: 'unknown' } });
    expect(completed?.output).toContain(`exit code 0\n${workspace}\n`);
    expect(completed?.output).toContain('to-stderr');
    expect(ofType(events, 'tool_call_progress').map((e) => e.message).join('')).toContain(workspace);
  });

  it('a non-zero exit is a failed result with command_failed and the output', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('bash', { cmd: 'echo oops; exit 3' }, 'b'), finish('ok')]);
    const { events } = await run(agent, 'run', { workspace, approvalBroker: allowAll() });
    const completed = ofType(events, 'tool_call_completed')[0];
    expect(completed).toMatchObject({ status: 'error', errorCode: 'command_failed', executionStarted: true });
    expect(completed?.output).toContain('exit code 3');
    expect(completed?.output).toContain('oops');
  });

  it('caps the output it keeps and says how much was dropped', async () => {
    const workspace = await tempDir();
    const tools = builtinTools().map((tool) => (tool.name === 'bash' ? createBashTool({ outputCapBytes: 100 }) : tool));
    const agent = scriptedAgent([call('bash', { cmd: 'head -c 5000 /dev/zero | tr "\\0" a' }, 'b'), finish('ok')], { tools });
    const { events } = await run(agent, 'run', { workspace, approvalBroker: allowAll() });
    const output = ofType(events, 'tool_call_completed')[0]?.output ?? '';
    expect(output).toContain('a'.repeat(100));
    expect(output).not.toContain('a'.repeat(101));
    expect(output).toContain('kept 100 of 5000 bytes');
  });

  it('kills a command that outlives its timeout (command_timeout)', async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([call('bash', { cmd: 'sleep 30', timeoutMs: 100 }, 'b'), finish('ok')]);
    const { events, result } = await run(agent, 'run', { workspace, approvalBroker: allowAll() });
    expect(result.completionReason).toBe('tool_finish');
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ status: 'error', errorCode: 'command_timeout', executionStarted: true });
  });
});

describe('bash tool environment', () => {
  const planted = {
    OPENAI_API_KEY: 'sk-planted-openai',
    GITHUB_TOKEN: 'ghp-planted',
    CALLBACK_SECRET: 'whsec-planted',
    AGENTTEAM_RUNNER_TOKEN: 'rt-planted',
    AGENTTEAM_BASE_URL: 'http://planted',
    VV_HARMLESS: 'visible',
  };
  const saved: Record<string, string | undefined> = {};

  async function envOutput(tools = builtinTools()): Promise<string> {
    for (const [name, value] of Object.entries(planted)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    try {
      const workspace = await tempDir();
      const agent = scriptedAgent([call('bash', { cmd: 'env' }, 'b'), finish('ok')], { tools });
      const { events } = await run(agent, 'run', { workspace, approvalBroker: allowAll() });
      const completed = ofType(events, 'tool_call_completed')[0];
      expect(completed).toMatchObject({ status: 'success' });
      return completed?.output ?? '';
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }

  it('commands never see *_API_KEY, *_TOKEN, *_SECRET or AGENTTEAM_* variables of the server', async () => {
    const output = await envOutput();
    for (const value of ['sk-planted-openai', 'ghp-planted', 'whsec-planted', 'rt-planted', 'http://planted']) expect(output).not.toContain(value);
    expect(output).toContain('VV_HARMLESS=visible');
    expect(output).toMatch(/^PATH=/m);
  });

  it('passes the names the settings allow-list, and only those', async () => {
    const tools = builtinTools({ bash: { envAllow: ['GITHUB_TOKEN'] } });
    const output = await envOutput(tools);
    expect(output).toContain('GITHUB_TOKEN=ghp-planted');
    expect(output).not.toContain('sk-planted-openai');
    expect(output).not.toContain('rt-planted');
  });
});
