import { resolve } from 'node:path';
import type { ModelListParams, ModelSummary } from '../../../generated/app-server/types.js';
import type { Agent, RunConfig } from '../runtime/index.js';

/** What a host is told on every turn/start and follow-up: the thread, reloaded from the store. */
export interface HostRequest {
  readonly threadId: string;
  readonly agentKey: string;
  readonly cwd: string | null;
  /** Thread metadata overlaid by the turn's metadata. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/**
 * The run configuration a host decides. The App Server adds what it owns itself: the run id, the
 * approval broker that routes approvals to the turn's owner, and the approval timeout.
 */
export type HostRunConfig = Omit<RunConfig, 'approvalBroker' | 'runId' | 'eventStore'>;

/**
 * The product integration boundary (seed: Host Provider): which agent runs a turn, with which
 * configuration, and which models exist. Called before a turn record exists; a throw becomes
 * -32603 with the host's message and no turn. turn/start is answered only once both are resolved:
 * tools still on the way (MCP servers connecting) belong in the agent's `deferredTools`, which the
 * turn waits for inside its run, where turn/interrupt can end it.
 */
export interface AppServerHost {
  resolveAgent(request: HostRequest): Agent | Promise<Agent>;
  buildRunConfig(request: HostRequest): HostRunConfig | Promise<HostRunConfig>;
  listModels(params: ModelListParams): readonly ModelSummary[] | Promise<readonly ModelSummary[]>;
}

export interface DefaultAppServerHostOptions {
  /** A fixed agent (tools that change between turns can come through its `deferredTools`), or one made per turn. */
  readonly agent: Agent | (() => Agent | Promise<Agent>);
  /** Defaults for every turn; `workspace` is replaced by the thread's cwd. */
  readonly runConfig?: Partial<HostRunConfig>;
  readonly models?: readonly ModelSummary[];
  /** Thread cwds resolve against this (default: the server's working directory). */
  readonly baseDir?: string;
}

/**
 * A fixed agent, run configuration and model catalog (which may be empty). Tools of a thread run
 * in its cwd resolved against the server's working directory, or there when it has none
 * (contract section 5).
 */
export class DefaultAppServerHost implements AppServerHost {
  constructor(private readonly options: DefaultAppServerHostOptions) {}

  resolveAgent(): Agent | Promise<Agent> {
    const agent = this.options.agent;
    return typeof agent === 'function' ? agent() : agent;
  }

  buildRunConfig(request: HostRequest): HostRunConfig {
    const baseDir = this.options.baseDir ?? process.cwd();
    return {
      ...this.options.runConfig,
      workspace: resolve(baseDir, request.cwd ?? '.'),
      metadata: { ...(this.options.runConfig?.metadata ?? {}), ...(request.metadata as RunConfig['metadata']) },
    };
  }

  listModels(params: ModelListParams): readonly ModelSummary[] {
    const models = this.options.models ?? [];
    return params.provider === undefined ? models : models.filter((m) => m.provider === params.provider);
  }
}
