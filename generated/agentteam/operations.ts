// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
import * as V from './validators.js';
import type * as T from './types.js';

/** Who may call: anyone, a user token, a runner token, or a runner token or the delivery's own token. */
export type OperationAuth = "none" | "user" | "runner" | "runtime";

/** A query parameter: a string, or an integer within [minimum, maximum] that is `default` when absent. */
export interface QueryParameterSpec {
    readonly name: string;
    readonly type: "string" | "integer";
    readonly required: boolean;
    readonly minimum?: number;
    readonly maximum?: number;
    readonly default?: number;
}

/** How an operation is declared in the schemas. */
export interface OperationSpec {
    readonly operationId: string;
    readonly summary: string;
    readonly method: "GET" | "POST" | "DELETE";
    /** Parameters in braces: `/api/v1/workspaces/{workspaceId}`. */
    readonly path: string;
    readonly pathParams: readonly string[];
    readonly auth: OperationAuth;
    readonly query: readonly QueryParameterSpec[];
    /** The JSON request body's validator; null when the request has no body. */
    readonly request: V.Validator<unknown> | null;
    /** The response body's validator, or each NDJSON line's. */
    readonly response: V.Validator<unknown>;
    readonly contentType: "application/json" | "application/x-ndjson";
    /** Success statuses, the usual one first. */
    readonly status: readonly number[];
    /** Answered with `Cache-Control: no-store` (it may carry a secret). */
    readonly noStore: boolean;
    /** Safe to send twice (retried after a lost answer). */
    readonly idempotent: boolean;
    /** Error codes the operation may answer besides 405 method_not_allowed. */
    readonly errors: readonly string[];
}

/** The AgentTeam App Runtime API (contract: 'Runner stream', 'Reply, ack, fail, context', 'Credentials'). Every error is an ErrorBody; a known path with another method is 405 method_not_allowed, any bearer over its rate limit 429 rate_limited with Retry-After. */
export const agentTeamRuntimeApiOperations = {
    stream: {
        operationId: "stream",
        summary: "The runner stream: NDJSON delivery and ping lines (runner token only).",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/stream",
        pathParams: ["workspaceId"],
        auth: "runner",
        query: [
            {"name":"runnerId","type":"string","required":false},
        ],
        request: null,
        response: V.validateRunnerStreamEvent,
        contentType: "application/x-ndjson",
        status: [200],
        noStore: true,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","rate_limited"],
    },
    heartbeat: {
        operationId: "heartbeat",
        summary: "A runner's heartbeat, right after the stream connects and every 30 s.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/heartbeat",
        pathParams: ["workspaceId"],
        auth: "runner",
        query: [],
        request: V.validateHeartbeatRequest,
        response: V.validateHeartbeatResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","validation_failed","rate_limited"],
    },
    reply: {
        operationId: "reply",
        summary: "Posts a reply; the same idempotency key returns the same effect.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/reply",
        pathParams: ["workspaceId","deliveryId"],
        auth: "runtime",
        query: [],
        request: V.validateReplyRequest,
        response: V.validateReplyResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","target_not_allowed","delivery_not_found","attempt_not_current","lease_expired","delivery_terminal","delivery_canceled","idempotency_conflict","validation_failed","rate_limited"],
    },
    ack: {
        operationId: "ack",
        summary: "Completes the delivery; repeating it for the same attempt answers the terminal state.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/ack",
        pathParams: ["workspaceId","deliveryId"],
        auth: "runtime",
        query: [],
        request: V.validateAckRequest,
        response: V.validateDeliveryStateResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","delivery_not_found","attempt_not_current","lease_expired","delivery_terminal","delivery_canceled","validation_failed","rate_limited"],
    },
    fail: {
        operationId: "fail",
        summary: "Fails the delivery with a stable code; repeatable like ack.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/fail",
        pathParams: ["workspaceId","deliveryId"],
        auth: "runtime",
        query: [],
        request: V.validateFailRequest,
        response: V.validateDeliveryStateResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","delivery_not_found","attempt_not_current","lease_expired","delivery_terminal","delivery_canceled","validation_failed","rate_limited"],
    },
    context: {
        operationId: "context",
        summary: "History of the delivery's channel or thread before beforeSeq (0 = now), newest last, and the pinned source message.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/context",
        pathParams: ["workspaceId","deliveryId"],
        auth: "runtime",
        query: [
            {"name":"attemptId","type":"string","required":true},
            {"name":"limit","type":"integer","required":false,"minimum":1,"maximum":200,"default":50},
            {"name":"beforeSeq","type":"integer","required":false,"minimum":0,"maximum":9007199254740991,"default":0},
        ],
        request: null,
        response: V.validateContextResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","delivery_not_found","attempt_not_current","lease_expired","delivery_terminal","delivery_canceled","validation_failed","rate_limited"],
    },
    credentialStatus: {
        operationId: "credentialStatus",
        summary: "The state of an App's initial credential, never the secret.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}/initial-credentials",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateCredentialStatus,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","installation_not_found","rate_limited"],
    },
    claimCredentials: {
        operationId: "claimCredentials",
        summary: "Claims the initial credential (empty body); answers the plaintext once.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}/initial-credentials/claim",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateClaimResponse,
        contentType: "application/json",
        status: [200],
        noStore: true,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","installation_not_found","credential_already_claimed","credential_not_ready","validation_failed","rate_limited"],
    },
} as const satisfies Record<string, OperationSpec>;

