// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// The exported JSON Schema and TypeScript bundles, kept as data so that serving them
// (schema/export, `app-server schema`, `app-server generate-ts`) needs no code generator.

export interface ExportBundle {
    jsonSchema: Record<string, Record<string, unknown>>;
    typescript: Record<string, string>;
}

export const exportBundle: ExportBundle = {
    "jsonSchema": {
        "AddChannelAppRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AddChannelAppRequest",
            "type": "object",
            "properties": {
                "installationId": {
                    "type": "string",
                    "minLength": 1
                }
            },
            "required": [
                "installationId"
            ],
            "additionalProperties": true
        },
        "AddMemberRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AddMemberRequest",
            "type": "object",
            "properties": {
                "userId": {
                    "type": "string",
                    "minLength": 1
                },
                "role": {
                    "$ref": "#/$defs/WorkspaceRole"
                }
            },
            "required": [
                "userId",
                "role"
            ],
            "additionalProperties": true,
            "$defs": {
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "App": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "App",
            "type": "object",
            "properties": {
                "appId": {
                    "type": "string"
                },
                "installationId": {
                    "type": "string"
                },
                "serviceDefinitionId": {
                    "type": "string"
                },
                "serviceMemberId": {
                    "type": "string"
                },
                "workspaceId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "displayName": {
                    "type": "string"
                },
                "transports": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppTransport"
                    }
                },
                "callbackUrl": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/AppStatus"
                },
                "credentialState": {
                    "$ref": "#/$defs/AppCredentialState"
                },
                "createdBy": {
                    "type": "string",
                    "description": "userId of the creator, the first App manager."
                },
                "channelIds": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    }
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "claimedAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "appId",
                "installationId",
                "serviceDefinitionId",
                "serviceMemberId",
                "workspaceId",
                "name",
                "displayName",
                "transports",
                "status",
                "credentialState",
                "createdBy",
                "channelIds",
                "createdAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "AppCredentialState": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "ready_to_claim",
                        "claimed"
                    ],
                    "title": "AppCredentialState"
                },
                "AppStatus": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "active",
                        "rejected"
                    ],
                    "description": "pending_approval: a member's request, no usable App; active: created by an owner/admin or approved; rejected: removed from Apps (kept for audit).",
                    "title": "AppStatus"
                },
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                }
            }
        },
        "AppCredentialState": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppCredentialState",
            "type": "string",
            "enum": [
                "pending_approval",
                "ready_to_claim",
                "claimed"
            ]
        },
        "AppList": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppList",
            "type": "object",
            "properties": {
                "apps": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/App"
                    }
                }
            },
            "required": [
                "apps"
            ],
            "additionalProperties": false,
            "$defs": {
                "App": {
                    "type": "object",
                    "properties": {
                        "appId": {
                            "type": "string"
                        },
                        "installationId": {
                            "type": "string"
                        },
                        "serviceDefinitionId": {
                            "type": "string"
                        },
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "workspaceId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "displayName": {
                            "type": "string"
                        },
                        "transports": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTransport"
                            }
                        },
                        "callbackUrl": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/AppStatus"
                        },
                        "credentialState": {
                            "$ref": "#/$defs/AppCredentialState"
                        },
                        "createdBy": {
                            "type": "string",
                            "description": "userId of the creator, the first App manager."
                        },
                        "channelIds": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        },
                        "claimedAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "appId",
                        "installationId",
                        "serviceDefinitionId",
                        "serviceMemberId",
                        "workspaceId",
                        "name",
                        "displayName",
                        "transports",
                        "status",
                        "credentialState",
                        "createdBy",
                        "channelIds",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "App"
                },
                "AppCredentialState": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "ready_to_claim",
                        "claimed"
                    ],
                    "title": "AppCredentialState"
                },
                "AppStatus": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "active",
                        "rejected"
                    ],
                    "description": "pending_approval: a member's request, no usable App; active: created by an owner/admin or approved; rejected: removed from Apps (kept for audit).",
                    "title": "AppStatus"
                },
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                }
            }
        },
        "AppStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppStatus",
            "type": "string",
            "enum": [
                "pending_approval",
                "active",
                "rejected"
            ],
            "description": "pending_approval: a member's request, no usable App; active: created by an owner/admin or approved; rejected: removed from Apps (kept for audit)."
        },
        "AppTransport": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppTransport",
            "type": "string",
            "enum": [
                "runner_stream",
                "callback"
            ]
        },
        "AttemptStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AttemptStatus",
            "type": "string",
            "enum": [
                "active",
                "ended",
                "completed",
                "failed",
                "canceled"
            ],
            "description": "active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see endReason); completed/failed: acked/failed by the App; canceled: the delivery was canceled."
        },
        "Channel": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Channel",
            "type": "object",
            "properties": {
                "channelId": {
                    "type": "string"
                },
                "workspaceId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "channelId",
                "workspaceId",
                "name",
                "createdAt"
            ],
            "additionalProperties": false
        },
        "ChannelApp": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ChannelApp",
            "type": "object",
            "properties": {
                "channelId": {
                    "type": "string"
                },
                "installationId": {
                    "type": "string"
                },
                "serviceMemberId": {
                    "type": "string"
                },
                "member": {
                    "type": "boolean"
                }
            },
            "required": [
                "channelId",
                "installationId",
                "serviceMemberId",
                "member"
            ],
            "additionalProperties": false
        },
        "ChannelList": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ChannelList",
            "type": "object",
            "properties": {
                "channels": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/Channel"
                    }
                }
            },
            "required": [
                "channels"
            ],
            "additionalProperties": false,
            "$defs": {
                "Channel": {
                    "type": "object",
                    "properties": {
                        "channelId": {
                            "type": "string"
                        },
                        "workspaceId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "channelId",
                        "workspaceId",
                        "name",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "Channel"
                }
            }
        },
        "CodePointRange": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CodePointRange",
            "type": "object",
            "properties": {
                "start": {
                    "type": "integer",
                    "minimum": 0
                },
                "end": {
                    "type": "integer",
                    "minimum": 0
                }
            },
            "required": [
                "start",
                "end"
            ],
            "additionalProperties": true,
            "description": "Unicode code point offsets into text, end exclusive."
        },
        "CreateAppRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateAppRequest",
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "pattern": "^[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{0,63}$",
                    "description": "Letters, digits, _ . - (Unicode letters allowed); unique among the workspace's Apps; mentioned as @name."
                },
                "displayName": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                },
                "transports": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppTransport"
                    },
                    "minItems": 1,
                    "uniqueItems": true
                },
                "callbackUrl": {
                    "type": "string",
                    "pattern": "^https?://",
                    "description": "Base URL of the callback service; deliveries are POSTed to <callbackUrl>/events (unless it already ends in /events). Required with the callback transport."
                }
            },
            "required": [
                "name",
                "transports"
            ],
            "additionalProperties": true,
            "$defs": {
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                }
            }
        },
        "CreateAppResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateAppResponse",
            "type": "object",
            "properties": {
                "app": {
                    "$ref": "#/$defs/App"
                },
                "credentials": {
                    "$ref": "#/$defs/InitialCredentials"
                }
            },
            "required": [
                "app"
            ],
            "additionalProperties": false,
            "description": "201 with credentials for an owner/admin; 202 without for a member's request (pending_approval).",
            "$defs": {
                "App": {
                    "type": "object",
                    "properties": {
                        "appId": {
                            "type": "string"
                        },
                        "installationId": {
                            "type": "string"
                        },
                        "serviceDefinitionId": {
                            "type": "string"
                        },
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "workspaceId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "displayName": {
                            "type": "string"
                        },
                        "transports": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTransport"
                            }
                        },
                        "callbackUrl": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/AppStatus"
                        },
                        "credentialState": {
                            "$ref": "#/$defs/AppCredentialState"
                        },
                        "createdBy": {
                            "type": "string",
                            "description": "userId of the creator, the first App manager."
                        },
                        "channelIds": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        },
                        "claimedAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "appId",
                        "installationId",
                        "serviceDefinitionId",
                        "serviceMemberId",
                        "workspaceId",
                        "name",
                        "displayName",
                        "transports",
                        "status",
                        "credentialState",
                        "createdBy",
                        "channelIds",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "App"
                },
                "AppCredentialState": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "ready_to_claim",
                        "claimed"
                    ],
                    "title": "AppCredentialState"
                },
                "AppStatus": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "active",
                        "rejected"
                    ],
                    "description": "pending_approval: a member's request, no usable App; active: created by an owner/admin or approved; rejected: removed from Apps (kept for audit).",
                    "title": "AppStatus"
                },
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                },
                "InitialCredentials": {
                    "type": "object",
                    "properties": {
                        "runnerToken": {
                            "type": "string"
                        },
                        "callbackSigningSecret": {
                            "type": "string"
                        }
                    },
                    "required": [],
                    "additionalProperties": false,
                    "description": "Plaintext credentials, shown once (Cache-Control: no-store).",
                    "title": "InitialCredentials"
                }
            }
        },
        "CreateChannelRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateChannelRequest",
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "pattern": "^[a-z0-9][a-z0-9_-]{0,79}$"
                }
            },
            "required": [
                "name"
            ],
            "additionalProperties": true
        },
        "CreateTokenRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateTokenRequest",
            "type": "object",
            "properties": {
                "expiresInSeconds": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 31536000
                }
            },
            "required": [],
            "additionalProperties": true
        },
        "CreateUserRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateUserRequest",
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                }
            },
            "required": [
                "name"
            ],
            "additionalProperties": true
        },
        "CreateUserResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateUserResponse",
            "type": "object",
            "properties": {
                "user": {
                    "$ref": "#/$defs/User"
                },
                "token": {
                    "type": "string",
                    "description": "The user token, shown once (Cache-Control: no-store); stored as a SHA-256 hash."
                }
            },
            "required": [
                "user",
                "token"
            ],
            "additionalProperties": false,
            "$defs": {
                "User": {
                    "type": "object",
                    "properties": {
                        "userId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "userId",
                        "name",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "User"
                }
            }
        },
        "CreateWorkspaceRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CreateWorkspaceRequest",
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                }
            },
            "required": [
                "name"
            ],
            "additionalProperties": true
        },
        "CurrentUserResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CurrentUserResponse",
            "type": "object",
            "properties": {
                "user": {
                    "$ref": "#/$defs/User"
                },
                "workspaces": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/WorkspaceMembership"
                    }
                }
            },
            "required": [
                "user",
                "workspaces"
            ],
            "additionalProperties": false,
            "$defs": {
                "User": {
                    "type": "object",
                    "properties": {
                        "userId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "userId",
                        "name",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "User"
                },
                "WorkspaceMembership": {
                    "type": "object",
                    "properties": {
                        "workspaceId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "role": {
                            "$ref": "#/$defs/WorkspaceRole"
                        }
                    },
                    "required": [
                        "workspaceId",
                        "name",
                        "role"
                    ],
                    "additionalProperties": false,
                    "title": "WorkspaceMembership"
                },
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "Delivery": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Delivery",
            "type": "object",
            "properties": {
                "deliveryId": {
                    "type": "string"
                },
                "envelopeId": {
                    "type": "string"
                },
                "workspaceId": {
                    "type": "string"
                },
                "installationId": {
                    "type": "string"
                },
                "appName": {
                    "type": "string"
                },
                "messageId": {
                    "type": "string"
                },
                "channelId": {
                    "type": "string"
                },
                "eventType": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/DeliveryStatus"
                },
                "attemptCount": {
                    "type": "integer",
                    "minimum": 0
                },
                "maxAttempts": {
                    "type": "integer",
                    "minimum": 1
                },
                "currentAttemptId": {
                    "type": "string"
                },
                "nextAttemptAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "attempts": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/DeliveryAttempt"
                    }
                },
                "failure": {
                    "$ref": "#/$defs/DeliveryFailure"
                },
                "result": {
                    "type": "object",
                    "additionalProperties": true
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "updatedAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "deliveryId",
                "envelopeId",
                "workspaceId",
                "installationId",
                "appName",
                "messageId",
                "channelId",
                "eventType",
                "status",
                "attemptCount",
                "maxAttempts",
                "attempts",
                "createdAt",
                "updatedAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                },
                "AttemptStatus": {
                    "type": "string",
                    "enum": [
                        "active",
                        "ended",
                        "completed",
                        "failed",
                        "canceled"
                    ],
                    "description": "active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see endReason); completed/failed: acked/failed by the App; canceled: the delivery was canceled.",
                    "title": "AttemptStatus"
                },
                "DeliveryAttempt": {
                    "type": "object",
                    "properties": {
                        "attemptId": {
                            "type": "string"
                        },
                        "number": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "transport": {
                            "$ref": "#/$defs/AppTransport"
                        },
                        "status": {
                            "$ref": "#/$defs/AttemptStatus"
                        },
                        "endReason": {
                            "type": "string"
                        },
                        "startedAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        },
                        "endedAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        },
                        "leaseExpiresAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "attemptId",
                        "number",
                        "transport",
                        "status",
                        "startedAt"
                    ],
                    "additionalProperties": false,
                    "title": "DeliveryAttempt"
                },
                "DeliveryFailure": {
                    "type": "object",
                    "properties": {
                        "code": {
                            "type": "string"
                        },
                        "message": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "code",
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "DeliveryFailure"
                },
                "DeliveryStatus": {
                    "type": "string",
                    "enum": [
                        "pending",
                        "delivered",
                        "completed",
                        "failed",
                        "canceled"
                    ],
                    "description": "pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt holds a lease; completed/failed/canceled are terminal.",
                    "title": "DeliveryStatus"
                }
            }
        },
        "DeliveryAttempt": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliveryAttempt",
            "type": "object",
            "properties": {
                "attemptId": {
                    "type": "string"
                },
                "number": {
                    "type": "integer",
                    "minimum": 1
                },
                "transport": {
                    "$ref": "#/$defs/AppTransport"
                },
                "status": {
                    "$ref": "#/$defs/AttemptStatus"
                },
                "endReason": {
                    "type": "string"
                },
                "startedAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "endedAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "leaseExpiresAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "attemptId",
                "number",
                "transport",
                "status",
                "startedAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "AppTransport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "AppTransport"
                },
                "AttemptStatus": {
                    "type": "string",
                    "enum": [
                        "active",
                        "ended",
                        "completed",
                        "failed",
                        "canceled"
                    ],
                    "description": "active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see endReason); completed/failed: acked/failed by the App; canceled: the delivery was canceled.",
                    "title": "AttemptStatus"
                }
            }
        },
        "DeliveryFailure": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliveryFailure",
            "type": "object",
            "properties": {
                "code": {
                    "type": "string"
                },
                "message": {
                    "type": "string"
                }
            },
            "required": [
                "code",
                "message"
            ],
            "additionalProperties": false
        },
        "DeliveryStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliveryStatus",
            "type": "string",
            "enum": [
                "pending",
                "delivered",
                "completed",
                "failed",
                "canceled"
            ],
            "description": "pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt holds a lease; completed/failed/canceled are terminal."
        },
        "DeliverySummary": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliverySummary",
            "type": "object",
            "properties": {
                "deliveryId": {
                    "type": "string"
                },
                "installationId": {
                    "type": "string"
                },
                "appName": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/DeliveryStatus"
                }
            },
            "required": [
                "deliveryId",
                "installationId",
                "appName",
                "status"
            ],
            "additionalProperties": false,
            "$defs": {
                "DeliveryStatus": {
                    "type": "string",
                    "enum": [
                        "pending",
                        "delivered",
                        "completed",
                        "failed",
                        "canceled"
                    ],
                    "description": "pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt holds a lease; completed/failed/canceled are terminal.",
                    "title": "DeliveryStatus"
                }
            }
        },
        "Health": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Health",
            "type": "object",
            "properties": {
                "status": {
                    "type": "string",
                    "const": "ok"
                }
            },
            "required": [
                "status"
            ],
            "additionalProperties": false
        },
        "InitialCredentials": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "InitialCredentials",
            "type": "object",
            "properties": {
                "runnerToken": {
                    "type": "string"
                },
                "callbackSigningSecret": {
                    "type": "string"
                }
            },
            "required": [],
            "additionalProperties": false,
            "description": "Plaintext credentials, shown once (Cache-Control: no-store)."
        },
        "MemberKind": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MemberKind",
            "type": "string",
            "enum": [
                "human",
                "service"
            ],
            "description": "A human workspace member or an App service member."
        },
        "MemberList": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MemberList",
            "type": "object",
            "properties": {
                "members": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/WorkspaceMember"
                    }
                }
            },
            "required": [
                "members"
            ],
            "additionalProperties": false,
            "$defs": {
                "WorkspaceMember": {
                    "type": "object",
                    "properties": {
                        "workspaceId": {
                            "type": "string"
                        },
                        "userId": {
                            "type": "string"
                        },
                        "memberId": {
                            "type": "string"
                        },
                        "name": {
                            "type": "string"
                        },
                        "role": {
                            "$ref": "#/$defs/WorkspaceRole"
                        },
                        "joinedAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "workspaceId",
                        "userId",
                        "memberId",
                        "name",
                        "role",
                        "joinedAt"
                    ],
                    "additionalProperties": false,
                    "title": "WorkspaceMember"
                },
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "Message": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Message",
            "type": "object",
            "properties": {
                "messageId": {
                    "type": "string"
                },
                "seq": {
                    "type": "integer"
                },
                "workspaceId": {
                    "type": "string"
                },
                "channelId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "replyToMessageId": {
                    "type": "string"
                },
                "text": {
                    "type": "string"
                },
                "author": {
                    "$ref": "#/$defs/MessageAuthorView"
                },
                "mentions": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/MessageMention"
                    }
                },
                "source": {
                    "$ref": "#/$defs/MessageSource"
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "messageId",
                "seq",
                "workspaceId",
                "channelId",
                "text",
                "author",
                "mentions",
                "createdAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                },
                "MessageAuthorView": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "id": {
                            "type": "string",
                            "description": "memberId of a human, serviceMemberId of an App."
                        },
                        "displayName": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id",
                        "displayName"
                    ],
                    "additionalProperties": false,
                    "title": "MessageAuthorView"
                },
                "MessageMention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "memberId": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/CodePointRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": false,
                    "title": "MessageMention"
                },
                "MessageSource": {
                    "type": "object",
                    "properties": {
                        "deliveryId": {
                            "type": "string"
                        },
                        "attemptId": {
                            "type": "string"
                        },
                        "effectId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "deliveryId",
                        "attemptId",
                        "effectId"
                    ],
                    "additionalProperties": false,
                    "description": "Set on a reply written through the Runtime API.",
                    "title": "MessageSource"
                }
            }
        },
        "MessageAuthorView": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MessageAuthorView",
            "type": "object",
            "properties": {
                "type": {
                    "$ref": "#/$defs/MemberKind"
                },
                "id": {
                    "type": "string",
                    "description": "memberId of a human, serviceMemberId of an App."
                },
                "displayName": {
                    "type": "string"
                }
            },
            "required": [
                "type",
                "id",
                "displayName"
            ],
            "additionalProperties": false,
            "$defs": {
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                }
            }
        },
        "MessageList": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MessageList",
            "type": "object",
            "properties": {
                "messages": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/Message"
                    }
                }
            },
            "required": [
                "messages"
            ],
            "additionalProperties": false,
            "description": "Oldest first.",
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                },
                "Message": {
                    "type": "object",
                    "properties": {
                        "messageId": {
                            "type": "string"
                        },
                        "seq": {
                            "type": "integer"
                        },
                        "workspaceId": {
                            "type": "string"
                        },
                        "channelId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "replyToMessageId": {
                            "type": "string"
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthorView"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/MessageMention"
                            }
                        },
                        "source": {
                            "$ref": "#/$defs/MessageSource"
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "messageId",
                        "seq",
                        "workspaceId",
                        "channelId",
                        "text",
                        "author",
                        "mentions",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "Message"
                },
                "MessageAuthorView": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "id": {
                            "type": "string",
                            "description": "memberId of a human, serviceMemberId of an App."
                        },
                        "displayName": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id",
                        "displayName"
                    ],
                    "additionalProperties": false,
                    "title": "MessageAuthorView"
                },
                "MessageMention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "memberId": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/CodePointRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": false,
                    "title": "MessageMention"
                },
                "MessageSource": {
                    "type": "object",
                    "properties": {
                        "deliveryId": {
                            "type": "string"
                        },
                        "attemptId": {
                            "type": "string"
                        },
                        "effectId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "deliveryId",
                        "attemptId",
                        "effectId"
                    ],
                    "additionalProperties": false,
                    "description": "Set on a reply written through the Runtime API.",
                    "title": "MessageSource"
                }
            }
        },
        "MessageMention": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MessageMention",
            "type": "object",
            "properties": {
                "type": {
                    "$ref": "#/$defs/MemberKind"
                },
                "serviceMemberId": {
                    "type": "string"
                },
                "memberId": {
                    "type": "string"
                },
                "range": {
                    "$ref": "#/$defs/CodePointRange"
                }
            },
            "required": [
                "type",
                "range"
            ],
            "additionalProperties": false,
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                }
            }
        },
        "MessageSource": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MessageSource",
            "type": "object",
            "properties": {
                "deliveryId": {
                    "type": "string"
                },
                "attemptId": {
                    "type": "string"
                },
                "effectId": {
                    "type": "string"
                }
            },
            "required": [
                "deliveryId",
                "attemptId",
                "effectId"
            ],
            "additionalProperties": false,
            "description": "Set on a reply written through the Runtime API."
        },
        "PostMention": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "PostMention",
            "type": "object",
            "properties": {
                "type": {
                    "$ref": "#/$defs/MemberKind"
                },
                "serviceMemberId": {
                    "type": "string",
                    "minLength": 1
                },
                "appName": {
                    "type": "string",
                    "minLength": 1,
                    "description": "Alternative to serviceMemberId for type service."
                },
                "memberId": {
                    "type": "string",
                    "minLength": 1
                },
                "range": {
                    "$ref": "#/$defs/CodePointRange"
                }
            },
            "required": [
                "type",
                "range"
            ],
            "additionalProperties": true,
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                }
            }
        },
        "PostMessageRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "PostMessageRequest",
            "type": "object",
            "properties": {
                "text": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 40000
                },
                "threadId": {
                    "type": "string",
                    "minLength": 1,
                    "description": "Root message id of the thread to post in; threads inherit the channel's App membership."
                },
                "mentions": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/PostMention"
                    },
                    "maxItems": 50
                }
            },
            "required": [
                "text"
            ],
            "additionalProperties": true,
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                },
                "PostMention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "serviceMemberId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "appName": {
                            "type": "string",
                            "minLength": 1,
                            "description": "Alternative to serviceMemberId for type service."
                        },
                        "memberId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "range": {
                            "$ref": "#/$defs/CodePointRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "PostMention"
                }
            }
        },
        "PostMessageResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "PostMessageResponse",
            "type": "object",
            "properties": {
                "message": {
                    "$ref": "#/$defs/Message"
                },
                "deliveries": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/DeliverySummary"
                    }
                },
                "skippedMentions": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/SkippedMention"
                    }
                }
            },
            "required": [
                "message",
                "deliveries",
                "skippedMentions"
            ],
            "additionalProperties": false,
            "$defs": {
                "CodePointRange": {
                    "type": "object",
                    "properties": {
                        "start": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "end": {
                            "type": "integer",
                            "minimum": 0
                        }
                    },
                    "required": [
                        "start",
                        "end"
                    ],
                    "additionalProperties": true,
                    "description": "Unicode code point offsets into text, end exclusive.",
                    "title": "CodePointRange"
                },
                "DeliveryStatus": {
                    "type": "string",
                    "enum": [
                        "pending",
                        "delivered",
                        "completed",
                        "failed",
                        "canceled"
                    ],
                    "description": "pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt holds a lease; completed/failed/canceled are terminal.",
                    "title": "DeliveryStatus"
                },
                "DeliverySummary": {
                    "type": "object",
                    "properties": {
                        "deliveryId": {
                            "type": "string"
                        },
                        "installationId": {
                            "type": "string"
                        },
                        "appName": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/DeliveryStatus"
                        }
                    },
                    "required": [
                        "deliveryId",
                        "installationId",
                        "appName",
                        "status"
                    ],
                    "additionalProperties": false,
                    "title": "DeliverySummary"
                },
                "MemberKind": {
                    "type": "string",
                    "enum": [
                        "human",
                        "service"
                    ],
                    "description": "A human workspace member or an App service member.",
                    "title": "MemberKind"
                },
                "Message": {
                    "type": "object",
                    "properties": {
                        "messageId": {
                            "type": "string"
                        },
                        "seq": {
                            "type": "integer"
                        },
                        "workspaceId": {
                            "type": "string"
                        },
                        "channelId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "replyToMessageId": {
                            "type": "string"
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthorView"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/MessageMention"
                            }
                        },
                        "source": {
                            "$ref": "#/$defs/MessageSource"
                        },
                        "createdAt": {
                            "type": "string",
                            "description": "RFC 3339 time."
                        }
                    },
                    "required": [
                        "messageId",
                        "seq",
                        "workspaceId",
                        "channelId",
                        "text",
                        "author",
                        "mentions",
                        "createdAt"
                    ],
                    "additionalProperties": false,
                    "title": "Message"
                },
                "MessageAuthorView": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "id": {
                            "type": "string",
                            "description": "memberId of a human, serviceMemberId of an App."
                        },
                        "displayName": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id",
                        "displayName"
                    ],
                    "additionalProperties": false,
                    "title": "MessageAuthorView"
                },
                "MessageMention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "$ref": "#/$defs/MemberKind"
                        },
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "memberId": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/CodePointRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": false,
                    "title": "MessageMention"
                },
                "MessageSource": {
                    "type": "object",
                    "properties": {
                        "deliveryId": {
                            "type": "string"
                        },
                        "attemptId": {
                            "type": "string"
                        },
                        "effectId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "deliveryId",
                        "attemptId",
                        "effectId"
                    ],
                    "additionalProperties": false,
                    "description": "Set on a reply written through the Runtime API.",
                    "title": "MessageSource"
                },
                "SkipReason": {
                    "type": "string",
                    "enum": [
                        "unknown_app",
                        "app_not_ready",
                        "not_in_channel"
                    ],
                    "title": "SkipReason"
                },
                "SkippedMention": {
                    "type": "object",
                    "properties": {
                        "serviceMemberId": {
                            "type": "string"
                        },
                        "appName": {
                            "type": "string"
                        },
                        "reason": {
                            "$ref": "#/$defs/SkipReason"
                        }
                    },
                    "required": [
                        "reason"
                    ],
                    "additionalProperties": false,
                    "title": "SkippedMention"
                }
            }
        },
        "RotateRunnerTokenResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "RotateRunnerTokenResponse",
            "type": "object",
            "properties": {
                "runnerToken": {
                    "type": "string"
                }
            },
            "required": [
                "runnerToken"
            ],
            "additionalProperties": false,
            "description": "The new runner token, shown once; the old one answers 401 token_disabled from now on."
        },
        "SkipReason": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "SkipReason",
            "type": "string",
            "enum": [
                "unknown_app",
                "app_not_ready",
                "not_in_channel"
            ]
        },
        "SkippedMention": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "SkippedMention",
            "type": "object",
            "properties": {
                "serviceMemberId": {
                    "type": "string"
                },
                "appName": {
                    "type": "string"
                },
                "reason": {
                    "$ref": "#/$defs/SkipReason"
                }
            },
            "required": [
                "reason"
            ],
            "additionalProperties": false,
            "$defs": {
                "SkipReason": {
                    "type": "string",
                    "enum": [
                        "unknown_app",
                        "app_not_ready",
                        "not_in_channel"
                    ],
                    "title": "SkipReason"
                }
            }
        },
        "TokenResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TokenResponse",
            "type": "object",
            "properties": {
                "token": {
                    "type": "string"
                },
                "expiresAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "token"
            ],
            "additionalProperties": false
        },
        "User": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "User",
            "type": "object",
            "properties": {
                "userId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "userId",
                "name",
                "createdAt"
            ],
            "additionalProperties": false
        },
        "Workspace": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Workspace",
            "type": "object",
            "properties": {
                "workspaceId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "role": {
                    "$ref": "#/$defs/WorkspaceRole"
                },
                "createdAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "workspaceId",
                "name",
                "role",
                "createdAt"
            ],
            "additionalProperties": false,
            "description": "A workspace as the caller sees it (role is the caller's).",
            "$defs": {
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "WorkspaceMember": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "WorkspaceMember",
            "type": "object",
            "properties": {
                "workspaceId": {
                    "type": "string"
                },
                "userId": {
                    "type": "string"
                },
                "memberId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "role": {
                    "$ref": "#/$defs/WorkspaceRole"
                },
                "joinedAt": {
                    "type": "string",
                    "description": "RFC 3339 time."
                }
            },
            "required": [
                "workspaceId",
                "userId",
                "memberId",
                "name",
                "role",
                "joinedAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "WorkspaceMembership": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "WorkspaceMembership",
            "type": "object",
            "properties": {
                "workspaceId": {
                    "type": "string"
                },
                "name": {
                    "type": "string"
                },
                "role": {
                    "$ref": "#/$defs/WorkspaceRole"
                }
            },
            "required": [
                "workspaceId",
                "name",
                "role"
            ],
            "additionalProperties": false,
            "$defs": {
                "WorkspaceRole": {
                    "type": "string",
                    "enum": [
                        "owner",
                        "admin",
                        "member"
                    ],
                    "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests.",
                    "title": "WorkspaceRole"
                }
            }
        },
        "WorkspaceRole": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "WorkspaceRole",
            "type": "string",
            "enum": [
                "owner",
                "admin",
                "member"
            ],
            "description": "A user's role in a workspace: owners and admins create Apps directly and approve member requests."
        }
    },
    "typescript": {
        "vv_agent_agentteam_dev.ts": "// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.\n// `vv-agent schema check` fails when this file differs from what the schemas produce.\nexport interface CreateUserRequest {\n    name: string;\n    [property: string]: unknown;\n}\n\nexport interface CreateUserResponse {\n    /**\n     * The user token, shown once (Cache-Control: no-store); stored as a SHA-256 hash.\n     */\n    token: string;\n    user:  User;\n}\n\nexport interface User {\n    /**\n     * RFC 3339 time.\n     */\n    createdAt: string;\n    name:      string;\n    userId:    string;\n}\n\nexport interface CreateTokenRequest {\n    expiresInSeconds?: number;\n    [property: string]: unknown;\n}\n\nexport interface TokenResponse {\n    /**\n     * RFC 3339 time.\n     */\n    expiresAt?: string;\n    token:      string;\n}\n\nexport interface CurrentUserResponse {\n    user:       User;\n    workspaces: WorkspaceMembership[];\n}\n\nexport interface WorkspaceMembership {\n    name:        string;\n    role:        WorkspaceRole;\n    workspaceId: string;\n}\n\n/**\n * A user's role in a workspace: owners and admins create Apps directly and approve member\n * requests.\n */\nexport type WorkspaceRole = \"owner\" | \"admin\" | \"member\";\n\nexport interface CreateWorkspaceRequest {\n    name: string;\n    [property: string]: unknown;\n}\n\n/**\n * A workspace as the caller sees it (role is the caller's).\n */\nexport interface Workspace {\n    /**\n     * RFC 3339 time.\n     */\n    createdAt:   string;\n    name:        string;\n    role:        WorkspaceRole;\n    workspaceId: string;\n}\n\nexport interface AddMemberRequest {\n    role:   WorkspaceRole;\n    userId: string;\n    [property: string]: unknown;\n}\n\nexport interface MemberList {\n    members: WorkspaceMember[];\n}\n\nexport interface WorkspaceMember {\n    /**\n     * RFC 3339 time.\n     */\n    joinedAt:    string;\n    memberId:    string;\n    name:        string;\n    role:        WorkspaceRole;\n    userId:      string;\n    workspaceId: string;\n}\n\nexport interface CreateChannelRequest {\n    name: string;\n    [property: string]: unknown;\n}\n\nexport interface ChannelList {\n    channels: Channel[];\n}\n\nexport interface Channel {\n    channelId: string;\n    /**\n     * RFC 3339 time.\n     */\n    createdAt:   string;\n    name:        string;\n    workspaceId: string;\n}\n\nexport interface AddChannelAppRequest {\n    installationId: string;\n    [property: string]: unknown;\n}\n\nexport interface ChannelApp {\n    channelId:       string;\n    installationId:  string;\n    member:          boolean;\n    serviceMemberId: string;\n}\n\nexport interface CreateAppRequest {\n    /**\n     * Base URL of the callback service; deliveries are POSTed to <callbackUrl>/events (unless\n     * it already ends in /events). Required with the callback transport.\n     */\n    callbackUrl?: string;\n    displayName?: string;\n    /**\n     * Letters, digits, _ . - (Unicode letters allowed); unique among the workspace's Apps;\n     * mentioned as @name.\n     */\n    name:       string;\n    transports: [AppTransport, ...AppTransport[]];\n    [property: string]: unknown;\n}\n\nexport type AppTransport = \"runner_stream\" | \"callback\";\n\nexport interface AppList {\n    apps: App[];\n}\n\nexport interface App {\n    appId:        string;\n    callbackUrl?: string;\n    channelIds:   string[];\n    /**\n     * RFC 3339 time.\n     */\n    claimedAt?: string;\n    /**\n     * RFC 3339 time.\n     */\n    createdAt: string;\n    /**\n     * userId of the creator, the first App manager.\n     */\n    createdBy:           string;\n    credentialState:     AppCredentialState;\n    displayName:         string;\n    installationId:      string;\n    name:                string;\n    serviceDefinitionId: string;\n    serviceMemberId:     string;\n    status:              AppStatus;\n    transports:          AppTransport[];\n    workspaceId:         string;\n}\n\nexport type AppCredentialState = \"pending_approval\" | \"ready_to_claim\" | \"claimed\";\n\n/**\n * pending_approval: a member's request, no usable App; active: created by an owner/admin or\n * approved; rejected: removed from Apps (kept for audit).\n */\nexport type AppStatus = \"pending_approval\" | \"active\" | \"rejected\";\n\n/**\n * 201 with credentials for an owner/admin; 202 without for a member's request\n * (pending_approval).\n */\nexport interface CreateAppResponse {\n    app:          App;\n    credentials?: InitialCredentials;\n}\n\n/**\n * Plaintext credentials, shown once (Cache-Control: no-store).\n */\nexport interface InitialCredentials {\n    callbackSigningSecret?: string;\n    runnerToken?:           string;\n}\n\n/**\n * The new runner token, shown once; the old one answers 401 token_disabled from now on.\n */\nexport interface RotateRunnerTokenResponse {\n    runnerToken: string;\n}\n\nexport interface PostMessageRequest {\n    mentions?: PostMention[];\n    text:      string;\n    /**\n     * Root message id of the thread to post in; threads inherit the channel's App membership.\n     */\n    threadId?: string;\n    [property: string]: unknown;\n}\n\nexport interface PostMention {\n    /**\n     * Alternative to serviceMemberId for type service.\n     */\n    appName?:         string;\n    memberId?:        string;\n    range:            CodePointRange;\n    serviceMemberId?: string;\n    type:             MemberKind;\n    [property: string]: unknown;\n}\n\n/**\n * Unicode code point offsets into text, end exclusive.\n */\nexport interface CodePointRange {\n    end:   number;\n    start: number;\n    [property: string]: unknown;\n}\n\n/**\n * A human workspace member or an App service member.\n */\nexport type MemberKind = \"human\" | \"service\";\n\n/**\n * Oldest first.\n */\nexport interface MessageList {\n    messages: Message[];\n}\n\nexport interface Message {\n    author:    MessageAuthorView;\n    channelId: string;\n    /**\n     * RFC 3339 time.\n     */\n    createdAt:         string;\n    mentions:          MessageMention[];\n    messageId:         string;\n    replyToMessageId?: string;\n    seq:               number;\n    source?:           MessageSource;\n    text:              string;\n    threadId?:         string;\n    workspaceId:       string;\n}\n\nexport interface MessageAuthorView {\n    displayName: string;\n    /**\n     * memberId of a human, serviceMemberId of an App.\n     */\n    id:   string;\n    type: MemberKind;\n}\n\nexport interface MessageMention {\n    memberId?:        string;\n    range:            CodePointRange;\n    serviceMemberId?: string;\n    type:             MemberKind;\n}\n\n/**\n * Set on a reply written through the Runtime API.\n */\nexport interface MessageSource {\n    attemptId:  string;\n    deliveryId: string;\n    effectId:   string;\n}\n\nexport interface PostMessageResponse {\n    deliveries:      DeliverySummary[];\n    message:         Message;\n    skippedMentions: SkippedMention[];\n}\n\nexport interface DeliverySummary {\n    appName:        string;\n    deliveryId:     string;\n    installationId: string;\n    status:         DeliveryStatus;\n}\n\n/**\n * pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt\n * holds a lease; completed/failed/canceled are terminal.\n */\nexport type DeliveryStatus = \"pending\" | \"delivered\" | \"completed\" | \"failed\" | \"canceled\";\n\nexport interface SkippedMention {\n    appName?:         string;\n    reason:           SkipReason;\n    serviceMemberId?: string;\n}\n\nexport type SkipReason = \"unknown_app\" | \"app_not_ready\" | \"not_in_channel\";\n\nexport interface Delivery {\n    appName:      string;\n    attemptCount: number;\n    attempts:     DeliveryAttempt[];\n    channelId:    string;\n    /**\n     * RFC 3339 time.\n     */\n    createdAt:         string;\n    currentAttemptId?: string;\n    deliveryId:        string;\n    envelopeId:        string;\n    eventType:         string;\n    failure?:          DeliveryFailure;\n    installationId:    string;\n    maxAttempts:       number;\n    messageId:         string;\n    /**\n     * RFC 3339 time.\n     */\n    nextAttemptAt?: string;\n    result?:        { [key: string]: unknown };\n    status:         DeliveryStatus;\n    /**\n     * RFC 3339 time.\n     */\n    updatedAt:   string;\n    workspaceId: string;\n}\n\nexport interface DeliveryAttempt {\n    attemptId: string;\n    /**\n     * RFC 3339 time.\n     */\n    endedAt?:   string;\n    endReason?: string;\n    /**\n     * RFC 3339 time.\n     */\n    leaseExpiresAt?: string;\n    number:          number;\n    /**\n     * RFC 3339 time.\n     */\n    startedAt: string;\n    status:    AttemptStatus;\n    transport: AppTransport;\n}\n\n/**\n * active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see\n * endReason); completed/failed: acked/failed by the App; canceled: the delivery was\n * canceled.\n */\nexport type AttemptStatus = \"active\" | \"ended\" | \"completed\" | \"failed\" | \"canceled\";\n\nexport interface DeliveryFailure {\n    code:    string;\n    message: string;\n}\n\nexport interface Health {\n    status: \"ok\";\n}\n\n",
        "index.ts": "// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.\n// `vv-agent schema check` fails when this file differs from what the schemas produce.\nexport * from './vv_agent_agentteam_dev.js';\n"
    }
};
