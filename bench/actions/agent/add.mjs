// The benchmark agent: `vv-agent agent serve --actions bench/actions/agent` serves this one action
// over HTTP (POST /v1/add) and MCP (tool `add`). The package's self-reference resolves
// `vv-agent/actions` to dist/ (run `npm run build` first).
import { defineAction } from 'vv-agent/actions';
import { add as handler, AddInput } from '../add.mjs';

export const add = defineAction(
  {
    name: 'calculator.add',
    description: 'Add two numbers',
    http: { url: '/v1/add', method: 'POST' },
    mcp: { name: 'add' },
    input: AddInput,
  },
  handler,
);
