import { UsageError } from '../shared/errors.js';
import { ensureOutputDir, outputDirPath, writeOutputFiles } from './exportFiles.js';
import { bundleStem } from './generateProtocol.js';
import { pythonMessages } from './pythonMessages.js';
import { loadSchemaSet } from './schemaSet.js';
import { runQuicktype } from './quicktypeRun.js';
import { isModelLanguage, MODEL_LANGUAGES, type ModelLanguage } from './modelLanguages.js';

export function languageSpec(lang: string): (typeof MODEL_LANGUAGES)[ModelLanguage] {
  if (!isModelLanguage(lang)) {
    throw new UsageError(`unknown language '${lang}'; expected one of ${Object.keys(MODEL_LANGUAGES).join(', ')}`, 'unknown_language');
  }
  return MODEL_LANGUAGES[lang];
}

/**
 * Typed models of every protocol definition in another language, through the same quicktype
 * pipeline as the TypeScript types (each definition its own top-level type).
 */
export async function generateModels(schemasRoot: string, packageName: string, lang: string): Promise<{ fileName: string; source: string }> {
  const spec = languageSpec(lang);
  const set = loadSchemaSet(schemasRoot, packageName);
  // Scalar aliases (ids, codes) are inlined by quicktype into the types that use them.
  const sources = Object.entries(set.defs)
    .filter(([, schema]) => schema['properties'] !== undefined || schema['enum'] !== undefined)
    .map(([name]) => ({ name, uri: `${set.baseId}definitions.json#/$defs/${name}` }));
  const source = await runQuicktype(() => set.definitions, sources, spec.quicktype, spec.options);
  // Python gains the message unions and method maps of the TypeScript output; the other
  // languages have the models only (docs/schemas.md).
  const messages = spec.quicktype === 'python' ? pythonMessages(set, source) : '';
  return { fileName: `${bundleStem(packageName)}.${spec.extension}`, source: `${source}${messages}` };
}

export async function writeModels(schemasRoot: string, packageName: string, lang: string, out: string): Promise<string> {
  languageSpec(lang);
  outputDirPath(out);
  const { fileName, source } = await generateModels(schemasRoot, packageName, lang);
  // The folder is made only once there is something to put in it: a generation that fails
  // (quicktype refusing a schema) leaves no empty folder behind. Its path was checked above,
  // before the seconds quicktype takes.
  const [path] = writeOutputFiles(ensureOutputDir(out), { [fileName]: source });
  return path!;
}
