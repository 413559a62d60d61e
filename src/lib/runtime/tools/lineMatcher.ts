/**
 * Which lines of a text match a search pattern, without letting the pattern freeze the process.
 * JavaScript regular expressions backtrack: `^(a+)+$` against 25 `a`s and a `!` takes seconds, and
 * each extra character doubles it. A regular expression therefore runs on a worker thread under a
 * limit on the matching time of the whole search; when it passes or the run is cancelled the worker is
 * terminated (V8 interrupts a running match). Literal text needs no regex engine and is matched
 * here, in linear time.
 */
import type { Worker } from 'node:worker_threads';
import { workerThreads } from '../../shared/lazyBuiltins.js';
import { ToolError } from './toolError.js';

export interface LineMatcher {
  /** Indexes (0-based) of the lines of `text` that match, in order; at most `limit` of them. */
  matchingLines(text: string, limit: number): Promise<number[]>;
  close(): Promise<void>;
}

export interface RegexMatcherOptions {
  /** Total matching time allowed for one search; past it the search fails with `command_timeout`. */
  readonly timeLimitMs: number;
  readonly signal: AbortSignal;
  /** Names the tool in errors. */
  readonly toolName: string;
}

/** Splits like the worker does, so line numbers agree whichever matcher ran. */
function lines(text: string): string[] {
  return text.split('\n');
}

export function literalMatcher(needle: string): LineMatcher {
  return {
    matchingLines: async (text, limit) => {
      // Most files of a walk do not contain the text at all: no split for them.
      if (!text.includes(needle)) return [];
      const hits: number[] = [];
      const all = lines(text);
      for (let i = 0; i < all.length && hits.length < limit; i += 1) if ((all[i] ?? '').includes(needle)) hits.push(i);
      return hits;
    },
    close: async () => undefined,
  };
}

// Plain JavaScript (an eval'd worker is CommonJS) so that it runs the same from src/ and dist/.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const regex = new RegExp(workerData.source, workerData.flags);
parentPort.on('message', ({ text, limit }) => {
  const lines = text.split('\\n');
  const hits = [];
  for (let i = 0; i < lines.length && hits.length < limit; i += 1) if (regex.test(lines[i])) hits.push(i);
  parentPort.postMessage(hits);
});
`;

/**
 * A matcher for `regex` on its own worker thread; every call draws on one budget of matching
 * time. Only the time a call waits for the worker counts: reading files between calls does not,
 * so a simple pattern over a large workspace is not stopped as "too slow".
 */
export function regexMatcher(regex: RegExp, options: RegexMatcherOptions): LineMatcher {
  let budgetMs = options.timeLimitMs;
  let worker: Worker | undefined;
  let closed = false;
  const start = (): Worker => {
    worker ??= new (workerThreads().Worker)(WORKER_SOURCE, { eval: true, workerData: { source: regex.source, flags: regex.flags.replace(/[gy]/g, '') } });
    return worker;
  };
  const close = async (): Promise<void> => {
    closed = true;
    const running = worker;
    worker = undefined;
    await running?.terminate();
  };
  return {
    close,
    matchingLines: (text, limit) => {
      if (closed) return Promise.reject(new ToolError('cancelled', `${options.toolName} cancelled`));
      const thread = start();
      const startedAt = Date.now();
      return new Promise<number[]>((resolve, reject) => {
        const finish = (outcome: () => void): void => {
          clearTimeout(timer);
          budgetMs -= Date.now() - startedAt;
          options.signal.removeEventListener('abort', onAbort);
          thread.off('message', onMessage);
          thread.off('error', onError);
          outcome();
        };
        const stop = (error: ToolError): void => finish(() => void close().finally(() => reject(error)));
        const onMessage = (hits: number[]): void => finish(() => resolve(hits));
        const onError = (error: Error): void => finish(() => reject(new ToolError('tool_failed', `${options.toolName}: ${error.message}`, { cause: error })));
        const onAbort = (): void => stop(new ToolError('cancelled', `${options.toolName} cancelled`));
        const timer = setTimeout(
          () => stop(new ToolError('command_timeout', `${options.toolName} stopped after ${options.timeLimitMs} ms: the pattern is too slow on this input (nested repetition such as (a+)+ backtracks exponentially); simplify it or search with literal: true`)),
          Math.max(0, budgetMs),
        );
        if (options.signal.aborted) return onAbort();
        options.signal.addEventListener('abort', onAbort, { once: true });
        thread.on('message', onMessage);
        thread.on('error', onError);
        thread.postMessage({ text, limit });
      });
    },
  };
}
