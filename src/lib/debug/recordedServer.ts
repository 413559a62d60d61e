import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { defaultSettingsPath } from '../llm/index.js';
import { UsageError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';
import type { TranscriptHeader } from './transcript.js';

/** Is `argv` a vv-agent App Server as recorded: `vv-agent app-server ...` or `<node> .../bin/run.js app-server ...`? */
function ownServerArgs(argv: readonly string[]): readonly string[] | null {
  if (argv[0] !== undefined && basename(argv[0]) === 'vv-agent' && argv[1] === 'app-server') return argv.slice(1);
  const script = argv[1];
  if (script !== undefined && basename(script) === 'run.js' && basename(dirname(script)) === 'bin' && argv[2] === 'app-server') return argv.slice(2);
  return null;
}

/**
 * The command that replays a transcript against the server it was recorded with (its header
 * holds the command line). A recording of vv-agent's own App Server runs on this installation
 * with the recorded arguments, so a transcript recorded elsewhere (another checkout, another
 * machine, or the committed fixtures' `vv-agent ...` form) still replays; the shipped example
 * settings are found here when the recorded path is not. Another implementation's command runs
 * as recorded; when its program is not found, the caller is told to name one with --server.
 */
export function recordedServerCommand(header: TranscriptHeader, file: string): string[] {
  const argv = header.server;
  if (!Array.isArray(argv) || argv.length === 0 || !argv.every((a) => typeof a === 'string')) {
    throw new UsageError(`${file}: the header names no server command; pass --server`, 'transcript_no_server');
  }
  const own = ownServerArgs(argv);
  if (own !== null) {
    const args = own.map((arg, i) =>
      own[i - 1] === '--settings' && !existsSync(arg) && basename(arg) === basename(defaultSettingsPath()) ? defaultSettingsPath() : arg,
    );
    return [process.execPath, join(packageRoot(), 'bin', 'run.js'), ...args];
  }
  const program = argv[0]!;
  if (program.includes('/') && !existsSync(program)) {
    throw new UsageError(`${file}: the recorded server ${program} is not on this machine; pass --server "COMMAND"`, 'transcript_server_missing');
  }
  return [...argv];
}
