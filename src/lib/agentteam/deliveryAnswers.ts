/**
 * The final replies of the deliveries an agent App answered (contract: a redelivered attempt never
 * posts a duplicate message). A delivery whose turn completed but whose ack never reached the
 * platform (or whose lease ran out just after) comes back as a new attempt: it is answered from
 * here, with the same idempotency key and the same content, so the platform returns the message
 * it already has (or posts it, when the first attempt stopped before its reply), and no second
 * turn runs.
 *
 * One small file per delivery in `<state-dir>/agentteam-<app>-answers/`, named by a hash of the
 * delivery id: recording an answer costs one write whatever the history, and nothing is held in
 * memory. Answers older than a day are removed (a platform's retries of a delivery are over
 * within minutes).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VvAgentError } from '../shared/errors.js';
import { isErrno } from '../shared/isErrno.js';
import { ensurePrivateDir, writePrivateFileAtomically } from '../shared/privateState.js';

export const ANSWER_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Old answers are looked for at most this often (on a write), not on every one. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export class DeliveryAnswers {
  readonly dir: string;
  private lastPruned = Number.NEGATIVE_INFINITY;

  constructor(
    stateDir: string,
    appName: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = join(stateDir, `agentteam-${appName}-answers`);
  }

  /** The recorded reply of `deliveryId`, if this App answered it. */
  get(deliveryId: string): string | undefined {
    let text: string;
    try {
      text = readFileSync(this.fileOf(deliveryId), 'utf8');
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return undefined;
      throw new VvAgentError('state_unreadable', `cannot read the answer of delivery ${deliveryId} in ${this.dir}: ${(error as Error).message}`, 'config');
    }
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      // A file cut short by a full disk: no answer; the delivery runs again.
      return undefined;
    }
    const answer = record as { deliveryId?: unknown; content?: unknown };
    return answer.deliveryId === deliveryId && typeof answer.content === 'string' ? answer.content : undefined;
  }

  /** Recorded before the reply is posted: a crash between the two still finds it. */
  set(deliveryId: string, content: string): void {
    ensurePrivateDir(this.dir);
    writePrivateFileAtomically(this.fileOf(deliveryId), `${JSON.stringify({ deliveryId, content, answeredAt: this.now() })}\n`);
    if (this.now() - this.lastPruned >= PRUNE_INTERVAL_MS) this.prune();
  }

  /** Removes answers older than ANSWER_RETENTION_MS (by file time). */
  prune(): void {
    this.lastPruned = this.now();
    const cutoff = this.now() - ANSWER_RETENTION_MS;
    for (const name of readdirSync(this.dir)) {
      const file = join(this.dir, name);
      try {
        if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
      } catch (error) {
        // Gone meanwhile (another prune): nothing to do.
        if (!isErrno(error, 'ENOENT')) throw error;
      }
    }
  }

  private fileOf(deliveryId: string): string {
    // Delivery ids come from the platform: hashed, they are always a safe, fixed-length file name.
    return join(this.dir, `${createHash('sha256').update(deliveryId).digest('hex').slice(0, 40)}.json`);
  }
}
