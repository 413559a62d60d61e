/**
 * One line of `vv-agent doctor`. `fail` is something that stops vv-agent's main commands from
 * working (exit 1); `warn` is something worth knowing that does not (a broker the actions' queue
 * may never need, a port another program uses, a state directory others can read).
 */
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface DoctorCheck {
  /** Stable name: `node`, `settings`, `api-keys`, `sqlite`, `state-dir`, `redis`, `rabbitmq`, `ports`. */
  readonly id: string;
  readonly status: CheckStatus;
  /** One line: what was found. */
  readonly summary: string;
  /** More lines (the settings chain, the key variables, each port), as plain values: `--json` carries them as they are, the text view indents them. */
  readonly details: readonly string[];
}

export interface DoctorReport {
  /** False when any check failed. */
  readonly ok: boolean;
  readonly failures: number;
  readonly warnings: number;
  readonly checks: readonly DoctorCheck[];
}

export function check(id: string, status: CheckStatus, summary: string, details: readonly string[] = []): DoctorCheck {
  return { id, status, summary, details };
}

/** The message of an error a check caught, on one line. */
export function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
