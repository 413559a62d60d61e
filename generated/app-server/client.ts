// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
import type * as T from './types.js';

/** Client method name -> wire method, for every client request. */
export const clientRequestMethodNames = {
    initialize: "initialize",
    threadStart: "thread/start",
    threadResume: "thread/resume",
    threadRead: "thread/read",
    threadList: "thread/list",
    threadArchive: "thread/archive",
    threadUnsubscribe: "thread/unsubscribe",
    turnStart: "turn/start",
    turnSteer: "turn/steer",
    turnFollowUp: "turn/followUp",
    turnInterrupt: "turn/interrupt",
    approvalResolve: "approval/resolve",
    modelList: "model/list",
    schemaExport: "schema/export",
} as const satisfies Record<string, T.ClientRequestMethod>;

/**
 * One typed method per client request. A client implements `call` (send, correlate, retry) and
 * `notify`; `CallOptions` is whatever per-call options that client accepts.
 */
export abstract class AppServerClientMethods<CallOptions extends object = object> {
    protected abstract call<M extends T.ClientRequestMethod>(
        method: M,
        params: T.ClientRequestMethods[M]["params"],
        options?: CallOptions,
    ): Promise<T.ClientRequestMethods[M]["result"]>;

    protected abstract notify<M extends T.ClientNotificationMethod>(method: M, params: T.ClientNotificationMethods[M]): Promise<void>;

    /** `initialize`: InitializeParams -> InitializeResponse. */
    initialize(params: T.InitializeParams, options?: CallOptions): Promise<T.InitializeResponse> {
        return this.call("initialize", params, options);
    }

    /** `thread/start`: ThreadStartParams (optional) -> ThreadStartResponse. */
    threadStart(params?: T.ThreadStartParams, options?: CallOptions): Promise<T.ThreadStartResponse> {
        return this.call("thread/start", params, options);
    }

    /** `thread/resume`: ThreadResumeParams -> ThreadResumeResponse. */
    threadResume(params: T.ThreadResumeParams, options?: CallOptions): Promise<T.ThreadResumeResponse> {
        return this.call("thread/resume", params, options);
    }

    /** `thread/read`: ThreadReadParams -> ThreadReadResponse. */
    threadRead(params: T.ThreadReadParams, options?: CallOptions): Promise<T.ThreadReadResponse> {
        return this.call("thread/read", params, options);
    }

    /** `thread/list`: ThreadListParams (optional) -> ThreadListResponse. */
    threadList(params?: T.ThreadListParams, options?: CallOptions): Promise<T.ThreadListResponse> {
        return this.call("thread/list", params, options);
    }

    /** `thread/archive`: ThreadIdParams -> ThreadArchiveResponse. */
    threadArchive(params: T.ThreadIdParams, options?: CallOptions): Promise<T.ThreadArchiveResponse> {
        return this.call("thread/archive", params, options);
    }

    /** `thread/unsubscribe`: ThreadIdParams -> ThreadUnsubscribeResponse. */
    threadUnsubscribe(params: T.ThreadIdParams, options?: CallOptions): Promise<T.ThreadUnsubscribeResponse> {
        return this.call("thread/unsubscribe", params, options);
    }

    /** `turn/start`: TurnStartParams -> TurnStartResponse. */
    turnStart(params: T.TurnStartParams, options?: CallOptions): Promise<T.TurnStartResponse> {
        return this.call("turn/start", params, options);
    }

    /** `turn/steer`: TurnSteerParams -> TurnQueueResponse. */
    turnSteer(params: T.TurnSteerParams, options?: CallOptions): Promise<T.TurnQueueResponse> {
        return this.call("turn/steer", params, options);
    }

    /** `turn/followUp`: TurnFollowUpParams -> TurnQueueResponse. */
    turnFollowUp(params: T.TurnFollowUpParams, options?: CallOptions): Promise<T.TurnQueueResponse> {
        return this.call("turn/followUp", params, options);
    }

    /** `turn/interrupt`: TurnInterruptParams -> TurnInterruptResponse. */
    turnInterrupt(params: T.TurnInterruptParams, options?: CallOptions): Promise<T.TurnInterruptResponse> {
        return this.call("turn/interrupt", params, options);
    }

    /** `approval/resolve`: ApprovalResolveParams -> ApprovalResolveResponse. */
    approvalResolve(params: T.ApprovalResolveParams, options?: CallOptions): Promise<T.ApprovalResolveResponse> {
        return this.call("approval/resolve", params, options);
    }

    /** `model/list`: ModelListParams (optional) -> ModelListResponse. */
    modelList(params?: T.ModelListParams, options?: CallOptions): Promise<T.ModelListResponse> {
        return this.call("model/list", params, options);
    }

    /** `schema/export`: SchemaExportParams (optional) -> SchemaExportResponse. */
    schemaExport(params?: T.SchemaExportParams, options?: CallOptions): Promise<T.SchemaExportResponse> {
        return this.call("schema/export", params, options);
    }

    /** Sends the `initialized` notification. */
    initialized(): Promise<void> {
        return this.notify("initialized", undefined);
    }
}
