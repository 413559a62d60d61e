// An action is declared once and served on every transport it names: here an HTTP route
// (POST /v1/greet) and an MCP tool (greet). The input is validated before the handler runs
// (a bad one is a 400 `validation_failed`), the output after it.
import { z } from 'zod';
import { defineAction } from 'vv-agent/actions';

export const greet = defineAction(
  {
    name: 'greet',
    description: 'Greet someone by name',
    http: { url: '/v1/greet', method: 'POST' },
    mcp: { name: 'greet' },
    intents: [{ name: 'greet', description: 'Say hello to someone', examples: ['say hello to Ada'] }],
    input: z.object({ name: z.string().min(1) }),
    output: z.object({ message: z.string() }),
  },
  async ({ name }) => ({ message: `Hello, ${name}!` }),
);
