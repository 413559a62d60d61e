// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
import * as raw from './validators.standalone.js';
import type * as T from './types.js';

/** One ajv error, as ajv reports it. */
export interface SchemaValidationError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}

/** A precompiled validator: a type guard whose `errors` explain the last failure. */
export interface Validator<Value> {
    (data: unknown): data is Value;
    errors?: SchemaValidationError[] | null;
}

export const validateWorkspaceRole = raw.validateWorkspaceRole as unknown as Validator<T.WorkspaceRole>;
export const validateAppTransport = raw.validateAppTransport as unknown as Validator<T.AppTransport>;
export const validateAppStatus = raw.validateAppStatus as unknown as Validator<T.AppStatus>;
export const validateAppCredentialState = raw.validateAppCredentialState as unknown as Validator<T.AppCredentialState>;
export const validateDeliveryStatus = raw.validateDeliveryStatus as unknown as Validator<T.DeliveryStatus>;
export const validateAttemptStatus = raw.validateAttemptStatus as unknown as Validator<T.AttemptStatus>;
export const validateSkipReason = raw.validateSkipReason as unknown as Validator<T.SkipReason>;
export const validateCodePointRange = raw.validateCodePointRange as unknown as Validator<T.CodePointRange>;
export const validateUser = raw.validateUser as unknown as Validator<T.User>;
export const validateCreateUserRequest = raw.validateCreateUserRequest as unknown as Validator<T.CreateUserRequest>;
export const validateCreateUserResponse = raw.validateCreateUserResponse as unknown as Validator<T.CreateUserResponse>;
export const validateCreateTokenRequest = raw.validateCreateTokenRequest as unknown as Validator<T.CreateTokenRequest>;
export const validateTokenResponse = raw.validateTokenResponse as unknown as Validator<T.TokenResponse>;
export const validateWorkspaceMembership = raw.validateWorkspaceMembership as unknown as Validator<T.WorkspaceMembership>;
export const validateCurrentUserResponse = raw.validateCurrentUserResponse as unknown as Validator<T.CurrentUserResponse>;
export const validateCreateWorkspaceRequest = raw.validateCreateWorkspaceRequest as unknown as Validator<T.CreateWorkspaceRequest>;
export const validateWorkspace = raw.validateWorkspace as unknown as Validator<T.Workspace>;
export const validateAddMemberRequest = raw.validateAddMemberRequest as unknown as Validator<T.AddMemberRequest>;
export const validateWorkspaceMember = raw.validateWorkspaceMember as unknown as Validator<T.WorkspaceMember>;
export const validateMemberList = raw.validateMemberList as unknown as Validator<T.MemberList>;
export const validateCreateChannelRequest = raw.validateCreateChannelRequest as unknown as Validator<T.CreateChannelRequest>;
export const validateChannel = raw.validateChannel as unknown as Validator<T.Channel>;
export const validateChannelList = raw.validateChannelList as unknown as Validator<T.ChannelList>;
export const validateAddChannelAppRequest = raw.validateAddChannelAppRequest as unknown as Validator<T.AddChannelAppRequest>;
export const validateChannelApp = raw.validateChannelApp as unknown as Validator<T.ChannelApp>;
export const validateCreateAppRequest = raw.validateCreateAppRequest as unknown as Validator<T.CreateAppRequest>;
export const validateApp = raw.validateApp as unknown as Validator<T.App>;
export const validateAppList = raw.validateAppList as unknown as Validator<T.AppList>;
export const validateInitialCredentials = raw.validateInitialCredentials as unknown as Validator<T.InitialCredentials>;
export const validateCreateAppResponse = raw.validateCreateAppResponse as unknown as Validator<T.CreateAppResponse>;
export const validateRotateRunnerTokenResponse = raw.validateRotateRunnerTokenResponse as unknown as Validator<T.RotateRunnerTokenResponse>;
export const validatePostMention = raw.validatePostMention as unknown as Validator<T.PostMention>;
export const validatePostMessageRequest = raw.validatePostMessageRequest as unknown as Validator<T.PostMessageRequest>;
export const validateMessageAuthorView = raw.validateMessageAuthorView as unknown as Validator<T.MessageAuthorView>;
export const validateMessageMention = raw.validateMessageMention as unknown as Validator<T.MessageMention>;
export const validateMessageSource = raw.validateMessageSource as unknown as Validator<T.MessageSource>;
export const validateMessage = raw.validateMessage as unknown as Validator<T.Message>;
export const validateMessageList = raw.validateMessageList as unknown as Validator<T.MessageList>;
export const validateDeliverySummary = raw.validateDeliverySummary as unknown as Validator<T.DeliverySummary>;
export const validateSkippedMention = raw.validateSkippedMention as unknown as Validator<T.SkippedMention>;
export const validatePostMessageResponse = raw.validatePostMessageResponse as unknown as Validator<T.PostMessageResponse>;
export const validateDeliveryAttempt = raw.validateDeliveryAttempt as unknown as Validator<T.DeliveryAttempt>;
export const validateDeliveryFailure = raw.validateDeliveryFailure as unknown as Validator<T.DeliveryFailure>;
export const validateDelivery = raw.validateDelivery as unknown as Validator<T.Delivery>;
export const validateHealth = raw.validateHealth as unknown as Validator<T.Health>;
export const validateMemberKind = raw.validateMemberKind as unknown as Validator<T.MemberKind>;
export const validateDevFault = raw.validateDevFault as unknown as Validator<T.DevFault>;

