import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * The line `vv-agent --version` prints, computed as oclif computes its user agent
 * (`NAME/VERSION PLATFORM-ARCH node-VERSION`, PLATFORM `wsl` under WSL) but without loading oclif.
 */
export async function versionLine(pkg: { readonly name: string; readonly version: string }): Promise<string> {
  const cpu = arch() === 'ia32' ? 'x86' : arch();
  return `${pkg.name}/${pkg.version} ${await oclifPlatform()}-${cpu} node-${process.version}`;
}

async function oclifPlatform(): Promise<string> {
  // WSL is a Linux kernel; elsewhere oclif's check answers "no" without looking.
  if (platform() !== 'linux') return platform();
  // oclif asks wsl-utils, a dependency of its own: resolved from @oclif/core, it is the same copy.
  const fromOclif = createRequire(createRequire(import.meta.url).resolve('@oclif/core'));
  const { isWsl } = (await import(pathToFileURL(fromOclif.resolve('wsl-utils')).href)) as { isWsl: boolean };
  return isWsl ? 'wsl' : platform();
}
