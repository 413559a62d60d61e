// Schema-first code generation: schemas/<package>/ -> generated/<package>/ (types, validators,
// method tables, export bundles), the drift check, and models for other languages.
export { loadSchemaSet, type SchemaSet, type MethodDeclaration, type JsonSchema, SchemaSourceError } from './schemaSet.js';
export { bundleSchema, bundleAll, exportedNames } from './bundle.js';
export { generateAll, generateProtocol, protocolPackages, exportBundle, bundleStem, type ExportBundle, type GeneratedFiles } from './generateProtocol.js';
export { checkGenerated, compareGenerated, writeGenerated, shortDiff, type DriftEntry } from './driftCheck.js';
export { createAjv } from './validatorCode.js';
export { ensureOutputDir, schemaFileText, schemaFileTexts, writeJsonSchemaFiles, writeTypescriptFiles } from './exportFiles.js';
export { generateModels, writeModels } from './otherLanguages.js';
export { MODEL_LANGUAGES, isModelLanguage, type ModelLanguage } from './modelLanguages.js';
