/**
 * Approval of tool calls that need a human (write_file, bash). The broker owns one pending request
 * at a time per tool call: it announces the request through the run's event sink, hands it to a
 * pluggable requester (the App Server routes it to its client as `approval/request`), then waits
 * for the first answer, `approve()` or its timeout, whichever comes first. Later answers are
 * ignored, and the resolution is announced exactly once (contract §7).
 */
import { MAX_TIMER_MS } from '../shared/timerLimit.js';
import type { JsonObject } from './json.js';

export type ApprovalDecision = 'allow' | 'allow_session' | 'deny' | 'timeout';

export const APPROVAL_DECISIONS: readonly ApprovalDecision[] = ['allow', 'allow_session', 'deny', 'timeout'];

export function isApprovalDecision(value: unknown): value is ApprovalDecision {
  return typeof value === 'string' && (APPROVAL_DECISIONS as readonly string[]).includes(value);
}

export interface ApprovalRequest {
  readonly requestId: string;
  readonly runId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly preview: string;
  readonly arguments: JsonObject;
}

export interface ApprovalResolveOptions {
  readonly reason?: string;
  readonly metadata?: JsonObject;
}

export interface ApprovalResolution extends ApprovalResolveOptions {
  readonly decision: ApprovalDecision;
}

/** Answers a pending request; false when it was already answered (first answer wins) or is unknown. */
export type ApprovalRespond = (decision: ApprovalDecision, options?: ApprovalResolveOptions) => boolean;

/**
 * Called once per request after `approval_requested` has been emitted. It may answer at once, later
 * through `respond`, or never (the timeout then answers). A requester that throws resolves the
 * request as `timeout` with the error message as reason, like a client error reply (contract §7).
 */
export type ApprovalRequester = (request: ApprovalRequest, respond: ApprovalRespond) => void | Promise<void>;

/** Where the broker announces requests and resolutions; the run wires this to its event stream. */
export interface ApprovalEventSink {
  requested(request: ApprovalRequest): void | Promise<void>;
  resolved(request: ApprovalRequest, resolution: ApprovalResolution): void | Promise<void>;
}

export interface ApprovalBrokerOptions {
  /** Used when a request gives none; production is 30 s (seed: "Production turns use a 30-second approval timeout"). */
  readonly timeoutMs?: number;
  readonly requester?: ApprovalRequester;
  /** Reason recorded when nobody answers in time. */
  readonly timeoutReason?: string;
  /**
   * Makes request ids. The default counter is unique within the process only; a caller that
   * persists approvals (the App Server) supplies ids that stay unique across restarts.
   */
  readonly newRequestId?: () => string;
}

export interface ApprovalRequestOptions {
  readonly sink: ApprovalEventSink;
  /** Aborting resolves the request as `timeout`, with the abort reason when it is a string. */
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export const DEFAULT_APPROVAL_TIMEOUT_MS = 30_000;

let requestCounter = 0;

interface PendingApproval {
  readonly request: ApprovalRequest;
  settle(resolution: ApprovalResolution): boolean;
}

export class ApprovalBroker {
  readonly timeoutMs: number;
  private requester: ApprovalRequester | undefined;
  private readonly timeoutReason: string;
  private readonly pendingById = new Map<string, PendingApproval>();
  private readonly newRequestId: () => string;

  constructor(options: ApprovalBrokerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS;
    this.requester = options.requester;
    this.timeoutReason = options.timeoutReason ?? 'approval timed out';
    this.newRequestId =
      options.newRequestId ??
      (() => {
        requestCounter += 1;
        return `approval_${requestCounter}`;
      });
  }

  setRequester(requester: ApprovalRequester | undefined): void {
    this.requester = requester;
  }

  /** Requests still waiting for an answer, optionally only those of one run. */
  pending(runId?: string): ApprovalRequest[] {
    const out: ApprovalRequest[] = [];
    for (const { request } of this.pendingById.values()) if (runId === undefined || request.runId === runId) out.push(request);
    return out;
  }

  resolve(requestId: string, decision: ApprovalDecision, options: ApprovalResolveOptions = {}): boolean {
    if (!isApprovalDecision(decision)) return false;
    const pending = this.pendingById.get(requestId);
    if (pending === undefined) return false;
    return pending.settle(withOptions(decision, options));
  }

  async request(
    details: Omit<ApprovalRequest, 'requestId'>,
    options: ApprovalRequestOptions,
  ): Promise<ApprovalResolution> {
    const request: ApprovalRequest = { requestId: this.newRequestId(), ...details };
    let settled: ApprovalResolution | undefined;
    let wake: (() => void) | undefined;
    const done = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const settle = (resolution: ApprovalResolution): boolean => {
      if (settled !== undefined) return false;
      settled = resolution;
      this.pendingById.delete(request.requestId);
      wake?.();
      return true;
    };
    // Registered before anyone can learn the id, so an answer given as soon as the event is seen is never lost.
    this.pendingById.set(request.requestId, { request, settle });

    const signal = options.signal;
    const onAbort = (): void => {
      settle({ decision: 'timeout', reason: typeof signal?.reason === 'string' ? signal.reason : 'run cancelled' });
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });

    let timer: NodeJS.Timeout | undefined;
    try {
      await options.sink.requested(request);
      if (settled === undefined && this.requester !== undefined) {
        const respond: ApprovalRespond = (decision, respondOptions = {}) =>
          isApprovalDecision(decision) && settle(withOptions(decision, respondOptions));
        try {
          await this.requester(request, respond);
        } catch (error) {
          settle({ decision: 'timeout', reason: error instanceof Error ? error.message : String(error) });
        }
      }
      if (settled === undefined) {
        const timeoutMs = options.timeoutMs ?? this.timeoutMs;
        // Past MAX_TIMER_MS a timer would fire at once; the longest wait it can hold is the nearest meaning.
        timer = setTimeout(() => settle({ decision: 'timeout', reason: this.timeoutReason }), Math.min(timeoutMs, MAX_TIMER_MS));
        await done;
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // A sink that threw leaves the request unanswered; nobody may answer it any more.
      settle({ decision: 'timeout', reason: 'approval abandoned' });
    }
    const resolution = settled as ApprovalResolution;
    await options.sink.resolved(request, resolution);
    return resolution;
  }
}

function withOptions(decision: ApprovalDecision, options: ApprovalResolveOptions): ApprovalResolution {
  return {
    decision,
    ...(options.reason !== undefined ? { reason: options.reason } : {}),
    ...(options.metadata !== undefined ? { metadata: options.metadata } : {}),
  };
}
