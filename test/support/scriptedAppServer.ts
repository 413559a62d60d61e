// A scripted App Server peer for client tests: the real protocol code (JsonRpcConnection over an
// in-memory linked pair) with handlers written by each test, and seed-example payloads.
import type {
  AgentMessageDeltaParams,
  ApprovalRequestParams,
  InitializeResponse,
  ThreadStartResponse,
  TurnStartResponse,
} from '../../generated/app-server/types.js';
import { AppServerClient, type AppServerClientOptions } from '../../src/lib/app-server-client/index.js';
import { createLinkedTransports, JsonRpcConnection, type ConnectionHandlers, type IncomingRequest, type Transport } from '../../src/lib/jsonrpc/index.js';

export const initializeResult: InitializeResponse = {
  userAgent: 'vv-agent-app-server',
  protocolVersion: 'v1',
  capabilities: { modelList: true, threadLifecycle: true, notificationOptOut: true, schemaExport: true, approvalResolve: true },
};

export const thread: ThreadStartResponse = { threadId: 'thread_1', agentKey: 'default', cwd: './workspace', status: 'idle' };

export const turn: TurnStartResponse = { threadId: 'thread_1', turnId: 'turn_1', status: 'running' };

export const approvalParams: ApprovalRequestParams = {
  requestId: 'approval_1',
  threadId: 'thread_1',
  turnId: 'turn_1',
  toolCallId: 'call_1',
  toolName: 'bash',
  preview: 'Run cargo test',
  arguments: { cmd: 'cargo test' },
};

export function delta(n: number): AgentMessageDeltaParams {
  return {
    itemId: 'evt_1',
    threadId: 'thread_1',
    turnId: 'turn_1',
    type: 'agentMessage',
    status: 'inProgress',
    payload: { text: `chunk ${n}` },
    createdAt: 1780410000101 + n,
    updatedAt: 1780410000101 + n,
    delta: `chunk ${n}`,
  };
}

export interface ScriptedPeer {
  readonly client: AppServerClient;
  readonly server: JsonRpcConnection;
  /** The server end of the pair, for closing it under the client. */
  readonly serverTransport: Transport;
  /** Every request the server received, in order. */
  readonly received: IncomingRequest[];
  /** Every notification the server received, in order. */
  readonly notifications: string[];
}

/**
 * A client (strict by default, short timeouts, zero backoff) connected to a server whose requests
 * are answered by `onRequest`.
 */
export function scriptedPeer(onRequest: NonNullable<ConnectionHandlers['onRequest']>, options: AppServerClientOptions = {}): ScriptedPeer {
  const [clientTransport, serverTransport] = createLinkedTransports();
  const received: IncomingRequest[] = [];
  const notifications: string[] = [];
  const server = new JsonRpcConnection(serverTransport, {
    onRequest: (request, context) => {
      received.push(request);
      return onRequest(request, context);
    },
    onNotification: (notification) => {
      notifications.push(notification.method);
    },
  });
  server.start();
  const client = new AppServerClient(clientTransport, { strict: true, requestTimeoutMs: 5_000, retry: { random: () => 0 }, ...options });
  return { client, server, serverTransport, received, notifications };
}
