import { packageManifest } from '../shared/packageRoot.js';
import { APP_SERVER_FLAGS } from './appServerFlags.js';
import { parsePlainArgv } from './flagSpec.js';

/**
 * Command lines that start without loading oclif (issue 13: desktop apps spawn `vv-agent app-server`
 * on every launch, and oclif's start-up alone costs more than the server's): exactly `--version` or
 * `version`, and `app-server` followed by a plain command line (lib/cli/flagSpec.ts). Returns false
 * for anything else, including every mistake on those command lines, which oclif then runs or
 * reports as it always has; `--help` is never plain.
 */
export async function fastStart(argv: readonly string[]): Promise<boolean> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === 'version')) {
    ignoreStdoutEpipe();
    const { versionLine } = await import('./versionLine.js');
    process.stdout.write(`${await versionLine(packageManifest())}\n`);
    return true;
  }
  if (argv[0] !== 'app-server') return false;
  const flags = parsePlainArgv(argv.slice(1), APP_SERVER_FLAGS);
  if (flags === undefined) return false;
  ignoreStdoutEpipe();
  try {
    const { serveAppServer } = await import('./serveAppServer.js');
    await serveAppServer(flags);
  } catch (error) {
    const { reportCliError } = await import('./reportCliError.js');
    process.exitCode = reportCliError(error);
  }
  return true;
}

/**
 * What loading oclif does (its command.js): a reader that closed stdout early (`vv-agent --version |
 * head -c0`) is not an error; any other stdout error still is.
 */
function ignoreStdoutEpipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
