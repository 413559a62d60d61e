/**
 * The caller's side of one run: its live events, its result, and the controls (cancel, steer,
 * followUp, approve). One RunHandle is one App Server turn.
 */
import type { ApprovalDecision, ApprovalRequest, ApprovalResolveOptions } from './approvalBroker.js';
import { RuntimeError } from './errors.js';
import type { RunEvent } from './events.js';
import type { CompletionReason, RunResult, RunStatus } from './runResult.js';
import type { RunPhase, RunSession } from './runSession.js';

export interface RunState {
  readonly runId: string;
  readonly status: 'running' | RunStatus;
  readonly phase: RunPhase;
  /** The current (or last) model call, from 1; 0 before the first. */
  readonly cycleIndex: number;
  /** `seq` of the last event emitted. */
  readonly lastSeq: number;
  readonly cancelRequested: boolean;
  readonly pendingApprovals: readonly ApprovalRequest[];
  readonly queuedSteers: readonly string[];
  readonly queuedFollowUps: readonly string[];
  readonly completionReason?: CompletionReason;
}

export class RunHandle {
  private eventsTaken = false;
  private eventsDropped = false;

  /** @internal Created by Runner.start. */
  constructor(
    private readonly session: RunSession,
    private readonly done: Promise<RunResult>,
  ) {}

  get runId(): string {
    return this.session.runId;
  }

  /**
   * The run's events, from `run_started` to the terminal event, for one consumer. Pull-based: the
   * run waits when `eventBufferSize` events are unread, so a slow consumer slows the run instead
   * of growing memory. Leaving the loop early (break) stops delivery but not the run; events are
   * still stored. Call it before `result()` (see there).
   */
  events(): AsyncIterable<RunEvent> {
    if (this.eventsTaken) throw new RuntimeError('events_already_consumed', 'events() can be called once per run');
    if (this.eventsDropped) {
      throw new RuntimeError('events_unavailable', 'result() was awaited before events(); the live events were discarded (replay them from the event store)');
    }
    this.eventsTaken = true;
    const channel = this.session.channel;
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => channel.next(),
        return: async () => {
          channel.detach();
          return { value: undefined, done: true };
        },
      }),
    };
  }

  /**
   * The terminal outcome; never rejects. When nobody has asked for `events()` yet, the live events
   * are discarded from here on, so that awaiting only the result cannot stall the run on a full
   * event buffer.
   */
  result(): Promise<RunResult> {
    if (!this.eventsTaken && !this.eventsDropped) {
      this.eventsDropped = true;
      this.session.channel.detach();
    }
    return this.done;
  }

  /**
   * Aborts the model stream and any running tool (bash is killed with its process group); a pending
   * approval resolves as `timeout` with `reason` (e.g. `turn interrupted`). The run ends
   * `failed` / `cancelled`. No effect once the run has finished.
   */
  cancel(reason?: string): void {
    this.session.cancel(reason);
  }

  /** Adds user input that reaches the model before its next call. False once the run is ending. */
  steer(input: string): boolean {
    return this.session.steer(input);
  }

  /**
   * Queues input for a new run after this one. The runtime does not run it: it is returned in
   * `RunResult.followUps` (and `state().queuedFollowUps`), and the App Server starts one new turn
   * per entry, in order, when the result's status is `completed` (contract §3, turn/followUp).
   * False once the run has finished.
   */
  followUp(input: string): boolean {
    return this.session.followUp(input);
  }

  /** Answers a pending approval of this run; false when unknown, of another run, or already answered (first answer wins). */
  approve(requestId: string, decision: ApprovalDecision, options: ApprovalResolveOptions = {}): boolean {
    const broker = this.session.config.approvalBroker;
    if (!broker.pending(this.session.runId).some((request) => request.requestId === requestId)) return false;
    return broker.resolve(requestId, decision, options);
  }

  state(): RunState {
    const session = this.session;
    const result = session.result;
    return {
      runId: session.runId,
      status: result?.status ?? 'running',
      phase: session.phase,
      cycleIndex: session.cycleIndex,
      lastSeq: session.lastSeq,
      cancelRequested: session.signal.aborted,
      pendingApprovals: session.config.approvalBroker.pending(session.runId),
      queuedSteers: session.queuedSteers(),
      queuedFollowUps: result?.followUps ?? session.queuedFollowUps(),
      ...(result !== undefined ? { completionReason: result.completionReason } : {}),
    };
  }
}
