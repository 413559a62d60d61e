import { Args, Command, Flags } from '@oclif/core';
import { helpDefault } from '../../../lib/cli/helpDefault.js';
import type { TurnCompletedParams } from '../../../../generated/app-server/types.js';
import type { SchemaViolation } from '../../../lib/debug/index.js';

export default class DebugAppServerSendMessage extends Command {
  static override summary = 'Talk to an App Server once: send a message, show the turn, stop at turn/completed.';
  static override description = [
    'Starts an App Server (this package\'s own on the scripted backend by default: no keys, no network), sends initialize, initialized, thread/start and turn/start, and follows the turn to turn/completed.',
    'On a terminal it shows a live view: streaming text and tool calls in the order they happen (each tool with a one-line summary of its arguments and result), a spinner while the model thinks, approval prompts ([y] allow, [a] allow for session, [n] deny; the content to write or the command to run), final status and token usage; NO_COLOR turns colours off. Otherwise, or with --json, it prints the transcript as JSONL: {"method":"debug/input",...} first, then every message in both directions, one per line, up to and including turn/completed.',
    'Without a terminal (stdout or stdin), approvals are answered with --approve (default deny). Messages that do not match the schemas are reported on stderr.',
    'Settings, backend and model default as for app-server ($VV_AGENT_SETTINGS, $VV_AGENT_HOME/settings.{json,toml}, the shipped example; $VV_AGENT_BACKEND, $VV_AGENT_MODEL, the first model). The built-in server keeps threads in memory unless --state-dir (or --thread) is given; --thread continues a stored thread with thread/resume.',
    'Ctrl-C interrupts the turn (turn/interrupt) and exits 130; a second Ctrl-C stops at once. Exit 1 when the turn fails or when, before turn/completed, the server writes a line the client cannot read (not JSON, too long, not JSON-RPC, a method the protocol does not have: the transcript ends there, with the client\'s error reply to it when it sends one), 2 on a usage or configuration error.',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> debug app-server send-message hello',
    '<%= config.bin %> debug app-server send-message --json "list the files" --record hello.jsonl',
    '<%= config.bin %> debug app-server send-message --settings local_settings.json --backend moonshot --model kimi-k2 "summarize the workspace"',
    '<%= config.bin %> debug app-server send-message --server "node other-server.js --stdio" hello',
    '<%= config.bin %> debug app-server send-message --mcp-config mcp.json --approve allow "add 2 and 3 with the calculator"',
    '<%= config.bin %> debug app-server send-message --state-dir ./state "look at the README"',
    '<%= config.bin %> debug app-server send-message --state-dir ./state --thread thread_1 "and now the docs"',
  ];
  // Written out because oclif's generated line would show --settings, --backend and --model as
  // excluding each other; only --server excludes them.
  static override usage = [
    'debug app-server send-message WORDS... [--json] [--record FILE] [--cwd DIR | --thread ID] [--state-dir DIR] [--approve allow|allow_session|deny] [--settings FILE] [--backend NAME] [--model NAME] [--timeout-seconds N] [--approval-timeout-seconds N] [--mcp-config FILE]',
    'debug app-server send-message WORDS... --server COMMAND [--json] [--record FILE] [--cwd DIR | --thread ID] [--approve allow|allow_session|deny]',
  ];
  static override strict = false;
  static override args = {
    words: Args.string({ description: 'The message (all remaining words).', required: true }),
  };
  static override flags = {
    json: Flags.boolean({ description: 'Print the transcript as JSONL (one JSON message per line, both directions) instead of the live view, even on a terminal.', default: false }),
    server: Flags.string({ description: 'Another App Server command to drive instead of the built-in one (split on spaces; a backslash keeps a space in an argument).', exclusive: ['settings', 'backend', 'model', 'timeout-seconds', 'approval-timeout-seconds', 'state-dir', 'mcp-config'] }),
    settings: Flags.string({ description: 'vv-llm settings file for the built-in server.', ...helpDefault('$VV_AGENT_SETTINGS, else $VV_AGENT_HOME/settings.{json,toml}, else the shipped example') }),
    backend: Flags.string({ description: 'Backend for the built-in server.', ...helpDefault('$VV_AGENT_BACKEND, else the one of the first model') }),
    model: Flags.string({ description: 'Model for the built-in server.', ...helpDefault('$VV_AGENT_MODEL, else the first model of the backend') }),
    'state-dir': Flags.string({ description: 'Keep the built-in server\'s threads in this directory (without it and without --thread: in memory).', ...helpDefault('with --thread: $VV_AGENT_HOME, else ~/.vv-agent') }),
    thread: Flags.string({ description: 'Continue this stored thread (thread/resume) instead of starting a new one.', exclusive: ['cwd'] }),
    'timeout-seconds': Flags.string({ description: 'LLM request timeout of the built-in server.', ...helpDefault('90') }),
    'approval-timeout-seconds': Flags.string({ description: 'How long the built-in server waits for an approval answer.', ...helpDefault('30') }),
    'mcp-config': Flags.string({ description: 'MCP servers whose tools the built-in server\'s agent gets.', ...helpDefault('$VV_AGENT_HOME/mcp.json when it exists') }),
    cwd: Flags.string({ description: 'Working directory of the thread (tools run there).' }),
    record: Flags.string({ description: 'Also save the transcript (both directions, with timestamps) to this JSONL file.' }),
    approve: Flags.string({ description: 'Answer to approvals when not interactive.', options: ['allow', 'allow_session', 'deny'], default: 'deny' }),
  };

