/**
 * The fake OpenAI-compatible server of the streaming rows, in its own process (so that neither
 * the App Server nor the measuring client pays for it): the tests' FakeProviderServer answering
 * every chat completion with one stream of `BENCH_TEXT_CHARS` characters in `BENCH_CHUNK_CHARS`
 * pieces. Prints its base URL as one line on stdout, then serves until stdin ends.
 *
 *   node --import tsx bench/app-server/fakeOpenAiServer.ts
 */
import { FakeProviderServer, OPENAI_CHAT_PATH, openAiStream } from '../../test/support/fakeProviders.js';
import { streamedChunks } from './streamText.js';

const totalChars = Number(process.env['BENCH_TEXT_CHARS']);
const chunkChars = Number(process.env['BENCH_CHUNK_CHARS']);
if (!(totalChars > 0 && chunkChars > 0)) {
  process.stderr.write('BENCH_TEXT_CHARS and BENCH_CHUNK_CHARS must be positive numbers\n');
  process.exit(2);
}
const events = openAiStream({
  text: streamedChunks(totalChars, chunkChars),
  usage: { prompt_tokens: 10, completion_tokens: Math.ceil(totalChars / 4), total_tokens: 10 + Math.ceil(totalChars / 4) },
});
const server = await FakeProviderServer.start();
server.setFallback(OPENAI_CHAT_PATH, () => ({ kind: 'sse', events }));
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
