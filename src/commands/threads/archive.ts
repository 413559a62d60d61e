import { Args, Command } from '@oclif/core';
import { stateDirFlag } from '../../lib/cli/stateDirFlag.js';
import type { ArchiveResult } from '../../lib/threads/index.js';

export default class ThreadsArchive extends Command {
  static override summary = 'Archive a stored thread (as thread/archive does).';
  static override description =
    'Marks the thread archived in the state directory\'s store; threads list then leaves it out unless --all. Refused (exit 2) while an App Server holds the directory: ask that server with thread/archive, or stop it first. Archiving an archived thread changes nothing.';
  static override examples = ['<%= config.bin %> threads archive thread_1', '<%= config.bin %> threads archive thread_1 --state-dir ./state --json'];
  static override args = {
    id: Args.string({ description: 'Thread id (see threads list).', required: true }),
  };
  static override flags = { 'state-dir': stateDirFlag };
  static override enableJsonFlag = true;

  async run(): Promise<ArchiveResult> {
    const { args, flags } = await this.parse(ThreadsArchive);
    const { archiveStoredThread } = await import('../../lib/threads/index.js');
    const result = archiveStoredThread({ stateDir: flags['state-dir'] }, args.id);
    this.log(result.changed ? `archived ${result.threadId}` : `${result.threadId} was already archived`);
    return result;
  }
}
