import { packageManifest } from '../shared/packageRoot.js';
import { newProjectTarget, writeProjectFiles } from './projectFiles.js';
import { readTemplateFiles, renderTemplate, templateDir } from './renderTemplate.js';

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
