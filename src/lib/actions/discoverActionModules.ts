import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VvAgentError } from '../shared/errors.js';

/** A module of `actionModules` could not be found or failed while importing: construction stops. */
export class ActionModuleError extends VvAgentError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('action_module_failed', message, 'config', options);
  }
}

// .ts only when a TypeScript loader is active: plain Node cannot import it. This module itself being
// TypeScript (tsx, vitest) or tsx in Node's flags says so, without naming any test runner.
export function importableExtensions(): string[] {
  const tsLoader = import.meta.url.endsWith('.ts') || process.execArgv.some((a) => a.includes('tsx'));
  return tsLoader ? ['.js', '.mjs', '.ts', '.mts'] : ['.js', '.mjs'];
}

function isActionFile(name: string, extensions: readonly string[]): boolean {
  if (name.endsWith('.d.ts') || name.endsWith('.d.mts') || name.endsWith('.map')) return false;
  if (/\.(test|spec)\.[cm]?[jt]s$/.test(name)) return false;
  return extensions.includes(extname(name));
}

/** Files of a directory tree in sorted order, siblings by name (the seed's pkgutil walk). */
function walk(dir: string, extensions: readonly string[]): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full, extensions));
    else if (entry.isFile() && isActionFile(entry.name, extensions)) files.push(full);
  }
  return files;
}

/** A module imported by discovery, with its exports (an `authenticator` or `queueReplyGuard` may be among them). */
export interface ImportedActionModule {
  readonly specifier: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/**
 * Imports `actionModules` in the given order (contract §3): a path to a file imports it, a path
 * to a directory imports its action files recursively, anything else is a module specifier
 * (`my-agent/actions`). Each file once, however often it is named; the ESM cache keeps later
 * imports from re-running a module. Returns the modules imported.
 */
export async function discoverActionModules(specifiers: readonly string[], cwd: string = process.cwd()): Promise<ImportedActionModule[]> {
  const extensions = importableExtensions();
  const targets: string[] = [];
  for (const specifier of specifiers) {
    const path = resolve(cwd, specifier);
    let kind: 'file' | 'dir' | 'module' = 'module';
    try {
      kind = statSync(path).isDirectory() ? 'dir' : 'file';
    } catch {
      if (specifier.startsWith('.') || specifier.startsWith('/')) throw new ActionModuleError(`action module ${specifier}: no such file or directory`);
    }
    if (kind === 'dir') targets.push(...walk(path, extensions).map((f) => pathToFileURL(f).href));
    else if (kind === 'file') targets.push(pathToFileURL(path).href);
    else targets.push(resolveFromProject(specifier, cwd) ?? specifier);
  }
  const unique = [...new Set(targets)];
  const imported: ImportedActionModule[] = [];
  for (const target of unique) {
    try {
      imported.push({ specifier: target, exports: (await import(target)) as Record<string, unknown> });
    } catch (error) {
      // A bare specifier found neither from the project nor from vv-agent: the user's typo, not a load failure.
      if (!target.startsWith('file:') && (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(`'${packageName(target)}'`)) {
        throw new ActionModuleError(`action module ${target}: no such file, directory or package (from ${cwd})`, { cause: error });
      }
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new ActionModuleError(`action module ${target.startsWith('file:') ? new URL(target).pathname : target} failed to load: ${reason}`, { cause: error });
    }
  }
  return imported;
}

/**
 * A package specifier (`my-agent/actions`) as the user's project resolves it, from its own
 * node_modules; undefined when it does not, and the import then resolves it from vv-agent's.
 */
function resolveFromProject(specifier: string, cwd: string): string | undefined {
  try {
    return pathToFileURL(createRequire(join(cwd, 'package.json')).resolve(specifier)).href;
  } catch {
    return undefined;
  }
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`: what Node names in "Cannot find package". */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
