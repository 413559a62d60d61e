// P3's reference (informational, not a goal): the least an App Server must do for that row, and
// nothing else. For each line on stdin it reads the fake's stream as the floor does (undici, then
// openAiSseText.mjs, the floor's own reader), writes one JSONL delta notification per network
// read (the text twice, as the contract's delta carries it) and then one item/completed with the
// whole text. No runtime, no store, no validation, no thread. `node minimalRelay.mjs URL MODEL`.
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { OpenAiSseText } from './openAiSseText.mjs';

const [, , url, model] = process.argv;
const body = JSON.stringify({ model, messages: [{ role: 'user', content: 'go' }], stream: true });

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const response = await request(`${url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body });
  const sse = new OpenAiSseText();
  let text = '';
  for await (const chunk of response.body) {
    const read = sse.read(chunk);
    if (read === '') continue;
    text += read;
    process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'item/agentMessage/delta', params: { itemId: 'item_1', payload: { text: read }, delta: read } })}\n`);
  }
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'item/completed', params: { itemId: 'item_1', type: 'agentMessage', payload: { text } } })}\n`);
}
