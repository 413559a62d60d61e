import { Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';
import { writtenFiles, type WrittenFiles } from '../../lib/cli/writtenFiles.js';

export default class SchemaGenerate extends Command {
  static override summary = 'Regenerate generated/ from schemas/.';
  static override description =
    'Writes the TypeScript types, precompiled validators, method tables and export bundles of every protocol under schemas/ into generated/, removing (and listing) files no schema produces any more. Prints one `wrote PATH` or `removed PATH` line per file. Same as npm run generate.';
  static override examples = ['<%= config.bin %> schema generate'];
  static override enableJsonFlag = true;
  static override flags = {
    root: Flags.directory({ description: 'Project root holding schemas/ and generated/.', exists: true, ...helpDefault('this package') }),
  };

  async run(): Promise<WrittenFiles> {
    const { flags } = await this.parse(SchemaGenerate);
    const { writeGenerated } = await import('../../lib/schema/index.js');
    const { packageRoot } = await import('../../lib/shared/packageRoot.js');
    const { written, removed } = await writeGenerated(flags.root ?? packageRoot());
    const { report, lines } = writtenFiles(written, removed);
    for (const line of lines) this.log(line);
    return report;
  }
}
