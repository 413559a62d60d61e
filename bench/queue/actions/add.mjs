// The action `npm run bench:queue` serves with `agent serve --queue`: the same work as the bare servers.
import { defineAction, jsonSchema } from 'vv-agent/actions';

export const add = defineAction(
  {
    name: 'bench.add',
    description: 'Add two numbers',
    queue: { listen: process.env.VV_BENCH_TOPIC ?? 'vvbench.requests' },
    input: jsonSchema({ type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] }),
  },
  ({ a, b }) => ({ result: a + b }),
);
