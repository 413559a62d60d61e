// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
import * as V from './validators.js';
import type * as T from './types.js';

/** How a method is declared in the schemas. */
export interface MethodSpec {
    readonly params: V.Validator<unknown> | null;
    readonly paramsRequired: boolean;
    readonly result: V.Validator<unknown> | null;
    /** Refused ("runtime is not configured") by a server without a runtime. */
    readonly requiresRuntime: boolean;
}

/** ClientNotification: one entry per declared method. */
export const clientNotificationMethods = {
    "initialized": {
        params: null,
        paramsRequired: false,
        result: null,
        requiresRuntime: false,
    },
} as const satisfies Record<T.ClientNotificationMethod, MethodSpec>;

/** ClientRequest: one entry per declared method. */
export const clientRequestMethods = {
    "initialize": {
        params: V.validateInitializeParams,
        paramsRequired: true,
        result: V.validateInitializeResponse,
        requiresRuntime: false,
    },
    "thread/start": {
        params: V.validateThreadStartParams,
        paramsRequired: false,
        result: V.validateThreadStartResponse,
        requiresRuntime: true,
    },
    "thread/resume": {
        params: V.validateThreadResumeParams,
        paramsRequired: true,
        result: V.validateThreadResumeResponse,
        requiresRuntime: true,
    },
    "thread/read": {
        params: V.validateThreadReadParams,
        paramsRequired: true,
        result: V.validateThreadReadResponse,
        requiresRuntime: true,
    },
    "thread/list": {
        params: V.validateThreadListParams,
        paramsRequired: false,
        result: V.validateThreadListResponse,
        requiresRuntime: true,
    },
    "thread/archive": {
        params: V.validateThreadIdParams,
        paramsRequired: true,
        result: V.validateThreadArchiveResponse,
        requiresRuntime: true,
    },
    "thread/unsubscribe": {
        params: V.validateThreadIdParams,
        paramsRequired: true,
        result: V.validateThreadUnsubscribeResponse,
        requiresRuntime: true,
    },
    "turn/start": {
        params: V.validateTurnStartParams,
        paramsRequired: true,
        result: V.validateTurnStartResponse,
        requiresRuntime: true,
    },
    "turn/steer": {
        params: V.validateTurnSteerParams,
        paramsRequired: true,
        result: V.validateTurnQueueResponse,
        requiresRuntime: true,
    },
    "turn/followUp": {
        params: V.validateTurnFollowUpParams,
        paramsRequired: true,
        result: V.validateTurnQueueResponse,
        requiresRuntime: true,
    },
    "turn/interrupt": {
        params: V.validateTurnInterruptParams,
        paramsRequired: true,
        result: V.validateTurnInterruptResponse,
        requiresRuntime: true,
    },
    "approval/resolve": {
        params: V.validateApprovalResolveParams,
        paramsRequired: true,
        result: V.validateApprovalResolveResponse,
        requiresRuntime: true,
    },
    "model/list": {
        params: V.validateModelListParams,
        paramsRequired: false,
        result: V.validateModelListResponse,
        requiresRuntime: false,
    },
    "schema/export": {
        params: V.validateSchemaExportParams,
        paramsRequired: false,
        result: V.validateSchemaExportResponse,
        requiresRuntime: false,
    },
} as const satisfies Record<T.ClientRequestMethod, MethodSpec>;

/** ServerNotification: one entry per declared method. */
export const serverNotificationMethods = {
    "thread/started": {
        params: V.validateThreadStartedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "thread/archived": {
        params: V.validateThreadArchivedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "thread/closed": {
        params: V.validateThreadClosedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "thread/status/changed": {
        params: V.validateThreadStatusChangedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "turn/started": {
        params: V.validateTurnStartedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "turn/completed": {
        params: V.validateTurnCompletedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "item/started": {
        params: V.validateAppItem,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "item/completed": {
        params: V.validateAppItem,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "item/agentMessage/delta": {
        params: V.validateAgentMessageDeltaParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "item/toolCall/delta": {
        params: V.validateToolCallDeltaParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "approval/requested": {
        params: V.validateApprovalRequestParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "approval/resolved": {
        params: V.validateApprovalResolvedParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
    "error/warning": {
        params: V.validateWarningParams,
        paramsRequired: true,
        result: null,
        requiresRuntime: false,
    },
} as const satisfies Record<T.ServerNotificationMethod, MethodSpec>;

/** ServerRequest: one entry per declared method. */
export const serverRequestMethods = {
    "approval/request": {
        params: V.validateApprovalRequestParams,
        paramsRequired: true,
        result: V.validateApprovalResponse,
        requiresRuntime: false,
    },
} as const satisfies Record<T.ServerRequestMethod, MethodSpec>;
