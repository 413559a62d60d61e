/**
 * The assistant text the streaming rows (P3, P8) send through the fake OpenAI server, cut into the
 * chunks the fake streams. Deterministic, so the fake server (a child process) and the bench (which
 * checks the text arrived intact) make the same one. Words with punctuation, quotes, backslashes,
 * newlines and a few non-ASCII characters: JSON escaping and UTF-8 are exercised as in real answers.
 */
const WORDS = [
  'the', 'model', 'streams', 'text', 'to', 'a', 'client', 'over', 'stdio,', 'and', 'every', 'chunk', 'must', 'arrive',
  'intact.', '"quoted"', 'C:\\path\\file', 'café', 'naïve', '→', '数据', '{json: true}', '<tag/>', 'tab\there', 'line\n',
];

export function streamedChunks(totalChars: number, chunkChars: number): string[] {
  let seed = 0x2545f491;
  const next = (): number => {
    // xorshift32: cheap and the same in every process.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % WORDS.length;
  };
  const parts: string[] = [];
  let length = 0;
  while (length < totalChars) {
    const word = `${WORDS[next()] as string} `;
    parts.push(word);
    length += word.length;
  }
  const text = parts.join('').slice(0, totalChars);
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunkChars) chunks.push(text.slice(i, i + chunkChars));
  return chunks;
}
