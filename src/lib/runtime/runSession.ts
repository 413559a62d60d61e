/**
 * The mutable state of one run, shared by the loop (which drives it) and the RunHandle (which
 * observes and steers it). Internal: not exported from index.ts.
 */
import type { Agent } from './agent.js';
import { EventChannel } from './eventChannel.js';
import { RUN_EVENT_VERSION, type RunEvent, type RunEventBody } from './events.js';
import type { ResolvedRunConfig } from './runConfig.js';
import type { RunResult } from './runResult.js';
import type { Tool } from './tools/tool.js';

export type RunPhase = 'starting' | 'model' | 'tools' | 'awaiting_approval' | 'finished';

export class RunSession {
  readonly runId: string;
  readonly channel: EventChannel<RunEvent>;
  readonly abortController = new AbortController();
  /** The agent's tools, joined by its deferredTools once the loop has them. */
  readonly tools: Map<string, Tool>;
  /** Tool names approved with `allow_session`: approval is skipped for them for the rest of the run. */
  readonly sessionAllowedTools = new Set<string>();
  phase: RunPhase = 'starting';
  cycleIndex = 0;
  /** Real path of the workspace, set once the loop has checked it. */
  workspace = '';
  result: RunResult | undefined;
  private seq = 0;
  private steers: string[] = [];
  private acceptingSteers = true;
  private readonly followUps: string[] = [];
  private cancelReason: string | undefined;

  constructor(
    readonly agent: Agent,
    readonly input: string,
    readonly config: ResolvedRunConfig,
  ) {
    this.runId = config.runId;
    this.channel = new EventChannel<RunEvent>(config.eventBufferSize);
    this.tools = new Map(agent.tools.map((tool) => [tool.name, tool]));
  }

  get signal(): AbortSignal {
    return this.abortController.signal;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get finished(): boolean {
    return this.result !== undefined;
  }

  get cancellation(): string | undefined {
    return this.cancelReason;
  }

  /**
   * Stamps, stores and delivers one event. Returns a promise only when the caller must wait (a full
   * channel or an asynchronous store), so the streaming hot path costs no allocation per chunk.
   */
  emit(body: RunEventBody): Promise<void> | undefined {
    const event = this.stamp(body);
    const store = this.config.eventStore;
    if (store === undefined) return this.deliver(event);
    // An event the store refused is never delivered; its seq is given back so the stream stays gap-free.
    // Emits are strictly sequential (the loop awaits each), so nothing was stamped in between.
    let stored: void | Promise<void>;
    try {
      stored = store.append(event);
    } catch (error) {
      this.seq -= 1;
      throw error;
    }
    if (stored instanceof Promise) {
      return stored.then(
        () => this.deliver(event),
        (error: unknown) => {
          this.seq -= 1;
          throw error;
        },
      );
    }
    return this.deliver(event);
  }

  /** `emit` for the one high-volume event, built as a single literal (the bench's hot path). */
  emitDelta(cycleIndex: number, messageId: string, text: string): Promise<void> | undefined {
    if (this.config.eventStore !== undefined) return this.emit({ type: 'assistant_delta', cycleIndex, messageId, text });
    this.seq += 1;
    return this.deliver({ v: RUN_EVENT_VERSION, type: 'assistant_delta', runId: this.runId, seq: this.seq, ts: Date.now(), cycleIndex, messageId, text });
  }

  /** Makes the run's appended events durable (RunEventStore.flush); rejects when one could not be stored. */
  async flushEvents(): Promise<void> {
    await this.config.eventStore?.flush?.(this.runId);
  }

  /**
   * The terminal event: stored if possible and, with every earlier event, made durable before the
   * run's result resolves (RunEventStore.flush); delivered without waiting, then the stream ends.
   */
  async emitTerminal(body: RunEventBody): Promise<void> {
    const event = this.stamp(body);
    try {
      await this.config.eventStore?.append(event);
      await this.flushEvents();
    } catch (error) {
      // The run is over either way; the live stream still gets its terminal event.
      this.config.logger?.error({ err: error, runId: this.runId, event: event.type }, 'storing the terminal run event failed');
    }
    this.channel.pushUrgent(event);
    this.channel.close();
  }

  cancel(reason: string | undefined): void {
    if (this.finished || this.signal.aborted) return;
    this.cancelReason = reason;
    // A string reason is what a pending approval records as its own reason (contract §3: "turn interrupted").
    this.abortController.abort(reason ?? 'run cancelled');
    this.channel.releaseProducers();
  }

  steer(input: string): boolean {
    if (!this.acceptingSteers || this.finished) return false;
    this.steers.push(input);
    return true;
  }

  takeSteers(): string[] {
    const taken = this.steers;
    this.steers = [];
    return taken;
  }

  hasSteers(): boolean {
    return this.steers.length > 0;
  }

  queuedSteers(): readonly string[] {
    return [...this.steers];
  }

  /** Called once the loop has decided to end: later steers are refused, earlier unused ones are returned. */
  closeSteering(): string[] {
    this.acceptingSteers = false;
    return this.takeSteers();
  }

  followUp(input: string): boolean {
    if (this.finished) return false;
    this.followUps.push(input);
    return true;
  }

  queuedFollowUps(): readonly string[] {
    return [...this.followUps];
  }

  private stamp(body: RunEventBody): RunEvent {
    this.seq += 1;
    // `type` first keeps stored JSON readable; the body then fills in the rest.
    return Object.assign({ v: RUN_EVENT_VERSION, type: body.type, runId: this.runId, seq: this.seq, ts: Date.now() }, body) as RunEvent;
  }

  private deliver(event: RunEvent): Promise<void> | undefined {
    // After cancellation nothing may hold the run back: the few remaining events skip the bound.
    if (this.signal.aborted) {
      this.channel.pushUrgent(event);
      return undefined;
    }
    return this.channel.push(event);
  }
}
