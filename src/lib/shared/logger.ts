import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pino, type Logger as PinoLogger, type LevelWithSilent } from 'pino';

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

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = parseLogLevel(options.level) ?? 'info';
  let destination: NodeJS.WritableStream = process.stderr;
  if (options.filePath !== undefined && options.filePath !== '') {
    mkdirSync(dirname(options.filePath), { recursive: true });
    destination = createWriteStream(options.filePath, { flags: 'a' });
  }
  return pino({ level, base: options.name === undefined ? null : { name: options.name } }, destination);
}

let silent: Logger | undefined;

/** For library callers that pass no logger: nothing is written. One shared instance (pino loggers are not free to make). */
export function silentLogger(): Logger {
  return (silent ??= pino({ level: 'silent' }));
}
