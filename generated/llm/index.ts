// GENERATED from schemas/llm/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
export * from './types.js';
export * from './validators.js';
