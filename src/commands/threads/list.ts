import { Command, Flags } from '@oclif/core';
import { stateDirFlag } from '../../lib/cli/stateDirFlag.js';
import type { ThreadListing } from '../../lib/threads/index.js';

export default class ThreadsList extends Command {
  static override summary = 'List the threads the App Server stored in a state directory.';
  static override description = [
    'Reads <state dir>/app-server.sqlite (--state-dir, else $VV_AGENT_HOME, else ~/.vv-agent). While an App Server holds the directory the store is opened read-only and a notice on stderr says so.',
    'Archived threads are left out unless --all is given.',
  ].join('\n');
  static override examples = ['<%= config.bin %> threads list', '<%= config.bin %> threads list --state-dir ./state --all --json'];
  static override flags = {
    'state-dir': stateDirFlag,
    all: Flags.boolean({ description: 'Include archived threads.', default: false }),
  };
  static override enableJsonFlag = true;

  async run(): Promise<ThreadListing> {
    const { flags } = await this.parse(ThreadsList);
    const { listStoredThreads, formatThreadListing, formatAccessNote } = await import('../../lib/threads/index.js');
    const listing = listStoredThreads({ stateDir: flags['state-dir'] }, { includeArchived: flags.all });
    // stdout is the data alone (pipes, scripts); the notice goes to stderr.
    const note = formatAccessNote(listing);
    if (note !== undefined) this.logToStderr(note);
    for (const line of formatThreadListing(listing)) this.log(line);
    return listing;
  }
}
