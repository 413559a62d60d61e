import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/lib/llm/index.js';
import { builtinTools, type Tool } from '../../../src/lib/runtime/index.js';
import { call, finish, ofType, recordingTurns, run, scriptedAgent, tempDir } from './support.js';

// A tool's declared `parameters` is enforced (issue 14, point 7): arguments that do not fit it
// become an `invalid_arguments` tool result the model reads, and the tool never sees them.
function recordingTool(parameters: Tool['parameters'], extra: Partial<Tool> = {}): { tool: Tool; seen: unknown[] } {
  const seen: unknown[] = [];
  const tool: Tool = {
    name: 'set_level',
    description: 'Sets a level.',
    parameters,
    requiresApproval: false,
    prepare(args) {
      seen.push({ prepare: args });
    },
    async execute(args) {
      seen.push({ execute: args });
      return { output: 'level set' };
    },
    ...extra,
  };
  return { tool, seen };
}

const LEVEL_SCHEMA = {
  type: 'object',
  properties: { level: { type: 'string', enum: ['low', 'high'] }, count: { type: 'integer', minimum: 1 } },
  required: ['level'],
  additionalProperties: false,
};

describe("a tool's parameters schema is enforced before the tool runs", () => {
  it('bad arguments are a tool error result the model sees; the tool is not called; good ones go through', async () => {
    const workspace = await tempDir();
    const { tool, seen } = recordingTool(LEVEL_SCHEMA);
    const received: ModelRequest[] = [];
    const turns = [
      call('set_level', { level: 'medium' }, 'enum'),
      call('set_level', { level: 'low', count: 0 }, 'minimum'),
      call('set_level', { count: 2 }, 'missing'),
      call('set_level', { level: 'low', colour: 'red' }, 'extra'),
      call('set_level', { level: 'high', count: 3 }, 'good'),
      finish('ok'),
    ];
    const { events, result } = await run(scriptedAgent(recordingTurns(turns, received), { tools: [...builtinTools(), tool] }), 'go', { workspace });
    expect(result.status).toBe('completed');
    const completed = ofType(events, 'tool_call_completed').filter((e) => e.toolName === 'set_level');
    expect(completed.map((e) => [e.toolCallId, e.errorCode, e.executionStarted, e.output])).toEqual([
      ['enum', 'invalid_arguments', false, 'error [invalid_arguments]: "level" must be one of "low", "high"'],
      ['minimum', 'invalid_arguments', false, 'error [invalid_arguments]: "count" must be >= 1'],
      ['missing', 'invalid_arguments', false, 'error [invalid_arguments]: "level" is required'],
      ['extra', 'invalid_arguments', false, 'error [invalid_arguments]: "colour" is not allowed'],
      ['good', null, true, 'level set'],
    ]);
    // Neither prepare nor execute saw a refused call.
    expect(seen).toEqual([{ prepare: { level: 'high', count: 3 } }, { execute: { level: 'high', count: 3 } }]);
    const toolMessage = received[1]?.messages.find((m) => m.role === 'tool' && m.toolCallId === 'enum');
    expect(toolMessage?.content).toBe('error [invalid_arguments]: "level" must be one of "low", "high"');
  });

  it("the built-in tools' schemas are enforced the same way", async () => {
    const workspace = await tempDir();
    const agent = scriptedAgent([
      call('read_file', { path: 5 }, 'type'),
      call('read_file', { path: 'a.txt', maxBytes: 0 }, 'range'),
      call('task_finish', { message: 'x', mood: 'happy' }, 'extra'),
      finish('ok'),
    ]);
    const { events } = await run(agent, 'go', { workspace });
    const outputs = ofType(events, 'tool_call_completed').slice(0, 3).map((e) => [e.toolCallId, e.errorCode, e.output]);
    expect(outputs).toEqual([
      ['type', 'invalid_arguments', 'error [invalid_arguments]: "path" must be a string'],
      ['range', 'invalid_arguments', 'error [invalid_arguments]: "maxBytes" must be >= 1'],
      ['extra', 'invalid_arguments', 'error [invalid_arguments]: "mood" is not allowed'],
    ]);
  });

  it('a precompiled argumentsValidator is used instead of compiling parameters', async () => {
    const workspace = await tempDir();
    const refuseAll = Object.assign((_data: unknown) => false, {
      errors: [{ instancePath: '/level', keyword: 'pattern', params: { pattern: '^x$' }, message: 'must match pattern' }],
    });
    const { tool, seen } = recordingTool(LEVEL_SCHEMA, { argumentsValidator: refuseAll });
    const { events } = await run(scriptedAgent([call('set_level', { level: 'low' }, 'pre'), finish('ok')], { tools: [...builtinTools(), tool] }), 'go', { workspace });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'pre', errorCode: 'invalid_arguments', output: 'error [invalid_arguments]: "level" must match the pattern ^x$' });
    expect(seen).toEqual([]);
  });

  it('a draft-07 schema (as MCP servers send) is read; a schema that cannot compile fails the call, not the run', async () => {
    const workspace = await tempDir();
    const draft7 = recordingTool({ $schema: 'http://json-schema.org/draft-07/schema#', ...LEVEL_SCHEMA });
    const broken = recordingTool({ type: 'object', properties: { level: { $ref: '#/definitions/nowhere' } } }, { name: 'broken_tool' });
    const agent = scriptedAgent([call('set_level', { level: 1 }, 'd7'), call('broken_tool', { level: 'low' }, 'broken'), finish('ok')], {
      tools: [...builtinTools(), draft7.tool, broken.tool],
    });
    const { events, result } = await run(agent, 'go', { workspace });
    expect(result.status).toBe('completed');
    const completed = ofType(events, 'tool_call_completed');
    expect(completed[0]).toMatchObject({ toolCallId: 'd7', errorCode: 'invalid_arguments', output: 'error [invalid_arguments]: "level" must be a string' });
    expect(completed[1]).toMatchObject({ toolCallId: 'broken', errorCode: 'tool_failed', executionStarted: false });
    expect(completed[1]?.output).toMatch(/parameters schema of broken_tool cannot be compiled/);
    expect(broken.seen).toEqual([]);
  });
});
