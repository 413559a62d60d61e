/**
 * An AgentTeam App answered by an agent (issue 15, point 1), written on `defineApp`: each
 * delivery becomes a turn on an App Server thread. The App Server runs in this process (the
 * library's processor over a linked pair of in-memory transports, driven by the typed client), its
 * threads persist in the state directory's SQLite store, and a small map in the same directory
 * keeps one thread per AgentTeam conversation, so a follow-up mention continues the thread.
 *
 * Streamed text goes out as progress replies at most once per `progressIntervalMs`; the turn's
 * final output is the reply (recorded first, so a redelivered attempt of an answered delivery
 * posts the same reply again instead of running a second turn); a failed turn fails the delivery
 * with its code. Approvals follow `approve` (default deny), and a denial is said in the reply.
 */
import { join } from 'node:path';
import type { AgentMessageDeltaParams, ApprovalRequestParams, ApprovalResponse, InputItem, TurnCompletedParams } from '../../../generated/app-server/types.js';
import type { AppServerClient } from '../app-server-client/index.js';
import type { PreparedAppServer } from '../app-server/index.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import { ensureStateDir } from './ensureStateDir.js';
import { defineApp, STABLE_CODE, type App, type AppContext, type AppDelivery } from './defineApp.js';
import { DeliveryAnswers } from './deliveryAnswers.js';
import { PrivateJsonMap } from './privateJsonMap.js';

export type AgentApproval = 'allow' | 'deny';

