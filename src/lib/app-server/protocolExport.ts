import type { ExportBundle } from '../../../generated/app-server/export-bundle.js';
import type { SchemaExportResponse } from '../../../generated/app-server/types.js';
import { schemaFileTexts } from '../schema/exportFiles.js';

export const APP_SERVER_PROTOCOL = 'app-server';
/** Stem of the exported bundle files: `vv_agent_app_server.schemas.json`, `vv_agent_app_server.ts`. */
export const APP_SERVER_BUNDLE_STEM = 'vv_agent_app_server';

/**
 * The committed JSON Schema and TypeScript bundles of the App Server protocol: what
 * `schema/export` returns and what `app-server schema` / `generate-ts` write. Loaded on demand
 * (it is ~350 KB of data) rather than at start-up.
 */
export async function loadAppServerExportBundle(): Promise<ExportBundle> {
  const module = await import('../../../generated/app-server/export-bundle.js');
  return module.exportBundle;
}

/**
 * The `schema/export` result: every value a string, as the reference's `SchemaExportResponse`
 * (contract section 3): each schema as the text `app-server schema` writes, each TypeScript file's source.
 */
export async function schemaExportResult(): Promise<SchemaExportResponse> {
  const bundle = await loadAppServerExportBundle();
  return { jsonSchema: schemaFileTexts(bundle), typescript: bundle.typescript };
}
