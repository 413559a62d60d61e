// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
export interface CreateUserRequest {
    name: string;
    [property: string]: unknown;
}

export interface CreateUserResponse {
    /**
     * The user token, shown once (Cache-Control: no-store); stored as a SHA-256 hash.
     */
    token: string;
    user:  User;
}

export interface User {
    /**
     * RFC 3339 time.
     */
    createdAt: string;
    name:      string;
    userId:    string;
}

export interface CreateTokenRequest {
    expiresInSeconds?: number;
    [property: string]: unknown;
}

export interface TokenResponse {
    /**
     * RFC 3339 time.
     */
    expiresAt?: string;
    token:      string;
}

export interface CurrentUserResponse {
    user:       User;
    workspaces: WorkspaceMembership[];
}

export interface WorkspaceMembership {
    name:        string;
    role:        WorkspaceRole;
    workspaceId: string;
}

/**
 * A user's role in a workspace: owners and admins create Apps directly and approve member
 * requests.
 */
export type WorkspaceRole = "owner" | "admin" | "member";

export interface CreateWorkspaceRequest {
    name: string;
    [property: string]: unknown;
}

/**
 * A workspace as the caller sees it (role is the caller's).
 */
export interface Workspace {
    /**
     * RFC 3339 time.
     */
    createdAt:   string;
    name:        string;
    role:        WorkspaceRole;
    workspaceId: string;
}

export interface AddMemberRequest {
    role:   WorkspaceRole;
    userId: string;
    [property: string]: unknown;
}

export interface MemberList {
    members: WorkspaceMember[];
}

export interface WorkspaceMember {
    /**
     * RFC 3339 time.
     */
    joinedAt:    string;
    memberId:    string;
    name:        string;
    role:        WorkspaceRole;
    userId:      string;
    workspaceId: string;
}

export interface CreateChannelRequest {
    name: string;
    [property: string]: unknown;
}

export interface ChannelList {
    channels: Channel[];
}

export interface Channel {
    channelId: string;
    /**
     * RFC 3339 time.
     */
    createdAt:   string;
    name:        string;
    workspaceId: string;
}

export interface AddChannelAppRequest {
    installationId: string;
    [property: string]: unknown;
}

export interface ChannelApp {
    channelId:       string;
    installationId:  string;
    member:          boolean;
    serviceMemberId: string;
}

export interface CreateAppRequest {
    /**
     * Base URL of the callback service; deliveries are POSTed to <callbackUrl>/events (unless
     * it already ends in /events). Required with the callback transport.
     */
    callbackUrl?: string;
    displayName?: string;
    /**
     * Letters, digits, _ . - (Unicode letters allowed); unique among the workspace's Apps;
     * mentioned as @name.
     */
    name:       string;
    transports: [AppTransport, ...AppTransport[]];
    [property: string]: unknown;
}

export type AppTransport = "runner_stream" | "callback";

export interface AppList {
    apps: App[];
}

export interface App {
    appId:        string;
    callbackUrl?: string;
    channelIds:   string[];
    /**
     * RFC 3339 time.
     */
    claimedAt?: string;
    /**
     * RFC 3339 time.
     */
    createdAt: string;
    /**
     * userId of the creator, the first App manager.
     */
    createdBy:           string;
    credentialState:     AppCredentialState;
    displayName:         string;
    installationId:      string;
    name:                string;
    serviceDefinitionId: string;
    serviceMemberId:     string;
    status:              AppStatus;
    transports:          AppTransport[];
    workspaceId:         string;
}

export type AppCredentialState = "pending_approval" | "ready_to_claim" | "claimed";

/**
 * pending_approval: a member's request, no usable App; active: created by an owner/admin or
 * approved; rejected: removed from Apps (kept for audit).
 */
export type AppStatus = "pending_approval" | "active" | "rejected";

/**
 * 201 with credentials for an owner/admin; 202 without for a member's request
 * (pending_approval).
 */
export interface CreateAppResponse {
    app:          App;
    credentials?: InitialCredentials;
}

/**
 * Plaintext credentials, shown once (Cache-Control: no-store).
 */
export interface InitialCredentials {
    callbackSigningSecret?: string;
    runnerToken?:           string;
}

/**
 * The new runner token, shown once; the old one answers 401 token_disabled from now on.
 */
export interface RotateRunnerTokenResponse {
    runnerToken: string;
}

