/**
 * `agent generate-client`: a typed client of any agent from its `/capabilities` document, one
 * method per callable action, its input/output types from `input_schema`/`output_schema` through
 * the same quicktype runner as the protocol types (src/lib/schema).
 */
import { readFileSync } from 'node:fs';
import type { Capabilities } from '../../../../../generated/actions/types.js';
import { validateCapabilities } from '../../../../../generated/actions/validators.js';
import { ensureOutputDir, outputDirPath, writeOutputFiles } from '../../../schema/exportFiles.js';
import { UsageError } from '../../../shared/errors.js';
import { AgentClient, capabilitiesProblem } from '../AgentClient.js';
import { CLIENT_LANGUAGES, isClientLanguage, type ClientLanguage } from './clientLanguages.js';
import { clientModel, type ClientModel } from './clientModel.js';
import { otherLanguageClientFiles } from './otherLanguageClients.js';
import { typescriptClientFiles } from './typescriptClient.js';

export interface CapabilitiesSource {
  /** A running agent's base URL (GET /capabilities). */
  readonly url?: string | undefined;
  /** Or a saved /capabilities document (`agent capabilities --json > caps.json`). */
  readonly file?: string | undefined;
  /** Bearer token for the URL. */
  readonly token?: string | undefined;
}

export interface LoadedCapabilities {
  readonly capabilities: Capabilities;
  /** What the document came from, for the generated files' banner. */
  readonly source: string;
}

export function clientLanguage(lang: string): ClientLanguage {
  if (!isClientLanguage(lang)) throw new UsageError(`unknown language '${lang}'; expected one of ${CLIENT_LANGUAGES.join(', ')}`, 'unknown_language');
  return lang;
}

/**
 * The /capabilities document, validated with the generated validator. A saved file that is
 * missing or not a capabilities document is the user's to fix (a usage error); a URL is read by
 * the AgentClient of `agent capabilities` and `agent call`, whose errors pass unchanged, so that
 * an agent that is unreachable, refuses the token or answers something else fails the same way
 * (exit 1) whichever of them met it.
 */
export async function loadCapabilities(from: CapabilitiesSource): Promise<LoadedCapabilities> {
  if ((from.url === undefined) === (from.file === undefined)) throw new UsageError('pass exactly one of --url URL or --capabilities FILE', 'capabilities_source');
  if (from.file !== undefined) {
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(from.file, 'utf8'));
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
      throw new UsageError(`--capabilities ${from.file}: ${why}`, 'invalid_capabilities');
    }
    if (!validateCapabilities(body)) throw new UsageError(`--capabilities ${from.file}: ${capabilitiesProblem()}`, 'invalid_capabilities');
    return { capabilities: body, source: from.file };
  }
  const client = new AgentClient({ url: from.url!, token: from.token });
  try {
    return { capabilities: await client.capabilities(), source: `${client.baseUrl}/capabilities` };
  } finally {
    await client.close();
  }
}

/** File name -> content of the client in `lang`, and the model it was written from. */
export async function generateClientFiles(capabilities: Capabilities, lang: ClientLanguage, source: string): Promise<{ files: Record<string, string>; model: ClientModel }> {
  const model = clientModel(capabilities);
  const files = lang === 'ts' ? await typescriptClientFiles(model, source) : await otherLanguageClientFiles(model, lang, source);
  return { files, model };
}

export interface GeneratedClient {
  readonly files: string[];
  /** The actions that got a method. */
  readonly actions: string[];
  /** Advertised actions left out, and why. */
  readonly skipped: { name: string; reason: string }[];
}

export async function writeClient(from: CapabilitiesSource & { readonly lang?: string; readonly out: string }): Promise<GeneratedClient> {
  const lang = clientLanguage(from.lang ?? 'ts');
  // A --out that can never be written is refused before the agent is asked anything.
  outputDirPath(from.out);
  const { capabilities, source } = await loadCapabilities(from);
  const { files, model } = await generateClientFiles(capabilities, lang, source);
  const written = writeOutputFiles(ensureOutputDir(from.out), files);
  return { files: written, actions: model.actions.map((a) => a.name), skipped: [...model.skipped] };
}
