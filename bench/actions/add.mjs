// The work both sides of the actions benchmarks do: one zod input schema and one handler, shared
// by the agent's action (agent/add.mjs) and by the bare servers (the floors), so that the ratio
// measures the framework around them and nothing else.
import { z } from 'zod';

export const AddInput = z.object({ a: z.number(), b: z.number() });

export async function add({ a, b }) {
  return { result: a + b };
}
