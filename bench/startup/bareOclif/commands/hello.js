import { Command, Flags } from '@oclif/core';

export default class Hello extends Command {
  static summary = 'Say hello.';
  static flags = { name: Flags.string({ description: 'Who to greet.', default: 'world' }) };

  async run() {
    const { flags } = await this.parse(Hello);
    this.log(`hello ${flags.name}`);
  }
}
