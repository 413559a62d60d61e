// {{name}}, served on{{transportList}}.
// Declared once: the input is validated before the handler runs (a bad one is a 400
// `validation_failed`) and the output after it; the handler's argument has the type of `input`.
import { z } from 'zod';
import { defineAction{{#guard}}, requireRoles{{/guard}} } from 'vv-agent/actions';

export const {{exportName}} = defineAction(
  {
    name: '{{name}}',
    description: 'Count the characters of a text',
{{#http}}    http: { url: '{{httpPath}}', method: '{{method}}' },
{{/http}}{{#mcp}}    mcp: {{mcpDeclaration}},
{{/mcp}}{{#queue}}    queue: { listen: '{{queueTopic}}' },
{{/queue}}{{#guard}}    // Any caller holding one of these roles (a 401 without a caller, a 403 without the role).
    guards: [requireRoles({{roles}})],
{{/guard}}    input: z.object({ {{pathParamFields}}text: z.string() }),
    output: z.object({ length: z.number().int() }),
  },
  async ({ text }) => ({ length: [...text].length }),
);
