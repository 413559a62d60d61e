import { createWriteStream, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Logger as PinoLogger, LevelWithSilent, pino as PinoFactory } from 'pino';
import { makeDirectory } from './makeDirectory.js';

/**
 * The one logger of every long-running part (App Server, AgentTeam servers, agent servers):
 * pino, JSON lines, never stdout. Stdout belongs to protocols (JSONL, MCP stdio) and to command
 * output; diagnostics go to stderr or to a file.
 */
export type Logger = PinoLogger;
export type LogLevel = LevelWithSilent;

export interface LoggerOptions {
  /** Default `info`; `silent` turns logging off. Also accepts the seed's upper-case names (INFO). */
  readonly level?: string;
  /** A file to append to instead of stderr (its directory is created). */
  readonly filePath?: string;
  /** Bound into every line as `name`. */
  readonly name?: string;
}

const LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `INFO`, `warning` and `Debug` are what config files say; pino wants its own lower-case names. */
export function parseLogLevel(value: string | undefined): LogLevel | null {
  if (value === undefined || value.trim() === '') return 'info';
  const lower = value.trim().toLowerCase();
  const mapped = lower === 'warning' ? 'warn' : lower === 'critical' ? 'fatal' : lower;
  return (LEVELS as readonly string[]).includes(mapped) ? (mapped as LogLevel) : null;
}

let pinoFactory: typeof PinoFactory | undefined;

/**
 * pino, required when the first logger is made rather than with this module: it loads worker_threads,
 * assert and ~30 modules of its own, a sixth of the App Server's start-up (issue 13, P1).
 */
function loadPino(): typeof PinoFactory {
  return (pinoFactory ??= (createRequire(import.meta.url)('pino') as { pino: typeof PinoFactory }).pino);
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = parseLogLevel(options.level) ?? 'info';
  let destination: NodeJS.WritableStream = process.stderr;
  if (options.filePath !== undefined && options.filePath !== '') {
    makeDirectory(dirname(options.filePath));
    // Opened now, so that a file that cannot be written fails here (and can be reported as the
    // setting it is), not as an 'error' event of the stream once the first line is logged.
    destination = createWriteStream('', { fd: openSync(options.filePath, 'a') });
  }
  return loadPino()({ level, base: options.name === undefined ? null : { name: options.name } }, destination);
}

let silent: Logger | undefined;

/** For library callers that pass no logger: nothing is written. One shared instance (pino loggers are not free to make). */
export function silentLogger(): Logger {
  return (silent ??= loadPino()({ level: 'silent' }));
}

/**
 * `createLogger(options)`, made when it is first used: for a server that must answer soon after it
 * starts and logs only when something goes wrong (the App Server: nothing is logged on the way to
 * `initialize`). The level is checked now, so a bad one is still a start-up error.
 */
export function createDeferredLogger(options: LoggerOptions = {}): Logger {
  if (parseLogLevel(options.level) === null) throw new Error(`not a log level: ${options.level}`);
  let real: Logger | undefined;
  const target = (): Logger => (real ??= createLogger(options));
  // Every property (level methods, child(), level) is the real logger's; methods stay bound to it.
  return new Proxy({} as Logger, {
    get(_, key) {
      const logger = target();
      const value: unknown = Reflect.get(logger, key, logger);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logger) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}
