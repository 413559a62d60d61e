import type { ClientLanguage } from './clientLanguages.js';
import type { ClientModel } from './clientModel.js';

export async function otherLanguageClientFile(_model: ClientModel, lang: Exclude<ClientLanguage, 'ts'>, _source: string): Promise<Record<string, string>> {
  await Promise.resolve();
  throw new Error(`not yet: ${lang}`);
}
