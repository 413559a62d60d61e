import { Command, Flags } from '@oclif/core';
import { writtenFiles, type WrittenFiles } from '../../lib/cli/writtenFiles.js';

export default class AppServerSchema extends Command {
  static override summary = 'Write the App Server protocol as JSON Schema files.';
  static override description =
    'Writes <out>/json/<Name>.json for each exported type (each self-contained, draft 2020-12) and <out>/json/vv_agent_app_server.schemas.json (name -> schema). Request params are part of ClientRequest.json.';
  static override examples = ['<%= config.bin %> app-server schema --out target/app-server-schema'];
  static override enableJsonFlag = true;
  static override flags = {
    out: Flags.string({ description: 'Output directory (created if missing).', required: true }),
  };

  async run(): Promise<WrittenFiles> {
    const { flags } = await this.parse(AppServerSchema);
    const { writeJsonSchemaFiles } = await import('../../lib/schema/exportFiles.js');
    const { loadAppServerExportBundle, APP_SERVER_BUNDLE_STEM } = await import('../../lib/app-server/protocolExport.js');
    const files = writeJsonSchemaFiles(flags.out, await loadAppServerExportBundle(), APP_SERVER_BUNDLE_STEM);
    const { report, lines } = writtenFiles(files);
    for (const line of lines) this.log(line);
    return report;
  }
}
