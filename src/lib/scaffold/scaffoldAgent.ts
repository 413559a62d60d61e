import { packageManifest, packageRoot } from '../shared/packageRoot.js';
import { newProjectTarget, SKIP_PATH_DEPENDENCY_BUILD, writeProjectFiles } from './projectFiles.js';
import { readTemplateFiles, renderTemplate, templateDir } from './renderTemplate.js';
import { shellQuote } from '../shared/shellQuote.js';

export interface ScaffoldAgentOptions {
  readonly name: string;
  /** Parent directory of the new project (default: the current directory). */
  readonly dir?: string;
}

/**
 * Writes a new agent project into `<dir>/<name>` from `templates/agent/` (contract §8): it
 * depends on this vv-agent by version (`^<version>`) and on the zod this vv-agent is built with,
 * serves HTTP and MCP on 127.0.0.1, has one example action and a test that calls it both ways.
 */
export function scaffoldAgent(options: ScaffoldAgentOptions): { dir: string; files: string[] } {
  const target = newProjectTarget('agent', options.name, options.dir);
  const manifest = packageManifest();
  const values = { name: options.name, vvAgentVersion: manifest.version, zodVersion: manifest.dependencies['zod'] ?? '4' };
  const files = Object.fromEntries(readTemplateFiles(templateDir('agent')).map((f) => [f.path, renderTemplate(f.text, values)]));
  return { dir: target, files: writeProjectFiles(target, files) };
}

/**
 * What to run in a new agent project. It depends on vv-agent by version, which the npm registry
 * does not have yet (a plain `npm install` fails with 404), so this vv-agent is installed from its
 * own folder; `--no-save` keeps the version range in package.json for when it is published, and
 * `--ignore-scripts` is SKIP_PATH_DEPENDENCY_BUILD's.
 */
export function agentNextCommand(dir: string): string {
  return `cd ${shellQuote(dir)} && npm install --no-save ${SKIP_PATH_DEPENDENCY_BUILD} ${shellQuote(packageRoot())} && npm test`;
}
