/** Types of openAiSseText.mjs. */
export declare class OpenAiSseText {
  /** Whether the `[DONE]` event has come. */
  readonly done: boolean;
  /** The `delta.content` of every event the network read `chunk` completes, joined. */
  read(chunk: Uint8Array): string;
}
