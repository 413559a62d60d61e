import { requireString } from './arguments.js';
import type { Tool } from './tool.js';

/** Ends the run as `interrupted` / `wait_user`; the question becomes the run's partialOutput. */
export const askUserTool: Tool = {
  name: 'ask_user',
  description: 'Ask the user a question and stop until they answer in a new turn.',
  parameters: {
    type: 'object',
    properties: { question: { type: 'string', description: 'The question for the user.' } },
    required: ['question'],
    additionalProperties: false,
  },
  requiresApproval: false,
  metadata: {
    sideEffect: 'none',
    idempotency: 'supported',
    terminal: true,
    capabilityTags: ['control.ask_user'],
    costDimensions: [],
  },
  async execute(args) {
    return { output: requireString(args, 'question'), directive: 'wait_user' };
  },
};
