/**
 * A bounded work queue: at most `concurrency` jobs run at once and at most `maxQueued` more wait.
 * Its users differ only in what they do when it is full: the AgentTeam runner stops reading its
 * stream (`submit` waits for room: backpressure), the callback server answers 429 (`offer` says
 * no), and the actions queue consumer can stop pulling messages the same way the runner does.
 *
 * A job never rejects into the queue: whatever it throws goes to `onError` (default: dropped, the
 * job is expected to report its own failures), so one bad job cannot become an unhandled
 * rejection that ends the process.
 */
export interface WorkQueueOptions {
  /** Jobs running at once (at least 1). */
  readonly concurrency: number;
  /** Jobs waiting beyond the running ones (default 0: room only when a slot is free). */
  readonly maxQueued?: number;
  /** What a job threw. */
  readonly onError?: (error: unknown) => void;
}

export type Job = () => Promise<unknown>;

/** A `submit` waiting for room: handed the room when a job ends, in the order they came. */
interface Admission {
  readonly job: Job;
  settle(accepted: boolean): void;
}

export class WorkQueue {
  readonly concurrency: number;
  readonly maxQueued: number;
  private readonly onError: (error: unknown) => void;
  private readonly waiting: Job[] = [];
  /** Jobs running now (a count: nothing needs the jobs' promises). */
  private active = 0;
  /**
   * Submits waiting for room. The room a job leaves goes to the first of them directly: waking
   * every waiter to race for one place cost each ending job a round of wake-ups and listener
   * churn per waiter (the callback server holds up to one request per connection here).
   */
  private readonly admissions: Admission[] = [];
  /** Resolved whenever a job ends: the queue may be idle. */
  private readonly changed: Array<() => void> = [];

  constructor(options: WorkQueueOptions) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency));
    this.maxQueued = Math.max(0, Math.floor(options.maxQueued ?? 0));
    this.onError = options.onError ?? ((): void => undefined);
  }

  /** Jobs running now. */
  get running(): number {
    return this.active;
  }

  /** Jobs accepted and not yet started. */
  get queued(): number {
    return this.waiting.length;
  }

  /** True when one more job would be accepted. */
  hasRoom(): boolean {
    return this.active + this.waiting.length < this.concurrency + this.maxQueued;
  }

  /** Accepts the job if there is room (it runs now or later); false when full. */
  offer(job: Job): boolean {
    if (!this.hasRoom()) return false;
    this.waiting.push(job);
    this.pump();
    return true;
  }

  /**
   * Waits until there is room, then accepts the job; resolves once it is accepted, not when it
   * ends. Waiting submits are accepted in the order they came. False when `signal` aborted first
   * (the job was not accepted).
   */
  submit(job: Job, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (signal === undefined) return this.wait(job).accepted;
    const { accepted, cancel } = this.wait(job);
    signal.addEventListener('abort', cancel, { once: true });
    return accepted.finally(() => signal.removeEventListener('abort', cancel));
  }

  /**
   * `submit` that gives up after `timeoutMs` (when given) or when `cancel()` is called, with
   * `accepted` false; a job is never accepted after that. For a caller that would otherwise make
   * an AbortController and a timer per wait (the callback server, per held request).
   */
  wait(job: Job, timeoutMs?: number): { readonly accepted: Promise<boolean>; readonly cancel: () => void } {
    if (this.admissions.length === 0 && this.offer(job)) return { accepted: Promise.resolve(true), cancel: () => undefined };
    let timer: NodeJS.Timeout | undefined;
    let resolve!: (ok: boolean) => void;
    const accepted = new Promise<boolean>((settle) => (resolve = settle));
    const admission: Admission = {
      job,
      settle: (ok) => {
        clearTimeout(timer);
        resolve(ok);
      },
    };
    this.admissions.push(admission);
    const cancel = (): void => {
      const index = this.admissions.indexOf(admission);
      if (index < 0) return;
      this.admissions.splice(index, 1);
      admission.settle(false);
    };
    if (timeoutMs !== undefined) timer = setTimeout(cancel, timeoutMs);
    return { accepted, cancel };
  }

  /** Drops the jobs that have not started; returns how many. */
  clear(): number {
    return this.waiting.splice(0).length;
  }

  /** Resolves when nothing runs or waits; `true`, or `false` when `timeoutMs` passed first. */
  async idle(timeoutMs?: number): Promise<boolean> {
    const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
    while (this.active > 0 || this.waiting.length > 0) {
      if (deadline === undefined) {
        await this.nextChange();
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(), left);
      timeout.unref();
      await this.nextChange(timer.signal);
      clearTimeout(timeout);
    }
    return true;
  }

  private nextChange(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const done = (): void => {
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.changed.push(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Hands the room there is to the submits waiting for it, first come first. */
  private admit(): void {
    while (this.admissions.length > 0 && this.hasRoom()) {
      const admission = this.admissions.shift() as Admission;
      this.waiting.push(admission.job);
      admission.settle(true);
    }
  }

  private pump(): void {
    while (this.active < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as Job;
      this.active += 1;
      void this.run(job);
    }
  }

  /** One job, started on a later tick (never inside `offer`'s caller), its failure to `onError`. */
  private async run(job: Job): Promise<void> {
    await Promise.resolve();
    try {
      await job();
    } catch (error) {
      this.onError(error);
    } finally {
      this.active -= 1;
      this.admit();
      this.pump();
      for (const notify of this.changed.splice(0)) notify();
    }
  }
}
