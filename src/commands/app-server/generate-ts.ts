import { Command, Flags } from '@oclif/core';
import { writtenFiles, type WrittenFiles } from '../../lib/cli/writtenFiles.js';

export default class AppServerGenerateTs extends Command {
  static override summary = 'Write the App Server protocol as TypeScript types.';
  static override description =
    'Writes vv_agent_app_server.ts (every protocol type, the discriminated unions and method maps) and index.ts. The output compiles under tsc --strict with NodeNext resolution.';
  static override examples = ['<%= config.bin %> app-server generate-ts --out target/app-server-schema/typescript'];
  static override enableJsonFlag = true;
  static override flags = {
    out: Flags.string({ description: 'Output directory (created if missing).', required: true }),
  };

  async run(): Promise<WrittenFiles> {
    const { flags } = await this.parse(AppServerGenerateTs);
    const { writeTypescriptFiles } = await import('../../lib/schema/exportFiles.js');
    const { loadAppServerExportBundle } = await import('../../lib/app-server/protocolExport.js');
    const files = writeTypescriptFiles(flags.out, await loadAppServerExportBundle());
    const { report, lines } = writtenFiles(files);
    for (const line of lines) this.log(line);
    return report;
  }
}