/** Every validator by type name. */
export const validators = {
    WorkspaceRole: validateWorkspaceRole,
    AppTransport: validateAppTransport,
    AppStatus: validateAppStatus,
    AppCredentialState: validateAppCredentialState,
    DeliveryStatus: validateDeliveryStatus,
    AttemptStatus: validateAttemptStatus,
    SkipReason: validateSkipReason,
    CodePointRange: validateCodePointRange,
    User: validateUser,
    CreateUserRequest: validateCreateUserRequest,
    CreateUserResponse: validateCreateUserResponse,
    CreateTokenRequest: validateCreateTokenRequest,
    TokenResponse: validateTokenResponse,
    WorkspaceMembership: validateWorkspaceMembership,
    CurrentUserResponse: validateCurrentUserResponse,
    CreateWorkspaceRequest: validateCreateWorkspaceRequest,
    Workspace: validateWorkspace,
    AddMemberRequest: validateAddMemberRequest,
    WorkspaceMember: validateWorkspaceMember,
    MemberList: validateMemberList,
    CreateChannelRequest: validateCreateChannelRequest,
    Channel: validateChannel,
    ChannelList: validateChannelList,
    AddChannelAppRequest: validateAddChannelAppRequest,
    ChannelApp: validateChannelApp,
    CreateAppRequest: validateCreateAppRequest,
    App: validateApp,
    AppList: validateAppList,
    InitialCredentials: validateInitialCredentials,
    CreateAppResponse: validateCreateAppResponse,
    RotateRunnerTokenResponse: validateRotateRunnerTokenResponse,
    PostMention: validatePostMention,
    PostMessageRequest: validatePostMessageRequest,
    MessageAuthorView: validateMessageAuthorView,
    MessageMention: validateMessageMention,
    MessageSource: validateMessageSource,
    Message: validateMessage,
    MessageList: validateMessageList,
    DeliverySummary: validateDeliverySummary,
    SkippedMention: validateSkippedMention,
    PostMessageResponse: validatePostMessageResponse,
    DeliveryAttempt: validateDeliveryAttempt,
    DeliveryFailure: validateDeliveryFailure,
    Delivery: validateDelivery,
    Health: validateHealth,
    MemberKind: validateMemberKind,
    DevFault: validateDevFault,
} as const;
