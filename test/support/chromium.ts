// Debian's chromium for the tests that drive a real browser: installed with apt-get when missing
// (the machine reaches Debian's packages), or a reason why it cannot be, for `it.skipIf`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags every headless launch here uses. The machine has no network but loopback: without
 * the background/component/sync switches chromium keeps dialing out and floods the log with
 * refusals; QUIC and the GPU are off for the same quiet. The fresh profile (--user-data-dir) is
 * given through playwright's `launchPersistentContext(dir)`, which refuses it among the args.
 */
export function chromiumArgs(): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

function run(file: string, args: readonly string[]): void {
  execFileSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 15 * 60_000 });
}

/** Null when chromium is there (installing it if needed), else why it cannot be had. */
export function ensureChromium(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) return `${CHROMIUM_PATH} is missing and this is not a Debian-like system (no apt-get)`;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return `${CHROMIUM_PATH} is missing and apt-get needs root (run: apt-get install -y chromium)`;
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').at(-1) ?? '';
    return `apt-get install chromium failed: ${stderr || (error instanceof Error ? error.message : String(error))}`;
  }
  return existsSync(CHROMIUM_PATH) ? null : `apt-get installed chromium but ${CHROMIUM_PATH} is still missing`;
}