  /** Its own `--json` (the JSONL transcript) also makes an error one JSON object on stdout (lib/cli/jsonCliError.ts). */
  override jsonEnabled(): boolean {
    const end = this.argv.indexOf('--');
    return (end === -1 ? this.argv : this.argv.slice(0, end)).includes('--json');
  }

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(DebugAppServerSendMessage);
    const text = (argv as string[]).join(' ');
    const { resolveServerChoice, serverCommand, turnOutcome, TranscriptRecorder } = await import('../../../lib/debug/index.js');
    const { approvalTimeoutMs, parseTimeoutSeconds } = await import('../../../lib/cli/options.js');
    const approvalTimeoutSeconds = parseTimeoutSeconds(flags['approval-timeout-seconds']);
    // Checked here (one line, exit 2, before any output) rather than by the built-in server mid-transcript.
    const approvalTimeout = approvalTimeoutMs(flags['approval-timeout-seconds']);
    // A bad settings file, backend or model, an unknown or busy thread: one line before any output.
    const choice = await resolveServerChoice({
      ...(flags.server !== undefined ? { server: flags.server } : {}),
      ...(flags['state-dir'] !== undefined ? { stateDir: flags['state-dir'] } : {}),
      ...(flags.thread !== undefined ? { threadId: flags.thread } : {}),
      ...(flags.settings !== undefined ? { settings: flags.settings } : {}),
      ...(flags.backend !== undefined ? { backend: flags.backend } : {}),
      ...(flags.model !== undefined ? { model: flags.model } : {}),
      ...(flags['timeout-seconds'] !== undefined ? { timeoutSeconds: Number(flags['timeout-seconds']) } : {}),
      ...(approvalTimeoutSeconds !== undefined ? { approvalTimeoutSeconds } : {}),
      ...(flags['mcp-config'] !== undefined ? { mcpConfig: flags['mcp-config'] } : {}),
    });
    const command = await serverCommand(choice);
    const recorder = flags.record
      ? new TranscriptRecorder(flags.record, { type: 'vv-agent.transcript', version: 1, input: { text }, server: command, recordedAt: Date.now() })
      : null;
    // First Ctrl-C (SIGINT, or the key in the live view): turn/interrupt; the second: stop now.
    const interrupt = new AbortController();
    let serverPid: number | null = null;
    const onCtrlC = (): void => {
      if (!interrupt.signal.aborted) {
        interrupt.abort();
        return;
      }
      if (serverPid !== null) {
        try {
          process.kill(serverPid, 'SIGKILL');
        } catch {
          // Already gone: nothing left to stop.
        }
      }
      process.exit(EXIT_INTERRUPTED);
    };
    process.on('SIGINT', onCtrlC);
    const answer = { decision: flags.approve as 'allow' | 'allow_session' | 'deny', reason: 'answered by --approve' };
    const options = {
      ...choice,
      server: command,
      text,
      ...(flags.cwd !== undefined ? { cwd: flags.cwd } : {}),
      ...(flags.thread !== undefined ? { threadId: flags.thread } : {}),
      interrupt: interrupt.signal,
      onServerStarted: (pid: number | null) => void (serverPid = pid),
      approve: () => answer,
      onViolation: (violation: SchemaViolation) => process.stderr.write(`vv-agent: server ${violation.what} does not match the schemas: ${violation.problem}\n`),
      onUnreadable: (reason: string, ts: number) => recorder?.record({ ts, direction: 'server', unreadable: reason }),
    };
    let completed: TurnCompletedParams;
    if (process.stdout.isTTY === true && !flags.json) {
      const interactive = process.stdin.isTTY === true;
      if (!interactive) process.stderr.write(`vv-agent: stdin is not a terminal: approvals are answered with --approve ${flags.approve}\n`);
      // React's development build prints warnings a user cannot act on.
      process.env['NODE_ENV'] = 'production';
      const { liveSendMessage } = await import('../../../lib/ui/liveSendMessage.js');
      // The built-in server's timeout is known (the flag, its variable, else the default); another server's is not.
      const knownTimeout = flags.server === undefined ? (approvalTimeout ?? (await import('../../../lib/runtime/approvalBroker.js')).DEFAULT_APPROVAL_TIMEOUT_MS) : undefined;
      ({ completed } = await liveSendMessage({
        ...options,
        interactive,
        onCtrlC,
        ...(knownTimeout !== undefined ? { approvalTimeoutMs: knownTimeout } : {}),
        onMessage: (direction, message, ts) => recorder?.record({ ts, direction, message }),
      }));
    } else {
      const { sendMessage } = await import('../../../lib/debug/index.js');
      const print = (message: unknown): void => void process.stdout.write(`${JSON.stringify(message)}\n`);
      print({ method: 'debug/input', params: { text, server: command } });
      // The README's "said in one line": the transcript shows the reply, stderr says where it came from.
      let told = false;
      ({ completed } = await sendMessage({
        ...options,
        approve: () => {
          if (!told) process.stderr.write(`vv-agent: approvals are answered with --approve ${flags.approve} (not interactive)\n`);
          told = true;
          return answer;
        },
        onMessage: (direction, message, ts) => {
          recorder?.record({ ts, direction, message });
          print(message);
        },
      }));
      if (turnOutcome(completed) === 'interrupted') process.stderr.write('vv-agent: turn interrupted\n');
      else if (turnOutcome(completed) === 'failed') process.stderr.write(`vv-agent: turn failed: ${completed.error ?? 'no reason given'}\n`);
    }
    process.off('SIGINT', onCtrlC);
    // Always leave after turn/completed (a stdin handle or a late timer must not keep us here).
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    const outcome = turnOutcome(completed);
    process.exit(outcome === 'completed' ? 0 : outcome === 'interrupted' ? EXIT_INTERRUPTED : 1);
  }
}

/** 128 + SIGINT, as shells report a program stopped by Ctrl-C. */
const EXIT_INTERRUPTED = 130;
