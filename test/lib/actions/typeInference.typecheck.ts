// Compile-time checks of defineAction's inference (typechecked by `npm test`, never run): every
// expected-error directive below fails the typecheck if the handler's types degrade to `any`.
import { type } from 'arktype';
import { z } from 'zod';
import { controller, defineAction, del, get, jsonSchema } from '../../../src/lib/actions/index.js';

defineAction({ name: 't.zod', description: '', mcp: {}, input: z.object({ a: z.number(), b: z.number() }) }, ({ a, b }) => {
  // @ts-expect-error a is a number
  a.toUpperCase();
  return a + b;
});

defineAction(
  { name: 't.out', description: '', mcp: {}, input: z.object({ a: z.number() }), output: z.object({ result: z.number() }) },
  // @ts-expect-error the output schema wants a number
  ({ a }) => ({ result: String(a) }),
);

defineAction({ name: 't.json', description: '', mcp: {}, input: jsonSchema<{ text: string }>({ type: 'object' }) }, ({ text }) => {
  // @ts-expect-error text is a string
  text.toFixed();
  return text.length;
});

defineAction({ name: 't.ark', description: '', mcp: {}, input: type({ q: 'string' }) }, ({ q }) => {
  // @ts-expect-error q is a string
  const n: number = q;
  return n;
});

defineAction({ name: 't.guard', description: '', mcp: {}, input: z.object({ n: z.number() }), guards: [({ input }) => input.n > 0] }, () => null);

// @ts-expect-error an unknown key in a transport block
defineAction({ name: 't.key', description: '', http: { url: '/x', verb: 'GET' } }, () => null);

// @ts-expect-error methods are upper case
defineAction({ name: 't.method', description: '', http: { url: '/x', method: 'get' } }, () => null);

// Controller decorators (TC39 standard decorators) accept what TypeScript passes them.
@controller('/typed')
export class TypedController {
  @get('/a/{id}')
  a(): unknown {
    return null;
  }
  @del('/b')
  b(): unknown {
    return null;
  }
}