export interface PostMessageRequest {
    devFault?: DevFault;
    mentions?: PostMention[];
    text:      string;
    /**
     * Root message id of the thread to post in; threads inherit the channel's App membership.
     */
    threadId?: string;
    [property: string]: unknown;
}

/**
 * Local platform only (`agentteam trigger`): a fault for the first attempt of each delivery
 * the message creates. callback_timeout: the first callback attempt ends with
 * callback_timeout before its envelope is sent (the App receives it as a late,
 * already-ended attempt), then the delivery is retried; first_attempt_lost: the first
 * attempt is leased for 1 s but never handed to the App, as if the runner had crashed right
 * after taking it, so its lease expires and the delivery is redelivered.
 */
export type DevFault = "callback_timeout" | "first_attempt_lost";

export interface PostMention {
    /**
     * Alternative to serviceMemberId for type service.
     */
    appName?:         string;
    memberId?:        string;
    range:            CodePointRange;
    serviceMemberId?: string;
    type:             MemberKind;
    [property: string]: unknown;
}

/**
 * Unicode code point offsets into text, end exclusive.
 */
export interface CodePointRange {
    end:   number;
    start: number;
    [property: string]: unknown;
}

/**
 * A human workspace member or an App service member.
 */
export type MemberKind = "human" | "service";

/**
 * Oldest first.
 */
export interface MessageList {
    messages: Message[];
}

export interface Message {
    author:    MessageAuthorView;
    channelId: string;
    /**
     * RFC 3339 time.
     */
    createdAt:         string;
    mentions:          MessageMention[];
    messageId:         string;
    replyToMessageId?: string;
    seq:               number;
    source?:           MessageSource;
    text:              string;
    threadId?:         string;
    workspaceId:       string;
}

export interface MessageAuthorView {
    displayName: string;
    /**
     * memberId of a human, serviceMemberId of an App.
     */
    id:   string;
    type: MemberKind;
}

export interface MessageMention {
    memberId?:        string;
    range:            CodePointRange;
    serviceMemberId?: string;
    type:             MemberKind;
}

/**
 * Set on a reply written through the Runtime API.
 */
export interface MessageSource {
    attemptId:  string;
    deliveryId: string;
    effectId:   string;
}

export interface PostMessageResponse {
    deliveries:      DeliverySummary[];
    message:         Message;
    skippedMentions: SkippedMention[];
}

export interface DeliverySummary {
    appName:        string;
    deliveryId:     string;
    installationId: string;
    status:         DeliveryStatus;
}

/**
 * pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt
 * holds a lease; completed/failed/canceled are terminal.
 */
export type DeliveryStatus = "pending" | "delivered" | "completed" | "failed" | "canceled";

export interface SkippedMention {
    appName?:         string;
    reason:           SkipReason;
    serviceMemberId?: string;
}

export type SkipReason = "unknown_app" | "app_not_ready" | "not_in_channel";

export interface Delivery {
    appName:      string;
    attemptCount: number;
    attempts:     DeliveryAttempt[];
    channelId:    string;
    /**
     * RFC 3339 time.
     */
    createdAt:         string;
    currentAttemptId?: string;
    deliveryId:        string;
    envelopeId:        string;
    eventType:         string;
    failure?:          DeliveryFailure;
    installationId:    string;
    maxAttempts:       number;
    messageId:         string;
    /**
     * RFC 3339 time.
     */
    nextAttemptAt?: string;
    result?:        { [key: string]: unknown };
    status:         DeliveryStatus;
    /**
     * RFC 3339 time.
     */
    updatedAt:   string;
    workspaceId: string;
}

export interface DeliveryAttempt {
    attemptId: string;
    /**
     * Why the attempt ended, in words (the error of an unreachable callback, say).
     */
    endDetail?: string;
    /**
     * RFC 3339 time.
     */
    endedAt?:   string;
    endReason?: string;
    /**
     * RFC 3339 time.
     */
    leaseExpiresAt?: string;
    number:          number;
    /**
     * RFC 3339 time.
     */
    startedAt: string;
    status:    AttemptStatus;
    transport: AppTransport;
}

/**
 * active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see
 * endReason); completed/failed: acked/failed by the App; canceled: the delivery was
 * canceled.
 */
export type AttemptStatus = "active" | "ended" | "completed" | "failed" | "canceled";

export interface DeliveryFailure {
    code:    string;
    message: string;
}

export interface Health {
    status: "ok";
}

