// The text of an OpenAI chat-completions event stream, read the simplest honest way: the floor of
// P3 (bench/rows/streaming.ts) and the minimal relay (minimalRelay.mjs) both read with it, so the
// relay does exactly the floor's reading plus what it passes on. Plain JavaScript: the relay runs
// without tsx.

export class OpenAiSseText {
  decoder = new TextDecoder();
  pending = '';
  /** Whether the `[DONE]` event has come. */
  done = false;

  /** The `delta.content` of every event the network read `chunk` completes, joined. */
  read(chunk) {
    this.pending += this.decoder.decode(chunk, { stream: true });
    const events = this.pending.split('\n\n');
    this.pending = events.pop();
    let text = '';
    for (const event of events) {
      const data = event.slice('data: '.length);
      if (data === '[DONE]') {
        this.done = true;
        continue;
      }
      const content = JSON.parse(data).choices[0]?.delta.content;
      if (content !== undefined) text += content;
    }
    return text;
  }
}
