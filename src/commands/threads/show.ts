import { Args, Command } from '@oclif/core';
import { stateDirFlag } from '../../lib/cli/stateDirFlag.js';
import type { ThreadDetail } from '../../lib/threads/index.js';

export default class ThreadsShow extends Command {
  static override summary = 'Show one stored thread: its turns and items.';
  static override description =
    'One line per turn and per item (user and agent messages, tool calls with their result, approvals, errors). --json prints {thread, turns, items} as thread/read returns them, with the state directory. Read-only while an App Server holds the directory (a notice on stderr says so).';
  static override examples = ['<%= config.bin %> threads show thread_1', '<%= config.bin %> threads show thread_1 --state-dir ./state --json'];
  static override args = {
    id: Args.string({ description: 'Thread id (see threads list).', required: true }),
  };
  static override flags = { 'state-dir': stateDirFlag };
  static override enableJsonFlag = true;

  async run(): Promise<ThreadDetail> {
    const { args, flags } = await this.parse(ThreadsShow);
    const { showStoredThread, formatThreadDetail, formatAccessNote } = await import('../../lib/threads/index.js');
    const detail = showStoredThread({ stateDir: flags['state-dir'] }, args.id);
    // stdout is the data alone (pipes, scripts); the notice goes to stderr.
    const note = formatAccessNote(detail);
    if (note !== undefined) this.logToStderr(note);
    for (const line of formatThreadDetail(detail)) this.log(line);
    return detail;
  }
}
