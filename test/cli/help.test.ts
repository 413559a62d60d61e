import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, runCli } from '../support/cli.js';

describe('vv-agent --help and --version', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`vv-agent/${pkg.version}`);
  });

  it('--help lists every topic declared in package.json', async () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { oclif: { topics: Record<string, unknown> } };
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    // Top-level topics only: nested ones (debug:app-server) are listed under their parent.
    for (const topic of Object.keys(pkg.oclif.topics).filter((t) => !t.includes(':'))) expect(result.stdout).toMatch(new RegExp(`^\\s+${topic}\\s`, 'm'));
  });

  it('an unknown command exits 2 with one line', async () => {
    const result = await runCli(['no-such-command']);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/no-such-command/);
  });
});