export type AgentTeamRuntimeApiOperationId = keyof typeof agentTeamRuntimeApiOperations;
/** Operations answered with one JSON body (not a stream): the ones with a generated client method. */
export type AgentTeamRuntimeApiJsonOperationId = "heartbeat" | "reply" | "ack" | "fail" | "context" | "credentialStatus" | "claimCredentials";

/** Path parameters a client fixes once, not per call. */
export const agentTeamRuntimeApiClientScope = ["workspaceId"] as const;

/**
 * The typed face of each operation: path parameters, the query as sent and as served (integers
 * with their defaults), the request body and the response (of a stream: each line).
 */
export interface AgentTeamRuntimeApiTypes {
    stream: {
        path: { workspaceId: string };
        query: { runnerId?: string | undefined };
        servedQuery: { runnerId: string | undefined };
        body: undefined;
        response: T.RunnerStreamEvent;
    };
    heartbeat: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.HeartbeatRequest;
        response: T.HeartbeatResponse;
    };
    reply: {
        path: { workspaceId: string; deliveryId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.ReplyRequest;
        response: T.ReplyResponse;
    };
    ack: {
        path: { workspaceId: string; deliveryId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.AckRequest;
        response: T.DeliveryStateResponse;
    };
    fail: {
        path: { workspaceId: string; deliveryId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.FailRequest;
        response: T.DeliveryStateResponse;
    };
    context: {
        path: { workspaceId: string; deliveryId: string };
        query: { attemptId: string; limit?: number | undefined; beforeSeq?: number | undefined };
        servedQuery: { attemptId: string; limit: number; beforeSeq: number };
        body: undefined;
        response: T.ContextResponse;
    };
    credentialStatus: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.CredentialStatus;
    };
    claimCredentials: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.ClaimResponse;
    };
}

/** A request as a client method hands it to `invoke`: path parameters outside the client's scope, query, body. */
export interface OperationInput {
    readonly path: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string | number | undefined>>;
    readonly body?: unknown;
}

/**
 * One typed method per JSON operation. A client implements `invoke` (URL from the table, auth,
 * retries, response validation); `Options` gives the per-call options for each auth kind.
 */
export abstract class AgentTeamRuntimeApiMethods<Options extends { readonly [A in OperationAuth]: object } = { readonly [A in OperationAuth]: object }> {
    protected abstract invoke<Id extends AgentTeamRuntimeApiJsonOperationId>(
        operationId: Id,
        input: OperationInput,
        options: Options[OperationAuth] | undefined,
    ): Promise<AgentTeamRuntimeApiTypes[Id]["response"]>;

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-runtime/heartbeat`: HeartbeatRequest -> HeartbeatResponse.
     * A runner's heartbeat, right after the stream connects and every 30 s.
     */
    heartbeat(body: T.HeartbeatRequest, options?: Options["runner"]): Promise<T.HeartbeatResponse> {
        return this.invoke("heartbeat", { path: {}, body }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/reply`: ReplyRequest -> ReplyResponse.
     * Posts a reply; the same idempotency key returns the same effect.
     */
    reply(deliveryId: string, body: T.ReplyRequest, options?: Options["runtime"]): Promise<T.ReplyResponse> {
        return this.invoke("reply", { path: { deliveryId }, body }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/ack`: AckRequest -> DeliveryStateResponse.
     * Completes the delivery; repeating it for the same attempt answers the terminal state.
     */
    ack(deliveryId: string, body: T.AckRequest, options?: Options["runtime"]): Promise<T.DeliveryStateResponse> {
        return this.invoke("ack", { path: { deliveryId }, body }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/fail`: FailRequest -> DeliveryStateResponse.
     * Fails the delivery with a stable code; repeatable like ack.
     */
    fail(deliveryId: string, body: T.FailRequest, options?: Options["runtime"]): Promise<T.DeliveryStateResponse> {
        return this.invoke("fail", { path: { deliveryId }, body }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/app-runtime/deliveries/{deliveryId}/context` -> ContextResponse.
     * History of the delivery's channel or thread before beforeSeq (0 = now), newest last, and the pinned source message.
     */
    context(deliveryId: string, query: AgentTeamRuntimeApiTypes["context"]["query"], options?: Options["runtime"]): Promise<T.ContextResponse> {
        return this.invoke("context", { path: { deliveryId }, query }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/app-installations/{installationId}/initial-credentials` -> CredentialStatus.
     * The state of an App's initial credential, never the secret.
     */
    credentialStatus(installationId: string, options?: Options["user"]): Promise<T.CredentialStatus> {
        return this.invoke("credentialStatus", { path: { installationId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-installations/{installationId}/initial-credentials/claim` -> ClaimResponse.
     * Claims the initial credential (empty body); answers the plaintext once.
     */
    claimCredentials(installationId: string, options?: Options["user"]): Promise<T.ClaimResponse> {
        return this.invoke("claimCredentials", { path: { installationId } }, options);
    }
}
