// P8's reference (informational, not a goal): the least memory an App Server can use for that row.
// It speaks just enough of the protocol for the row's client (initialize, thread/start,
// turn/start, then the agentMessage deltas, item/completed with the whole text and turn/completed).
// Each network read of the fake's stream becomes one delta (the text twice, as the contract's delta
// carries it) and the text is kept only as the UTF-8 bytes of its JSON, which item/completed is
// written from; a full pipe stops the reading until it drains, so nothing queues in between. No
// runtime, no store, no validation. `node leanRelay.mjs URL MODEL`.
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { OpenAiSseText } from './openAiSseText.mjs';

const [, , url, model] = process.argv;
const out = process.stdout;
/** Resolves at once while the pipe takes more, else once it drains. */
const write = (data) => (out.write(data) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
const reply = (id, result) => write(`${JSON.stringify({ jsonrpc: '2.0', id, result })}\n`);

async function relayTurn(threadId, turnId) {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: 'go' }], stream: true });
  const response = await request(`${url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body });
  const sse = new OpenAiSseText();
  const parts = [];
  for await (const chunk of response.body) {
    const read = sse.read(chunk);
    if (read === '') continue;
    // A lone surrogate at a read's end is escaped here and joined again by the client's parse.
    const json = JSON.stringify(read);
    parts.push(Buffer.from(json.slice(1, -1)));
    await write(`{"jsonrpc":"2.0","method":"item/agentMessage/delta","params":{"threadId":"${threadId}","turnId":"${turnId}","itemId":"item_1","type":"agentMessage","payload":{"text":${json}},"delta":${json}}}\n`);
  }
  await write(`{"jsonrpc":"2.0","method":"item/completed","params":{"threadId":"${threadId}","turnId":"${turnId}","itemId":"item_1","type":"agentMessage","payload":{"text":"`);
  for (const part of parts) await write(part);
  await write('"}}}\n');
  await write(`${JSON.stringify({ jsonrpc: '2.0', method: 'turn/completed', params: { threadId, turnId, status: 'completed' } })}\n`);
}

let turns = 0;
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const message = JSON.parse(line);
  if (message.method === 'thread/start') await reply(message.id, { threadId: 'thread_1' });
  else if (message.method === 'turn/start') {
    const turnId = `turn_${++turns}`;
    await reply(message.id, { turnId });
    await relayTurn(message.params.threadId, turnId);
  } else if (message.id !== undefined) await reply(message.id, {});
}
