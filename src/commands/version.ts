import { Command } from '@oclif/core';

export default class Version extends Command {
  static override summary = 'Print the version (the same line as --version).';
  static override examples = ['<%= config.bin %> version'];

  async run(): Promise<void> {
    await this.parse(Version);
    this.log(this.config.userAgent);
  }
}
