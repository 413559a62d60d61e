/**
 * No outbound message exceeds the 16 MiB line cap (issue 11, point 17): a host's tool that
 * returns more than ITEM_OUTPUT_MAX_CHARS has its output cut, with a marker, in the stored item
 * and in item/completed, so every client can read the line.
 */
import { describe, expect, it } from 'vitest';
import { ITEM_OUTPUT_MAX_CHARS } from '../../../../src/lib/app-server/activeTurn.js';
import { AppServerClient } from '../../../../src/lib/app-server-client/index.js';
import { AppServerProcessor, DefaultAppServerHost, SqliteThreadStore } from '../../../../src/lib/app-server/index.js';
import { createLinkedTransports, DEFAULT_MAX_MESSAGE_BYTES } from '../../../../src/lib/jsonrpc/index.js';
import { ScriptedModelClient } from '../../../../src/lib/llm/index.js';
import type { Tool } from '../../../../src/lib/runtime/index.js';
import { step } from './harness.js';

/** 6 MiB of control characters: 36 MiB once JSON-escaped, far over the line cap. */
const HUGE = '\u0001'.repeat(6 * 1024 * 1024);

const floodTool: Tool = {
  name: 'flood',
  description: 'Returns a very large output.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  requiresApproval: false,
  async execute() {
    return { output: HUGE };
  },
};

describe('tool output in items', () => {
  it('is cut with a marker, so item/completed stays under the line cap', async () => {
    const store = SqliteThreadStore.open(':memory:');
    const model = new ScriptedModelClient({ script: { turns: [{ steps: [step.tool('flood', {}, 'call_flood')] }, { steps: [step.text('done')] }] } });
    const host = new DefaultAppServerHost({ agent: { name: 'bounds', instructions: 'test', tools: [floodTool], model }, models: [] });
    const processor = new AppServerProcessor({ store, host });
    const [clientTransport, serverTransport] = createLinkedTransports();
    processor.connect(serverTransport);
    const client = new AppServerClient(clientTransport, { strict: true, retry: false });
    try {
      await client.initialize({ clientInfo: { name: 'bounds' } });
      const { threadId } = await client.threadStart({});
      const { turnId } = await client.turnStart({ threadId, input: [{ type: 'text', text: 'flood' }] });
      let completedItem: any;
      for (;;) {
        const message = await client.nextMessage({ timeoutMs: 10_000 });
        if (message.method === 'item/completed' && message.params.payload['toolName'] === 'flood') completedItem = message.params;
        if (message.method === 'turn/completed' && message.params.turnId === turnId) break;
      }
      const output = completedItem.payload.output as string;
      expect(output.startsWith(HUGE.slice(0, ITEM_OUTPUT_MAX_CHARS))).toBe(true);
      expect(output.slice(ITEM_OUTPUT_MAX_CHARS)).toBe(`\n[truncated: showed ${ITEM_OUTPUT_MAX_CHARS} of ${HUGE.length} characters]`);
      const line = JSON.stringify({ jsonrpc: '2.0', method: 'item/completed', params: completedItem });
      expect(Buffer.byteLength(line)).toBeLessThan(DEFAULT_MAX_MESSAGE_BYTES);
      const stored = store.listItems(threadId).find((i) => i.payload['toolName'] === 'flood');
      expect(stored?.payload['output']).toBe(output);
    } finally {
      await processor.shutdown();
      await client.close();
      store.close();
    }
  });
});
