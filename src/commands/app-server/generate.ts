import { Command, Flags } from '@oclif/core';
import { writtenFiles, type WrittenFiles } from '../../lib/cli/writtenFiles.js';
import { MODEL_LANGUAGES } from '../../lib/schema/modelLanguages.js';

const LANGUAGES = Object.keys(MODEL_LANGUAGES);

export default class AppServerGenerate extends Command {
  static override summary = 'Write typed App Server models for another language.';
  static override description =
    'Runs the same quicktype pipeline as the TypeScript types to emit the protocol models in Python, Go, Rust, Swift, Kotlin or C#, as one file <out>/vv_agent_app_server.<ext>.';
  static override examples = [
    '<%= config.bin %> app-server generate --lang python --out target/models',
    '<%= config.bin %> app-server generate --lang rust --out target/models',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    lang: Flags.string({ description: 'Target language.', options: LANGUAGES, required: true }),
    out: Flags.string({ description: 'Output directory (created if missing).', required: true }),
  };

  async run(): Promise<WrittenFiles> {
    const { flags } = await this.parse(AppServerGenerate);
    // The language is checked by the library (one list, one message) before anything is written.
    const { writeModels } = await import('../../lib/schema/otherLanguages.js');
    const { packageRoot } = await import('../../lib/shared/packageRoot.js');
    const path = await import('node:path');
    const file = await writeModels(path.join(packageRoot(), 'schemas'), 'app-server', flags.lang, flags.out);
    const { report, lines } = writtenFiles([file]);
    for (const line of lines) this.log(line);
    return report;
  }
}
