import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { validateAppManifest } from '../../../generated/agentteam/validators.js';
import { UsageError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';
import { appManifest, appProjectFiles, type AppTransport } from './appTemplate.js';

export interface ScaffoldAppOptions {
  readonly name: string;
  readonly transport: AppTransport;
  /** Parent directory of the new project (default: the current directory). */
  readonly dir?: string;
  /** How the project depends on vv-agent; default this very package, by path. */
  readonly vvAgentDependency?: string;
}

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

/** Writes a new App project into `<dir>/<name>`; refuses a bad name or a non-empty target. */
export function scaffoldApp(options: ScaffoldAppOptions): { dir: string; files: string[] } {
  if (!NAME.test(options.name)) throw new UsageError(`app name '${options.name}' must be lowercase letters, digits and dashes, starting with a letter`, 'invalid_app_name');
  const target = resolve(options.dir ?? '.', options.name);
  if (existsSync(target) && readdirSync(target).length > 0) throw new UsageError(`${target} exists and is not empty`, 'target_not_empty');
  const input = { name: options.name, transport: options.transport, vvAgentDependency: options.vvAgentDependency ?? `file:${packageRoot()}` };
  // The manifest is a wire format: it must validate against schemas/agentteam before it is written.
  if (!validateAppManifest(appManifest(input))) throw new Error(`generated manifest is invalid: ${JSON.stringify(validateAppManifest.errors)}`);
  const files = appProjectFiles(input);
  for (const [path, content] of Object.entries(files)) {
    const full = join(target, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return { dir: target, files: Object.keys(files) };
}
