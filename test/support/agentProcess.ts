import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { CliProcess } from './agentteamProcesses.js';

export interface RunningAgentProcess {
  readonly cli: CliProcess;
  readonly httpUrl: string | null;
  readonly mcpUrl: string | null;
}

/** `vv-agent agent serve ...args` as a child process, resolved once its ready lines are printed. */
export async function startAgent(args: readonly string[], options: { env?: Record<string, string | undefined>; cwd?: string; expectMcp?: boolean; timeoutMs?: number } = {}): Promise<RunningAgentProcess> {
  const cli = new CliProcess(['agent', 'serve', ...args], { ...(options.cwd ? { cwd: options.cwd } : {}), ...(options.env ? { env: options.env } : {}) });
  const wantsHttp = !args.includes('--no-http');
  const httpUrl = wantsHttp ? (await cli.waitForStderrMatch(/http listening on (\S+)/, 1, options.timeoutMs ?? 60_000))[1]! : null;
  let mcpUrl: string | null = null;
  if (options.expectMcp) {
    const seen = (await cli.waitForStderrMatch(/mcp listening on (\S+)/, 1, options.timeoutMs ?? 60_000))[1]!;
    mcpUrl = seen === 'stdio' ? null : seen;
  }
  return { cli, httpUrl, mcpUrl };
}

/** A config.ini in a fresh temporary directory. */
export function writeConfig(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'vv-agent-actions-')), 'config.ini');
  writeFileSync(file, text);
  return file;
}

export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long';

/** An HS256 bearer token as an identity provider would issue it. */
export async function signToken(claims: Record<string, unknown>, options: { secret?: string; expiresIn?: string | number; alg?: string } = {}): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'HS256' }).setIssuedAt();
  if (options.expiresIn !== undefined) jwt.setExpirationTime(options.expiresIn);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

/** A token with `alg: none` and no signature: must never be accepted. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
