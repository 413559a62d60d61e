// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.
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

/** The admin API of the local AgentTeam platform (`vv-agent agentteam dev`), user token as Bearer except creating a user. Every error is {error: {code, message, details?}}; a known path with another method is 405 method_not_allowed, any bearer over its rate limit 429 rate_limited with Retry-After. */
export const agentTeamAdminApiOperations = {
    health: {
        operationId: "health",
        summary: "Liveness.",
        method: "GET",
        path: "/healthz",
        pathParams: [],
        auth: "none",
        query: [],
        request: null,
        response: V.validateHealth,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["rate_limited"],
    },
    createUser: {
        operationId: "createUser",
        summary: "Creates a user and its first token (open: it is a local tool).",
        method: "POST",
        path: "/api/v1/users",
        pathParams: [],
        auth: "none",
        query: [],
        request: V.validateCreateUserRequest,
        response: V.validateCreateUserResponse,
        contentType: "application/json",
        status: [201],
        noStore: true,
        idempotent: false,
        errors: ["validation_failed","rate_limited"],
    },
    currentUser: {
        operationId: "currentUser",
        summary: "The caller and its workspaces.",
        method: "GET",
        path: "/api/v1/users/me",
        pathParams: [],
        auth: "user",
        query: [],
        request: null,
        response: V.validateCurrentUserResponse,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","rate_limited"],
    },
    createToken: {
        operationId: "createToken",
        summary: "Issues another user token.",
        method: "POST",
        path: "/api/v1/users/me/tokens",
        pathParams: [],
        auth: "user",
        query: [],
        request: V.validateCreateTokenRequest,
        response: V.validateTokenResponse,
        contentType: "application/json",
        status: [201],
        noStore: true,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","validation_failed","rate_limited"],
    },
    createWorkspace: {
        operationId: "createWorkspace",
        summary: "Creates a workspace; the caller becomes its owner.",
        method: "POST",
        path: "/api/v1/workspaces",
        pathParams: [],
        auth: "user",
        query: [],
        request: V.validateCreateWorkspaceRequest,
        response: V.validateWorkspace,
        contentType: "application/json",
        status: [201],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","validation_failed","rate_limited"],
    },
    getWorkspace: {
        operationId: "getWorkspace",
        summary: "The workspace, with the caller's role.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateWorkspace,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","rate_limited"],
    },
    listMembers: {
        operationId: "listMembers",
        summary: "The workspace's members.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/members",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateMemberList,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","rate_limited"],
    },
    addMember: {
        operationId: "addMember",
        summary: "Adds a member (owner/admin; only an owner makes owners).",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/members",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: V.validateAddMemberRequest,
        response: V.validateWorkspaceMember,
        contentType: "application/json",
        status: [201],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","validation_failed","rate_limited"],
    },
    listChannels: {
        operationId: "listChannels",
        summary: "The workspace's channels.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/channels",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateChannelList,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","rate_limited"],
    },
    createChannel: {
        operationId: "createChannel",
        summary: "Creates a channel.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/channels",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: V.validateCreateChannelRequest,
        response: V.validateChannel,
        contentType: "application/json",
        status: [201],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","name_taken","validation_failed","rate_limited"],
    },
    addChannelApp: {
        operationId: "addChannelApp",
        summary: "Adds an App to a channel (App manager or owner/admin).",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/channels/{channelId}/apps",
        pathParams: ["workspaceId","channelId"],
        auth: "user",
        query: [],
        request: V.validateAddChannelAppRequest,
        response: V.validateChannelApp,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","app_not_ready","validation_failed","rate_limited"],
    },
    removeChannelApp: {
        operationId: "removeChannelApp",
        summary: "Removes an App from a channel; its replies there are then 403 target_not_allowed.",
        method: "DELETE",
        path: "/api/v1/workspaces/{workspaceId}/channels/{channelId}/apps/{installationId}",
        pathParams: ["workspaceId","channelId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateChannelApp,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","rate_limited"],
    },
    postMessage: {
        operationId: "postMessage",
        summary: "Posts a message; each mentioned active App that is a member of the channel gets one delivery.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/channels/{channelId}/messages",
        pathParams: ["workspaceId","channelId"],
        auth: "user",
        query: [],
        request: V.validatePostMessageRequest,
        response: V.validatePostMessageResponse,
        contentType: "application/json",
        status: [201],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","validation_failed","rate_limited"],
    },
    listMessages: {
        operationId: "listMessages",
        summary: "The channel's messages, oldest first.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/channels/{channelId}/messages",
        pathParams: ["workspaceId","channelId"],
        auth: "user",
        query: [
            {"name":"afterSeq","type":"integer","required":false,"minimum":0,"maximum":9007199254740991,"default":0},
            {"name":"limit","type":"integer","required":false,"minimum":1,"maximum":500,"default":100},
            {"name":"threadId","type":"string","required":false},
        ],
        request: null,
        response: V.validateMessageList,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","validation_failed","rate_limited"],
    },
    listApps: {
        operationId: "listApps",
        summary: "The workspace's Apps, optionally by name.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/apps",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [
            {"name":"name","type":"string","required":false},
        ],
        request: null,
        response: V.validateAppList,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","rate_limited"],
    },
    createApp: {
        operationId: "createApp",
        summary: "Owner/admin: 201 with the credentials, shown once (no-store); member: 202 pending_approval without a credential.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/apps",
        pathParams: ["workspaceId"],
        auth: "user",
        query: [],
        request: V.validateCreateAppRequest,
        response: V.validateCreateAppResponse,
        contentType: "application/json",
        status: [201,202],
        noStore: true,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","name_taken","validation_failed","rate_limited"],
    },
    getApp: {
        operationId: "getApp",
        summary: "The App.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateApp,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","rate_limited"],
    },
    approveApp: {
        operationId: "approveApp",
        summary: "Approves a pending App (owner/admin): ready_to_claim.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}/approve",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateApp,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","rate_limited"],
    },
    rejectApp: {
        operationId: "rejectApp",
        summary: "Rejects a pending App (owner/admin); it is removed from Apps.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}/reject",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateApp,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","rate_limited"],
    },
    rotateRunnerToken: {
        operationId: "rotateRunnerToken",
        summary: "A new runner token, shown once; the old one answers 401 token_disabled.",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/app-installations/{installationId}/runner-token/rotate",
        pathParams: ["workspaceId","installationId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateRotateRunnerTokenResponse,
        contentType: "application/json",
        status: [200],
        noStore: true,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","installation_not_found","rate_limited"],
    },
    getDelivery: {
        operationId: "getDelivery",
        summary: "A delivery: status, attempts, failure, result.",
        method: "GET",
        path: "/api/v1/workspaces/{workspaceId}/deliveries/{deliveryId}",
        pathParams: ["workspaceId","deliveryId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateDelivery,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: true,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","delivery_not_found","rate_limited"],
    },
    cancelDelivery: {
        operationId: "cancelDelivery",
        summary: "Cancels a delivery (App manager or owner/admin).",
        method: "POST",
        path: "/api/v1/workspaces/{workspaceId}/deliveries/{deliveryId}/cancel",
        pathParams: ["workspaceId","deliveryId"],
        auth: "user",
        query: [],
        request: null,
        response: V.validateDelivery,
        contentType: "application/json",
        status: [200],
        noStore: false,
        idempotent: false,
        errors: ["invalid_token","token_expired","token_disabled","not_permitted","not_found","delivery_not_found","delivery_terminal","rate_limited"],
    },
} as const satisfies Record<string, OperationSpec>;