export interface AgentAppOptions {
  /** Names the App in logs and reply keys; default `agent`. */
  readonly name?: string;
  /** Threads (SQLite) and the conversation map live here; default `$VV_AGENT_HOME`, else ~/.vv-agent. */
  readonly stateDir?: string | undefined;
  /**
   * The command this App runs in (e.g. `vv-agent agentteam runner`), named to whoever the state
   * directory is refused to meanwhile; default `AgentTeam App <name>`. Its App Server answers no
   * one else, so they are told to stop it, not to ask it.
   */
  readonly holder?: string | undefined;
  /**
   * vv-llm settings file, backend and model; each absent one is found as the App Server finds it
   * (settings discovery: `$VV_AGENT_SETTINGS`, `$VV_AGENT_HOME/settings.*`, else the shipped file,
   * whose first model is the scripted one that needs no key).
   */
  readonly settingsFile?: string | undefined;
  readonly backend?: string | undefined;
  readonly model?: string | undefined;
  /** LLM request timeout in seconds (default 90). */
  readonly timeoutSeconds?: number | undefined;
  /** Tools that ask for approval: allowed, or denied (default) with the denial said in the reply. */
  readonly approve?: AgentApproval | undefined;
  /** At most one progress reply per this many ms while text streams (default 1000). */
  readonly progressIntervalMs?: number | undefined;
  /** Working directory of the threads' tools (default the process's). */
  readonly cwd?: string | undefined;
  /** The App Server's log (default silent). */
  readonly logger?: Logger | undefined;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface AgentApp extends App {
  /** Starts the App Server now instead of on the first delivery (so a bad setting shows at once). */
  start(): Promise<void>;
  /** Ends running turns and closes the thread store. */
  close(): Promise<void>;
}

/** The App Server thread that continues each AgentTeam conversation. */
const conversationThreads = (stateDir: string, appName: string): PrivateJsonMap<string> =>
  new PrivateJsonMap(join(stateDir, `agentteam-${appName}-threads.json`), (value): value is string => typeof value === 'string');

/** The running App Server: started on the first delivery, shared by all of them. */
interface Session {
  readonly client: AppServerClient;
  readonly prepared: PreparedAppServer;
  readonly threads: PrivateJsonMap<string>;
  readonly answers: DeliveryAnswers;
  readonly logger: Logger;
  /** The turn in progress per thread: where its deltas, approvals and completion go. */
  readonly turns: Map<string, TurnListener>;
}

interface TurnListener {
  delta(text: string): void;
  approval(params: ApprovalRequestParams): ApprovalResponse;
  completed(params: TurnCompletedParams): void;
}

/** Batches streamed text into progress replies, at most one per interval, in order. */
class ProgressPacer {
  private pending = '';
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private count = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly attemptId: string,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(text: string): void {
    this.pending += text;
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.last + this.intervalMs - this.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Sends what is still pending now, then as `stop`. */
  async finish(): Promise<void> {
    clearTimeout(this.timer);
    this.flush();
    await this.chain;
  }

  /** Sends nothing more; resolves once what was sent is done (a failed progress reply is not fatal). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.chain;
  }

  private flush(): void {
    this.timer = undefined;
    const text = this.pending.trim();
    this.pending = '';
    if (text === '') return;
    this.last = this.now();
    this.count += 1;
    // Keyed by attempt: a redelivered attempt streams other text, which must not clash with the
    // keys of what the first attempt posted.
    const key = `progress-${this.attemptId}-${this.count}`;
    this.chain = this.chain.then(() => this.ctx.progress(text, { key })).catch((error: unknown) => {
      this.ctx.logger.warn({ err: error }, 'a progress reply was not posted');
    });
  }
}

/**
 * The final reply's key, the same on every attempt of a delivery (the runtime prefixes the App and
 * the delivery): the answer of a redelivered attempt is the recorded one, so the content matches.
 * A failed turn's denial reply stays keyed by attempt: a later attempt runs a new turn, whose text
 * may differ, and the same key with other content is refused (409 idempotency_conflict).
 */
const FINAL_REPLY_KEY = 'final';

/** A turn that did not complete as a stable fail code: `turn_<completion reason>`, else `turn_failed`. */
function failCode(completed: TurnCompletedParams): string {
  const reason = completed.completionReason;
  return reason !== undefined && reason !== 'failed' && STABLE_CODE.test(`turn_${reason}`) ? `turn_${reason}` : 'turn_failed';
}

/**
 * An App whose every delivery is a turn of an agent. Its App Server starts with the first
 * delivery; a bad settings file, backend or model fails that delivery and is logged.
 */
export function agentApp(options: AgentAppOptions = {}): AgentApp {
  const name = options.name ?? 'agent';
  const progressIntervalMs = options.progressIntervalMs ?? 1000;
  const approve = options.approve ?? 'deny';
  let session: Promise<Session> | undefined;
  // One turn at a time per conversation: a second mention waits for the first to finish.
  const queues = new Map<string, Promise<void>>();

  const start = async (logger: Logger): Promise<Session> => {
    const [{ prepareAppServer }, { AppServerClient }, { createLinkedTransports }, { locateStateDir }] = await Promise.all([
      import('../app-server/index.js'),
      import('../app-server-client/index.js'),
      import('../jsonrpc/index.js'),
      import('../app-server/store/index.js'),
    ]);
    const env = options.env ?? process.env;
    const serverLogger = options.logger ?? logger;
    const located = locateStateDir({ stateDir: options.stateDir, env });
    const stateDir = located.dir;
    ensureStateDir(stateDir, located.origin);
    const prepared = await prepareAppServer({
      listen: 'stdio',
      ...(options.settingsFile !== undefined ? { settings: options.settingsFile } : {}),
      ...(options.backend !== undefined ? { backend: options.backend } : {}),
      ...(options.model !== undefined ? { model: options.model } : {}),
      // As given, not resolved: the server resolves it the same way and knows where it came from.
      ...(options.stateDir !== undefined ? { stateDir: options.stateDir } : {}),
      holder: { command: options.holder ?? `AgentTeam App ${name}`, untilStopped: true },
      env,
      logger: serverLogger,
      ...(options.timeoutSeconds !== undefined ? { timeoutSeconds: options.timeoutSeconds } : {}),
    });
    const [serverSide, clientSide] = createLinkedTransports();
    prepared.processor.connect(serverSide);
    const client = new AppServerClient(clientSide, { requestTimeoutMs: 60_000 });
    const turns = new Map<string, TurnListener>();
    client.on('item/agentMessage/delta', (params: AgentMessageDeltaParams) => turns.get(params.threadId)?.delta(params.delta));
    client.on('turn/completed', (params) => turns.get(params.threadId)?.completed(params));
    client.onApprovalRequest((params) => turns.get(params.threadId)?.approval(params) ?? { decision: 'deny', reason: 'no turn of this App is waiting for it' });
    await client.initialize({ clientInfo: { name: `vv-agent-agentteam-${name}`, title: `AgentTeam App ${name}`, version: '0.1.0' } });
    await client.initialized();
    return { client, prepared, threads: conversationThreads(stateDir, name), answers: new DeliveryAnswers(stateDir, name), logger: serverLogger, turns };
  };

  /**
   * The conversation's thread: the one it had, or a new one remembered for next time. The App
   * Server gives the model a thread's earlier turns, so a follow-up mention is answered in context.
   */
  const threadFor = async (s: Session, conversation: string): Promise<string> => {
    const known = s.threads.get(conversation);
    if (known !== undefined) {
      try {
        await s.client.threadResume({ threadId: known });
        return known;
      } catch (error) {
        // The store was reset or the thread deleted: the conversation starts over.
        s.logger.warn({ err: error, threadId: known }, 'the conversation\'s thread is gone; starting a new one');
      }
    }
    const thread = await s.client.threadStart({
      metadata: { agentteamConversation: conversation },
      ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    });
    s.threads.set(conversation, thread.threadId);
    return thread.threadId;
  };

  /** The shared session, started once; a failed start is tried again by the next delivery. */
  const open = async (logger: Logger): Promise<Session> => {
    session ??= start(logger);
    try {
      return await session;
    } catch (error) {
      session = undefined;
      throw error;
    }
  };

  const runTurn = async (delivery: AppDelivery, ctx: AppContext): Promise<void> => {
    const s = await open(ctx.logger);
    const answered = s.answers.get(delivery.deliveryId);
    if (answered !== undefined) {
      ctx.logger.info({ deliveryId: delivery.deliveryId, attemptId: delivery.attemptId }, 'a new attempt of an answered delivery: its reply is sent again, no new turn');
      await ctx.reply(answered, { key: FINAL_REPLY_KEY });
      return;
    }
    const threadId = await threadFor(s, delivery.conversation);
    const pacer = new ProgressPacer(ctx, delivery.attemptId, progressIntervalMs);
    const denied: string[] = [];
    let turnId: string | undefined;
    const completed = new Promise<TurnCompletedParams>((resolve) => {
      s.turns.set(threadId, {
        delta: (text) => pacer.add(text),
        approval: (params) => {
          if (approve === 'allow') return { decision: 'allow', reason: 'allowed by the AgentTeam App (--approve allow)' };
          denied.push(params.toolName);
          return { decision: 'deny', reason: 'denied by the AgentTeam App (--approve deny)' };
        },
        completed: (params) => {
          if (turnId === undefined || params.turnId === turnId) resolve(params);
        },
      });
    });
    const interrupt = (): void => {
      if (turnId !== undefined) s.client.turnInterrupt({ threadId, expectedTurnId: turnId }).catch(() => undefined);
    };
    ctx.signal.addEventListener('abort', interrupt, { once: true });
    try {
      const text = delivery.text === '' ? '(the message was empty)' : delivery.text;
      const input: InputItem[] = [{ type: 'text', text }];
      const turn = await s.client.turnStart({ threadId, input, metadata: { agentteamDeliveryId: delivery.deliveryId } });
      turnId = turn.turnId;
      if (ctx.signal.aborted) interrupt();
      const result = await completed;
      // Interrupted by shutdown or the lease: left to the platform, never acked half-done.
      if (ctx.signal.aborted) throw ctx.signal.reason;
      // The rest of the streamed text, so progress shows all of it before the final reply.
      await pacer.finish();
      const denial = denied.length === 0 ? '' : `\n\n(Not run: ${[...new Set(denied)].join(', ')} needed approval, and this App denies it. Run it with --approve allow to let it.)`;
      if (result.status === 'completed') {
        const output = (result.finalOutput ?? result.partialOutput ?? '').trim();
        const answer = `${output === '' ? '(no answer)' : output}${denial}`;
        s.answers.set(delivery.deliveryId, answer);
        await ctx.reply(answer, { key: FINAL_REPLY_KEY });
        return;
      }
      const message = (result.error ?? `the turn ended ${result.status}`).slice(0, 500);
      if (denial !== '') await ctx.reply(`${message}${denial}`, { key: `final-${delivery.attemptId}` });
      await ctx.fail(failCode(result), message);
    } finally {
      ctx.signal.removeEventListener('abort', interrupt);
      s.turns.delete(threadId);
      await pacer.stop();
    }
  };

  const app = defineApp({
    name,
    handle: async (delivery, ctx) => {
      const previous = queues.get(delivery.conversation) ?? Promise.resolve();
      const mine = previous.then(() => runTurn(delivery, ctx));
      const settled = mine.then(
        () => undefined,
        () => undefined,
      );
      queues.set(delivery.conversation, settled);
      try {
        await mine;
      } finally {
        if (queues.get(delivery.conversation) === settled) queues.delete(delivery.conversation);
      }
    },
  });

  return Object.freeze({
    ...app,
    start: async () => {
      await open(options.logger ?? silentLogger());
    },
    close: async () => {
      const running = session;
      session = undefined;
      if (running === undefined) return;
      const s = await running.catch(() => undefined);
      if (s === undefined) return;
      await s.client.close();
      await s.prepared.processor.shutdown('the AgentTeam App stopped');
      await s.prepared.close();
    },
  });
}
