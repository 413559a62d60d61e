import { ApprovalBroker, DEFAULT_APPROVAL_TIMEOUT_MS } from './approvalBroker.js';
import { RuntimeError } from './errors.js';
import type { RunEventStore } from './eventStore.js';
import type { Logger } from '../shared/logger.js';
import { nodeCrypto } from '../shared/lazyBuiltins.js';
import { MAX_TIMER_MS } from '../shared/timerLimit.js';
import type { JsonObject } from './json.js';

export const DEFAULT_MAX_CYCLES = 80;
/** Events buffered ahead of a slow consumer before the run waits for it. */
export const DEFAULT_EVENT_BUFFER_SIZE = 256;

export interface RunConfig {
  /** Directory the file tools are confined to and bash runs in; must exist. */
  readonly workspace: string;
  readonly metadata?: JsonObject;
  /** Model calls allowed before the run ends as `max_cycles` (default 80). */
  readonly maxCycles?: number;
  /**
   * Per-request approval timeout. Defaults to the broker's own timeout, which is 30 s for a broker
   * the runner creates (the production value).
   */
  readonly approvalTimeoutMs?: number;
  /** Share one broker to route approvals elsewhere (App Server); otherwise each run gets its own. */
  readonly approvalBroker?: ApprovalBroker;
  /** Total tokens after which the run ends as `budget_exhausted` (checked after each model call). */
  readonly tokenBudget?: number;
  readonly eventStore?: RunEventStore;
  /** Defaults to `run_<uuid>`. */
  readonly runId?: string;
  readonly eventBufferSize?: number;
  /** Failures the run survives but someone should see (an event store write that failed). */
  readonly logger?: Logger;
  /**
   * The conversation so far, oldest first: given to the model between the instructions and this
   * run's input (the App Server passes a thread's earlier turns; a run on its own has none).
   */
  readonly history?: readonly ConversationMessage[];
}

/** One earlier message of a conversation: what the user asked or what the agent answered. */
export interface ConversationMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface ResolvedRunConfig {
  readonly workspace: string;
  readonly metadata: JsonObject;
  readonly maxCycles: number;
  readonly approvalTimeoutMs: number | undefined;
  readonly approvalBroker: ApprovalBroker;
  readonly tokenBudget: number | undefined;
  readonly eventStore: RunEventStore | undefined;
  readonly runId: string;
  readonly eventBufferSize: number;
  readonly logger: Logger | undefined;
  readonly history: readonly ConversationMessage[];
}

/** A new run's id (the form every run id has: `run_` and a random UUID). */
export function newRunId(): string {
  return `run_${nodeCrypto().randomUUID()}`;
}

export function resolveRunConfig(config: RunConfig): ResolvedRunConfig {
  if (typeof config.workspace !== 'string' || config.workspace === '') {
    throw new RuntimeError('invalid_config', 'RunConfig.workspace must be a non-empty path');
  }
  const maxCycles = config.maxCycles ?? DEFAULT_MAX_CYCLES;
  requirePositiveInteger('maxCycles', maxCycles);
  if (config.approvalTimeoutMs !== undefined) {
    requirePositiveInteger('approvalTimeoutMs', config.approvalTimeoutMs);
    if (config.approvalTimeoutMs > MAX_TIMER_MS) throw new RuntimeError('invalid_config', `RunConfig.approvalTimeoutMs must be at most ${MAX_TIMER_MS} (a timer cannot wait longer)`);
  }
  if (config.tokenBudget !== undefined) requirePositiveInteger('tokenBudget', config.tokenBudget);
  const eventBufferSize = config.eventBufferSize ?? DEFAULT_EVENT_BUFFER_SIZE;
  if (!Number.isInteger(eventBufferSize) || eventBufferSize < 0) {
    throw new RuntimeError('invalid_config', 'RunConfig.eventBufferSize must be a non-negative integer');
  }
  if (config.runId !== undefined && config.runId === '') throw new RuntimeError('invalid_config', 'RunConfig.runId must not be empty');
  return {
    workspace: config.workspace,
    metadata: config.metadata ?? {},
    maxCycles,
    approvalTimeoutMs: config.approvalTimeoutMs,
    approvalBroker:
      config.approvalBroker ?? new ApprovalBroker({ timeoutMs: config.approvalTimeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS }),
    tokenBudget: config.tokenBudget,
    eventStore: config.eventStore,
    runId: config.runId ?? newRunId(),
    eventBufferSize,
    logger: config.logger,
    history: config.history ?? [],
  };
}

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new RuntimeError('invalid_config', `RunConfig.${name} must be a positive integer`);
}
