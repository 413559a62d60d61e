import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { VvAgentError } from '../shared/errors.js';

/** Set in the child of a reloading `agent serve`, so that the child serves instead of watching. */
export const RELOAD_CHILD_ENV = 'VV_AGENT_RELOAD_CHILD';

export interface ReloadOptions {
  /** Files or directories whose changes restart the server. */
  readonly watch: readonly string[];
  /** Node arguments of the server process (script and its arguments). */
  readonly argv: readonly string[];
  readonly announce: (line: string) => void;
  /** Quiet period that folds an editor's burst of writes into one restart. Default 200 ms. */
  readonly debounceMs?: number;
}

/**
 * `server.reload = true` (development only): the agent runs in a child process that is replaced
 * whenever a watched file changes. A restart is the only honest reload in ESM (the module cache
 * cannot be emptied). Resolves when the parent is told to stop (SIGINT/SIGTERM).
 */
export async function runWithReload(options: ReloadOptions): Promise<void> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const start = (): void => {
    child = spawn(process.execPath, [...process.execArgv, ...options.argv], { stdio: 'inherit', env: { ...process.env, [RELOAD_CHILD_ENV]: '1' } });
  };
  const stopChild = (): Promise<void> =>
    new Promise((resolve) => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once('exit', () => resolve());
      current.kill('SIGTERM');
    });
  const watchers: FSWatcher[] = [];
  for (const path of options.watch) {
    try {
      watchers.push(
        watch(path, { recursive: true }, (_event, file) => {
          if (stopping) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            options.announce(`reloading: ${file ?? path} changed`);
            void stopChild().then(() => !stopping && start());
          }, options.debounceMs ?? 200);
        }),
      );
    } catch (error) {
      throw new VvAgentError('reload_watch_failed', `server.reload: cannot watch ${path}: ${(error as Error).message}`, 'config');
    }
  }
  start();
  await new Promise<void>((resolve) => {
    const onSignal = (): void => {
      stopping = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      void stopChild().then(resolve);
    };
    process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  });
}
