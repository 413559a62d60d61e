import type { JsonSchema } from './schemaSet.js';

/** The language names quicktype-core accepts. */
export type QuicktypeLanguage = NonNullable<import('quicktype-core').Options['lang']>;

/** One top-level type quicktype names: `name`, read from the schema at `uri`. */
export interface QuicktypeSource {
  readonly name: string;
  readonly uri: string;
}

/**
 * TypeScript renderer options of every pipeline: our names as written (`JsonRpcError`, not
 * `JSONRPCError`), string-literal unions, and types only (the validators are ajv's).
 */
export const TYPESCRIPT_RENDERER_OPTIONS: Readonly<Record<string, string>> = {
  'just-types': 'true',
  'prefer-unions': 'true',
  'prefer-const-values': 'true',
  'acronym-style': 'original',
};

/**
 * The one place quicktype runs: the schemas of `sources`, resolved through `fetch` (address ->
 * document, the fragment already stripped by quicktype's store), rendered in `lang`. Used by the
 * protocol types (`npm run generate`), `app-server generate --lang` and `agent generate-client`.
 */
export async function runQuicktype(
  fetch: (address: string) => JsonSchema | undefined,
  sources: readonly QuicktypeSource[],
  lang: QuicktypeLanguage,
  rendererOptions: Readonly<Record<string, string>>,
): Promise<string> {
  // Loaded here, not at module top: quicktype-core costs ~0.5 s to import and only the
  // generators need it.
  const { quicktype, InputData, JSONSchemaInput, JSONSchemaStore } = await import('quicktype-core');
  class Store extends JSONSchemaStore {
    fetch(address: string): Promise<JsonSchema | undefined> {
      return Promise.resolve(fetch(address));
    }
  }
  const input = new JSONSchemaInput(new Store());
  for (const source of sources) await input.addSource({ name: source.name, uris: [source.uri] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({ inputData, lang, rendererOptions: { ...rendererOptions } });
  return `${result.lines.join('\n').trim()}\n`;
}