export type AgentTeamAdminApiOperationId = keyof typeof agentTeamAdminApiOperations;
/** Operations answered with one JSON body (not a stream): the ones with a generated client method. */
export type AgentTeamAdminApiJsonOperationId = "health" | "createUser" | "currentUser" | "createToken" | "createWorkspace" | "getWorkspace" | "listMembers" | "addMember" | "listChannels" | "createChannel" | "addChannelApp" | "removeChannelApp" | "postMessage" | "listMessages" | "listApps" | "createApp" | "getApp" | "approveApp" | "rejectApp" | "rotateRunnerToken" | "getDelivery" | "cancelDelivery";

/** Path parameters a client fixes once, not per call. */
export const agentTeamAdminApiClientScope = ["workspaceId"] as const;

/**
 * The typed face of each operation: path parameters, the query as sent and as served (integers
 * with their defaults), the request body and the response (of a stream: each line).
 */
export interface AgentTeamAdminApiTypes {
    health: {
        path: Record<string, never>;
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.Health;
    };
    createUser: {
        path: Record<string, never>;
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.CreateUserRequest;
        response: T.CreateUserResponse;
    };
    currentUser: {
        path: Record<string, never>;
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.CurrentUserResponse;
    };
    createToken: {
        path: Record<string, never>;
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.CreateTokenRequest;
        response: T.TokenResponse;
    };
    createWorkspace: {
        path: Record<string, never>;
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.CreateWorkspaceRequest;
        response: T.Workspace;
    };
    getWorkspace: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.Workspace;
    };
    listMembers: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.MemberList;
    };
    addMember: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.AddMemberRequest;
        response: T.WorkspaceMember;
    };
    listChannels: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.ChannelList;
    };
    createChannel: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.CreateChannelRequest;
        response: T.Channel;
    };
    addChannelApp: {
        path: { workspaceId: string; channelId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.AddChannelAppRequest;
        response: T.ChannelApp;
    };
    removeChannelApp: {
        path: { workspaceId: string; channelId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.ChannelApp;
    };
    postMessage: {
        path: { workspaceId: string; channelId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.PostMessageRequest;
        response: T.PostMessageResponse;
    };
    listMessages: {
        path: { workspaceId: string; channelId: string };
        query: { afterSeq?: number | undefined; limit?: number | undefined; threadId?: string | undefined };
        servedQuery: { afterSeq: number; limit: number; threadId: string | undefined };
        body: undefined;
        response: T.MessageList;
    };
    listApps: {
        path: { workspaceId: string };
        query: { name?: string | undefined };
        servedQuery: { name: string | undefined };
        body: undefined;
        response: T.AppList;
    };
    createApp: {
        path: { workspaceId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: T.CreateAppRequest;
        response: T.CreateAppResponse;
    };
    getApp: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.App;
    };
    approveApp: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.App;
    };
    rejectApp: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.App;
    };
    rotateRunnerToken: {
        path: { workspaceId: string; installationId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.RotateRunnerTokenResponse;
    };
    getDelivery: {
        path: { workspaceId: string; deliveryId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.Delivery;
    };
    cancelDelivery: {
        path: { workspaceId: string; deliveryId: string };
        query: Record<string, never>;
        servedQuery: Record<string, never>;
        body: undefined;
        response: T.Delivery;
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
export abstract class AgentTeamAdminApiMethods<Options extends { readonly [A in OperationAuth]: object } = { readonly [A in OperationAuth]: object }> {
    protected abstract invoke<Id extends AgentTeamAdminApiJsonOperationId>(
        operationId: Id,
        input: OperationInput,
        options: Options[OperationAuth] | undefined,
    ): Promise<AgentTeamAdminApiTypes[Id]["response"]>;

    /**
     * `GET /healthz` -> Health.
     * Liveness.
     */
    health(options?: Options["none"]): Promise<T.Health> {
        return this.invoke("health", { path: {} }, options);
    }

    /**
     * `POST /api/v1/users`: CreateUserRequest -> CreateUserResponse.
     * Creates a user and its first token (open: it is a local tool).
     */
    createUser(body: T.CreateUserRequest, options?: Options["none"]): Promise<T.CreateUserResponse> {
        return this.invoke("createUser", { path: {}, body }, options);
    }

    /**
     * `GET /api/v1/users/me` -> CurrentUserResponse.
     * The caller and its workspaces.
     */
    currentUser(options?: Options["user"]): Promise<T.CurrentUserResponse> {
        return this.invoke("currentUser", { path: {} }, options);
    }

    /**
     * `POST /api/v1/users/me/tokens`: CreateTokenRequest -> TokenResponse.
     * Issues another user token.
     */
    createToken(body: T.CreateTokenRequest, options?: Options["user"]): Promise<T.TokenResponse> {
        return this.invoke("createToken", { path: {}, body }, options);
    }

    /**
     * `POST /api/v1/workspaces`: CreateWorkspaceRequest -> Workspace.
     * Creates a workspace; the caller becomes its owner.
     */
    createWorkspace(body: T.CreateWorkspaceRequest, options?: Options["user"]): Promise<T.Workspace> {
        return this.invoke("createWorkspace", { path: {}, body }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}` -> Workspace.
     * The workspace, with the caller's role.
     */
    getWorkspace(options?: Options["user"]): Promise<T.Workspace> {
        return this.invoke("getWorkspace", { path: {} }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/members` -> MemberList.
     * The workspace's members.
     */
    listMembers(options?: Options["user"]): Promise<T.MemberList> {
        return this.invoke("listMembers", { path: {} }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/members`: AddMemberRequest -> WorkspaceMember.
     * Adds a member (owner/admin; only an owner makes owners).
     */
    addMember(body: T.AddMemberRequest, options?: Options["user"]): Promise<T.WorkspaceMember> {
        return this.invoke("addMember", { path: {}, body }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/channels` -> ChannelList.
     * The workspace's channels.
     */
    listChannels(options?: Options["user"]): Promise<T.ChannelList> {
        return this.invoke("listChannels", { path: {} }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/channels`: CreateChannelRequest -> Channel.
     * Creates a channel.
     */
    createChannel(body: T.CreateChannelRequest, options?: Options["user"]): Promise<T.Channel> {
        return this.invoke("createChannel", { path: {}, body }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/channels/{channelId}/apps`: AddChannelAppRequest -> ChannelApp.
     * Adds an App to a channel (App manager or owner/admin).
     */
    addChannelApp(channelId: string, body: T.AddChannelAppRequest, options?: Options["user"]): Promise<T.ChannelApp> {
        return this.invoke("addChannelApp", { path: { channelId }, body }, options);
    }

    /**
     * `DELETE /api/v1/workspaces/{workspaceId}/channels/{channelId}/apps/{installationId}` -> ChannelApp.
     * Removes an App from a channel; its replies there are then 403 target_not_allowed.
     */
    removeChannelApp(channelId: string, installationId: string, options?: Options["user"]): Promise<T.ChannelApp> {
        return this.invoke("removeChannelApp", { path: { channelId, installationId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/channels/{channelId}/messages`: PostMessageRequest -> PostMessageResponse.
     * Posts a message; each mentioned active App that is a member of the channel gets one delivery.
     */
    postMessage(channelId: string, body: T.PostMessageRequest, options?: Options["user"]): Promise<T.PostMessageResponse> {
        return this.invoke("postMessage", { path: { channelId }, body }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/channels/{channelId}/messages` -> MessageList.
     * The channel's messages, oldest first.
     */
    listMessages(channelId: string, query?: AgentTeamAdminApiTypes["listMessages"]["query"], options?: Options["user"]): Promise<T.MessageList> {
        return this.invoke("listMessages", { path: { channelId }, query }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/apps` -> AppList.
     * The workspace's Apps, optionally by name.
     */
    listApps(query?: AgentTeamAdminApiTypes["listApps"]["query"], options?: Options["user"]): Promise<T.AppList> {
        return this.invoke("listApps", { path: {}, query }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/apps`: CreateAppRequest -> CreateAppResponse.
     * Owner/admin: 201 with the credentials, shown once (no-store); member: 202 pending_approval without a credential.
     */
    createApp(body: T.CreateAppRequest, options?: Options["user"]): Promise<T.CreateAppResponse> {
        return this.invoke("createApp", { path: {}, body }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/app-installations/{installationId}` -> App.
     * The App.
     */
    getApp(installationId: string, options?: Options["user"]): Promise<T.App> {
        return this.invoke("getApp", { path: { installationId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-installations/{installationId}/approve` -> App.
     * Approves a pending App (owner/admin): ready_to_claim.
     */
    approveApp(installationId: string, options?: Options["user"]): Promise<T.App> {
        return this.invoke("approveApp", { path: { installationId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-installations/{installationId}/reject` -> App.
     * Rejects a pending App (owner/admin); it is removed from Apps.
     */
    rejectApp(installationId: string, options?: Options["user"]): Promise<T.App> {
        return this.invoke("rejectApp", { path: { installationId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/app-installations/{installationId}/runner-token/rotate` -> RotateRunnerTokenResponse.
     * A new runner token, shown once; the old one answers 401 token_disabled.
     */
    rotateRunnerToken(installationId: string, options?: Options["user"]): Promise<T.RotateRunnerTokenResponse> {
        return this.invoke("rotateRunnerToken", { path: { installationId } }, options);
    }

    /**
     * `GET /api/v1/workspaces/{workspaceId}/deliveries/{deliveryId}` -> Delivery.
     * A delivery: status, attempts, failure, result.
     */
    getDelivery(deliveryId: string, options?: Options["user"]): Promise<T.Delivery> {
        return this.invoke("getDelivery", { path: { deliveryId } }, options);
    }

    /**
     * `POST /api/v1/workspaces/{workspaceId}/deliveries/{deliveryId}/cancel` -> Delivery.
     * Cancels a delivery (App manager or owner/admin).
     */
    cancelDelivery(deliveryId: string, options?: Options["user"]): Promise<T.Delivery> {
        return this.invoke("cancelDelivery", { path: { deliveryId } }, options);
    }
}
