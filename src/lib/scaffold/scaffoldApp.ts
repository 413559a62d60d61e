import { validateAppManifest } from '../../../generated/agentteam/validators.js';
import { packageRoot } from '../shared/packageRoot.js';
import { appManifest, appProjectFiles, type AppTransport } from './appTemplate.js';
import { newProjectTarget, SKIP_PATH_DEPENDENCY_BUILD, writeProjectFiles } from './projectFiles.js';
import { shellQuote } from '../shared/shellQuote.js';

export interface ScaffoldAppOptions {
  readonly name: string;
  readonly transport: AppTransport;
  /** Answered by an agent turn (`agentApp`) instead of a handler of your own. */
  readonly agent?: boolean;
  /** Parent directory of the new project (default: the current directory). */
  readonly dir?: string;
  /** How the project depends on vv-agent; default this very package, by path. */
  readonly vvAgentDependency?: string;
}

/** Writes a new App project into `<dir>/<name>`; refuses a bad name or a non-empty target. */
export function scaffoldApp(options: ScaffoldAppOptions): { dir: string; files: string[] } {
  const target = newProjectTarget('app', options.name, options.dir);
  const input = { name: options.name, transport: options.transport, agent: options.agent === true, vvAgentDependency: options.vvAgentDependency ?? `file:${packageRoot()}` };
  // The manifest is a wire format: it must validate against schemas/agentteam before it is written.
  if (!validateAppManifest(appManifest(input))) throw new Error(`generated manifest is invalid: ${JSON.stringify(validateAppManifest.errors)}`);
  return { dir: target, files: writeProjectFiles(target, appProjectFiles(input)) };
}

/**
 * What to run in a new App project written with the default dependency: this vv-agent by `file:`
 * path, which a plain `npm install` finds (`--ignore-scripts`: SKIP_PATH_DEPENDENCY_BUILD).
 */
export function appNextCommand(dir: string): string {
  return `cd ${shellQuote(dir)} && npm install ${SKIP_PATH_DEPENDENCY_BUILD} && npm test`;
}
