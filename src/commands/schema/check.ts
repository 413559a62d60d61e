import { Command, Flags } from '@oclif/core';
import { helpDefault } from '../../lib/cli/helpDefault.js';

export default class SchemaCheck extends Command {
  static override summary = 'Fail when generated/ differs from what schemas/ produce.';
  static override description =
    'Regenerates every generated file in memory from schemas/ and compares it with generated/. On drift it names each stale, missing or extra file with a short diff and exits 1. CI runs it.';
  static override examples = ['<%= config.bin %> schema check', '<%= config.bin %> schema check --root ./my-checkout --json'];
  static override enableJsonFlag = true;
  static override flags = {
    root: Flags.directory({ description: 'Project root holding schemas/ and generated/.', exists: true, ...helpDefault('this package') }),
  };

  async run(): Promise<{ upToDate: boolean; drift: Array<{ file: string; kind: string; diff: string }> }> {
    const { flags } = await this.parse(SchemaCheck);
    const { checkGenerated } = await import('../../lib/schema/index.js');
    const { packageRoot } = await import('../../lib/shared/packageRoot.js');
    const drift = await checkGenerated(flags.root ?? packageRoot());
    if (drift.length > 0) {
      process.exitCode = 1;
      if (!this.jsonEnabled()) {
        const fix = `vv-agent schema generate${flags.root === undefined ? '' : ` --root ${flags.root}`}`;
        this.logToStderr(`generated/ is stale: ${drift.length} file(s) differ from schemas/; run: ${fix}`);
        for (const d of drift) {
          this.logToStderr(`  ${d.kind} ${d.file}`);
          if (d.diff) this.logToStderr(d.diff.replace(/^/gm, '    '));
        }
      }
    } else {
      this.log('generated/ is up to date with schemas/');
    }
    return { upToDate: drift.length === 0, drift: drift.map((d) => ({ ...d })) };
  }
}
