import type { ExportBundle } from '../../../generated/app-server/export-bundle.js';

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
