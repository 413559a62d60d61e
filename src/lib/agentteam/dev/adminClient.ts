/**
 * Typed client of the local platform's admin API (users, workspaces, channels, Apps, messages,
 * deliveries) as a user. Its methods are generated from schemas/agentteam-dev/operations.json,
 * which also gives each call its path, whether it takes the user token, its idempotency and its
 * response validator; failures are AgentTeamApiError with the platform's error code.
 */
import {
  agentTeamAdminApiOperations,
  AgentTeamAdminApiMethods,
  type AgentTeamAdminApiJsonOperationId,
  type AgentTeamAdminApiTypes,
  type OperationAuth,
  type OperationInput,
  type OperationSpec,
} from '../../../../generated/agentteam-dev/operations.js';
import type { Validator } from '../../../../generated/agentteam-dev/validators.js';
import { HttpClient, operationUrl } from '../../http/index.js';
import { VvAgentError } from '../../shared/errors.js';
import { agentTeamBaseUrl, sendOperation } from '../operationCall.js';

export interface AdminCallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface AgentTeamAdminClientOptions {
  /** The origin that serves `/api/v1/...` (a path prefix is kept). */
  readonly baseUrl: string;
  /** The workspace of every `/workspaces/{workspaceId}/...` call; needed only by those. */
  readonly workspaceId?: string | undefined;
  /** The user token; none is needed to create a user. */
  readonly userToken?: string | undefined;
}

type AdminOptions = { readonly [A in OperationAuth]: AdminCallOptions };

export class AgentTeamAdminClient extends AgentTeamAdminApiMethods<AdminOptions> {
  readonly baseUrl: string;
  readonly workspaceId: string | undefined;
  private readonly userToken: string | undefined;
  // Reads are retried (the platform rate-limits a busy token with 429); a POST is not, unless the
  // platform surely refused it, as a repeat would, say, post a message twice.
  private readonly http = new HttpClient({ userAgent: 'vv-agent' });

  constructor(options: AgentTeamAdminClientOptions) {
    super();
    this.baseUrl = agentTeamBaseUrl(options.baseUrl);
    this.workspaceId = options.workspaceId;
    this.userToken = options.userToken;
  }

  /** Closes pooled connections. */
  close(): Promise<void> {
    return this.http.close();
  }

  protected async invoke<Id extends AgentTeamAdminApiJsonOperationId>(
    operationId: Id,
    input: OperationInput,
    options: AdminCallOptions | undefined,
  ): Promise<AgentTeamAdminApiTypes[Id]['response']> {
    const spec: OperationSpec = agentTeamAdminApiOperations[operationId];
    const scope: Record<string, string> = this.workspaceId === undefined ? {} : { workspaceId: this.workspaceId };
    if (spec.pathParams.includes('workspaceId') && this.workspaceId === undefined) {
      throw new VvAgentError('workspace_missing', `${operationId} needs a workspace id`, 'config');
    }
    const url = operationUrl(this.baseUrl, spec, { ...input.path, ...scope }, input.query);
    return await sendOperation(this.http, {
      method: spec.method,
      url,
      body: input.body,
      token: spec.auth === 'none' ? undefined : this.userToken,
      validate: spec.response as Validator<AgentTeamAdminApiTypes[Id]['response']>,
      describe: `${spec.method} ${new URL(url).pathname}`,
      idempotent: spec.idempotent,
      signal: options?.signal,
    });
  }
}
