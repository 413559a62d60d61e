import { Args, Command, Flags } from '@oclif/core';

export default class DebugAppServerSendMessage extends Command {
  static override summary = 'Talk to an App Server once: send a message, show the turn, stop at turn/completed.';
  static override description = [
    'Starts an App Server (this package\'s own on the scripted backend by default: no keys, no network), sends initialize, initialized, thread/start and turn/start, and follows the turn to turn/completed.',
    'On a terminal it shows a live view (streaming text, tool calls, approval prompts, final status and token usage). Otherwise, or with --json, it prints the transcript as JSONL: {"method":"debug/input",...} first, then every message in both directions, one per line, up to and including turn/completed.',
    'Without a terminal, approvals are answered with --approve (default deny). Messages that do not match the schemas are reported on stderr.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> debug app-server send-message hello',
    '<%= config.bin %> debug app-server send-message --json "list the files" --record hello.jsonl',
    '<%= config.bin %> debug app-server send-message --settings local_settings.json --backend moonshot --model kimi-k2 "summarize the workspace"',
    '<%= config.bin %> debug app-server send-message --server "node other-server.js --stdio" hello',
  ];
  static override strict = false;
  static override args = {
    words: Args.string({ description: 'The message (all remaining words).', required: true }),
  };
  static override flags = {
    json: Flags.boolean({ description: 'Print the JSONL transcript even on a terminal.', default: false }),
    server: Flags.string({ description: 'Another App Server command to drive instead of the built-in one.', exclusive: ['settings', 'backend', 'model', 'timeout-seconds'] }),
    settings: Flags.string({ description: 'vv-llm settings file for the built-in server (default: the shipped config/settings.example.json).' }),
    backend: Flags.string({ description: 'Backend for the built-in server (default scripted).', dependsOn: ['model'] }),
    model: Flags.string({ description: 'Model for the built-in server (default scripted-default).' }),
    'timeout-seconds': Flags.string({ description: 'LLM request timeout of the built-in server.' }),
    cwd: Flags.string({ description: 'Working directory of the thread (tools run there).' }),
    record: Flags.string({ description: 'Also save the transcript (both directions, with timestamps) to this JSONL file.' }),
    approve: Flags.string({ description: 'Answer to approvals when not interactive.', options: ['allow', 'allow_session', 'deny'], default: 'deny' }),
  };

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(DebugAppServerSendMessage);
    const text = (argv as string[]).join(' ');
    const { serverCommand, TranscriptRecorder } = await import('../../../lib/debug/index.js');
    const choice = {
      ...(flags.server !== undefined ? { server: flags.server } : {}),
      ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
      ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
      ...(flags.model !== undefined ? { model: flags.model } : {}),
      ...(flags['timeout-seconds'] !== undefined ? { timeoutSeconds: Number(flags['timeout-seconds']) } : {}),
    };
    const command = serverCommand(choice);
    const recorder = flags.record
      ? new TranscriptRecorder(flags.record, { type: 'vv-agent.transcript', version: 1, input: { text }, server: command, recordedAt: Date.now() })
      : null;
    const options = {
      ...choice,
      server: command,
      text,
      ...(flags.cwd !== undefined ? { cwd: flags.cwd } : {}),
      onViolation: (message: unknown) => process.stderr.write(`vv-agent: server message does not match the schemas: ${JSON.stringify(message).slice(0, 500)}\n`),
    };
    const interactive = process.stdout.isTTY === true && !flags.json;
    if (interactive) {
      const { liveSendMessage } = await import('../../../lib/ui/liveSendMessage.js');
      await liveSendMessage({ ...options, onMessage: (direction, message, ts) => recorder?.record({ ts, direction, message }) });
      return;
    }
    const { sendMessage } = await import('../../../lib/debug/index.js');
    const print = (message: unknown): void => void process.stdout.write(`${JSON.stringify(message)}\n`);
    print({ method: 'debug/input', params: { text, server: command } });
    await sendMessage({
      ...options,
      approve: () => ({ decision: flags.approve as 'allow' | 'allow_session' | 'deny', reason: 'answered by --approve' }),
      onMessage: (direction, message, ts) => {
        recorder?.record({ ts, direction, message });
        print(message);
      },
    });
  }
}
