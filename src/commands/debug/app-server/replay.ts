import { Args, Command, Flags } from '@oclif/core';

export default class DebugAppServerReplay extends Command {
  static override summary = 'Replay a recorded transcript against an App Server and report every difference.';
  static override description =
    'Sends the client side of a recording (from send-message --record) to a server, in order, and compares what the server says with the recorded server side, ignoring ids, timestamps and durations. The server is the one recorded in the transcript\'s header (vv-agent\'s own App Server runs on this installation with the recorded arguments) unless --server, or --settings/--backend/--model for the built-in one, say otherwise. A recording of a run that failed at a server line the client cannot read is compared up to that line. Exits 1 when anything differs.';
  static override examples = [
    '<%= config.bin %> debug app-server replay hello.jsonl',
    '<%= config.bin %> debug app-server replay hello.jsonl --server "node other-server.js --stdio"',
  ];
  static override usage = [
    'debug app-server replay FILE [--json]',
    'debug app-server replay FILE --server COMMAND [--json]',
    'debug app-server replay FILE [--settings FILE] [--backend NAME --model NAME] [--json]',
  ];
  static override args = {
    file: Args.string({ description: 'Transcript recorded with --record.', required: true }),
  };
  static override flags = {
    server: Flags.string({ description: 'App Server command to replay against (default: the one recorded in the transcript); split on spaces, a backslash keeps a space in an argument.', exclusive: ['settings', 'backend', 'model'] }),
    settings: Flags.string({ description: 'Replay against the built-in server with this settings file instead of the recorded server.' }),
    backend: Flags.string({ description: 'Backend for the built-in server.', dependsOn: ['model'] }),
    model: Flags.string({ description: 'Model for the built-in server.' }),
  };
  static override enableJsonFlag = true;

  async run(): Promise<{ server: string[]; differences: Array<{ entry: number; description: string }>; serverMessages: number }> {
    const { args, flags } = await this.parse(DebugAppServerReplay);
    const { readTranscript, recordedServerCommand, replayTranscript, serverCommand } = await import('../../../lib/debug/index.js');
    const transcript = readTranscript(args.file);
    const chosen = flags.server !== undefined || flags.settings !== undefined || flags.backend !== undefined || flags.model !== undefined;
    const command = chosen
      ? await serverCommand({
          ...(flags.server !== undefined ? { server: flags.server } : {}),
          ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
          ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
          ...(flags.model !== undefined ? { model: flags.model } : {}),
        })
      : recordedServerCommand(transcript.header, args.file);
    const result = await replayTranscript(transcript, command);
    if (result.differences.length > 0) {
      process.exitCode = 1;
      if (!this.jsonEnabled()) {
        for (const d of result.differences) this.log(`${d.entry > 0 ? `entry ${d.entry}` : 'extra'}: ${d.description}`);
        this.log(`${result.differences.length} difference(s) after ${result.serverMessages} server message(s)`);
      }
    } else if (!this.jsonEnabled()) {
      this.log(`replayed ${transcript.entries.length} messages: no differences (${result.serverMessages} server messages)`);
    }
    return { server: command, differences: result.differences.map((d) => ({ ...d })), serverMessages: result.serverMessages };
  }
}
