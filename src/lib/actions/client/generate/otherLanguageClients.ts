import { MODEL_LANGUAGES } from '../../../schema/modelLanguages.js';
import type { ClientLanguage } from './clientLanguages.js';
import type { ClientModel } from './clientModel.js';
import { generatedBanner, quicktypeClientTypes } from './clientTypes.js';
import { csharpClient } from './csharpClient.js';
import { goClient } from './goClient.js';
import { kotlinClient } from './kotlinClient.js';
import { pythonClient } from './pythonClient.js';
import { rustClient } from './rustClient.js';
import { swiftClient } from './swiftClient.js';

/**
 * The client in a language other than TypeScript: the models from quicktype with the options
 * `app-server generate --lang` uses (package `vvagent`, namespace `VvAgent`...), and an HTTP
 * client written around them.
 */
export async function otherLanguageClientFiles(advertised: ClientModel, lang: Exclude<ClientLanguage, 'ts'>, source: string): Promise<Record<string, string>> {
  const spec = MODEL_LANGUAGES[lang];
  const { source: models, model } = await quicktypeClientTypes(advertised, spec.quicktype, spec.options);
  const banner = generatedBanner(source);
  switch (lang) {
    case 'python':
      return pythonClient(model, models, banner);
    case 'go':
      return goClient(model, models, banner, MODEL_LANGUAGES.go.options.package);
    case 'rust':
      return rustClient(model, models, banner);
    case 'swift':
      return swiftClient(model, models, banner);
    case 'kotlin':
      return kotlinClient(model, models, banner, MODEL_LANGUAGES.kotlin.options.package);
    case 'csharp':
      return csharpClient(model, models, banner, MODEL_LANGUAGES.csharp.options.namespace);
  }
}
