import { requireString } from './arguments.js';
import type { Tool } from './tool.js';

/** Ends the run as `completed` / `tool_finish`; its message becomes the run's finalOutput. */
export const taskFinishTool: Tool = {
  name: 'task_finish',
  description: 'Finish the task. Call this once the work is done, with the final answer for the user.',
  parameters: {
    type: 'object',
    properties: { message: { type: 'string', description: 'The final answer for the user.' } },
    required: ['message'],
    additionalProperties: false,
  },
  requiresApproval: false,
  metadata: {
    sideEffect: 'none',
    idempotency: 'supported',
    terminal: true,
    capabilityTags: ['control.finish'],
    costDimensions: [],
  },
  async execute(args) {
    return { output: requireString(args, 'message'), directive: 'finish' };
  },
};
