import { Command, Flags } from '@oclif/core';

export default class SchemaGenerate extends Command {
  static override summary = 'Regenerate generated/ from schemas/.';
  static override description =
    'Writes the TypeScript types, precompiled validators, method tables and export bundles of every protocol under schemas/ into generated/, removing files no schema produces. Same as npm run generate.';
  static override examples = ['<%= config.bin %> schema generate'];
  static override enableJsonFlag = true;
  static override flags = {
    root: Flags.directory({ description: 'Project root holding schemas/ and generated/ (default: this package).', exists: true }),
  };

  async run(): Promise<{ files: string[] }> {
    const { flags } = await this.parse(SchemaGenerate);
    const { writeGenerated } = await import('../../lib/schema/index.js');
    const { packageRoot } = await import('../../lib/shared/packageRoot.js');
    const files = await writeGenerated(flags.root ?? packageRoot());
    for (const f of files) this.log(`wrote ${f}`);
    return { files };
  }
}
