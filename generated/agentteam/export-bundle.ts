// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// The exported JSON Schema and TypeScript bundles, kept as data so that serving them
// (schema/export, `app-server schema`, `app-server generate-ts`) needs no code generator.

export interface ExportBundle {
    jsonSchema: Record<string, Record<string, unknown>>;
    typescript: Record<string, string>;
}

export const exportBundle: ExportBundle = {
    "jsonSchema": {
        "AckRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AckRequest",
            "type": "object",
            "properties": {
                "attemptId": {
                    "type": "string",
                    "minLength": 1
                },
                "result": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "attemptId"
            ],
            "additionalProperties": true
        },
        "AppManifest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppManifest",
            "type": "object",
            "properties": {
                "schemaVersion": {
                    "type": "integer",
                    "const": 1
                },
                "name": {
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9-]*$"
                },
                "displayName": {
                    "type": "string"
                },
                "description": {
                    "type": "string"
                },
                "version": {
                    "type": "string"
                },
                "events": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    },
                    "contains": {
                        "const": "agentteam.message.mention"
                    },
                    "description": "Subscribed events."
                },
                "permissions": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    },
                    "allOf": [
                        {
                            "contains": {
                                "const": "app.mentions.read"
                            }
                        },
                        {
                            "contains": {
                                "const": "messages.write"
                            }
                        }
                    ]
                },
                "runtime": {
                    "type": "object",
                    "properties": {
                        "transports": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Transport"
                            },
                            "minItems": 1
                        },
                        "callbackUrl": {
                            "type": "string",
                            "description": "HTTPS URL of POST /events (callback transport)."
                        },
                        "configSchema": {
                            "type": "object",
                            "description": "JSON Schema of the App's runtime configuration."
                        }
                    },
                    "required": [
                        "transports",
                        "configSchema"
                    ],
                    "additionalProperties": true
                }
            },
            "required": [
                "schemaVersion",
                "name",
                "events",
                "permissions",
                "runtime"
            ],
            "additionalProperties": true,
            "description": "manifest.json of an App runtime.",
            "$defs": {
                "Transport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "Transport"
                }
            }
        },
        "CallbackAck": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CallbackAck",
            "type": "object",
            "properties": {
                "received": {
                    "type": "boolean"
                },
                "duplicate": {
                    "type": "boolean"
                }
            },
            "required": [
                "received"
            ],
            "additionalProperties": false,
            "description": "What the callback server answers (2xx) once the envelope is accepted."
        },
        "CallbackEnvelope": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CallbackEnvelope",
            "type": "object",
            "properties": {
                "envelope_id": {
                    "type": "string",
                    "minLength": 1
                },
                "delivery_id": {
                    "type": "string",
                    "minLength": 1
                },
                "attempt_id": {
                    "type": "string",
                    "minLength": 1
                },
                "event_type": {
                    "type": "string",
                    "minLength": 1
                },
                "delivery_token": {
                    "type": "string",
                    "minLength": 1
                },
                "issued_at": {
                    "type": "string",
                    "description": "RFC 3339 time."
                },
                "payload": {
                    "$ref": "#/$defs/MentionPayload"
                }
            },
            "required": [
                "envelope_id",
                "delivery_id",
                "attempt_id",
                "event_type",
                "delivery_token",
                "issued_at",
                "payload"
            ],
            "additionalProperties": true,
            "description": "Body of POST /events (snake_case, signed: AgentTeam-Signature t=<unix>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>).",
            "$defs": {
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionApp": {
                    "type": "object",
                    "properties": {
                        "app_id": {
                            "type": "string"
                        },
                        "service_definition_id": {
                            "type": "string"
                        },
                        "installation_id": {
                            "type": "string"
                        },
                        "service_member_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionApp"
                },
                "MentionMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string",
                            "minLength": 1
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Mention"
                            }
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "MentionMessage"
                },
                "MentionPayload": {
                    "type": "object",
                    "properties": {
                        "workspace": {
                            "type": "object",
                            "properties": {
                                "id": {
                                    "type": "string"
                                }
                            },
                            "additionalProperties": true
                        },
                        "app": {
                            "$ref": "#/$defs/MentionApp"
                        },
                        "target": {
                            "$ref": "#/$defs/MentionTarget"
                        },
                        "message": {
                            "$ref": "#/$defs/MentionMessage"
                        },
                        "reply": {
                            "$ref": "#/$defs/ReplyHint"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": true,
                    "description": "The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.",
                    "title": "MentionPayload"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MentionTarget": {
                    "type": "object",
                    "properties": {
                        "kind": {
                            "type": "string"
                        },
                        "ref": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionTarget"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                },
                "ReplyHint": {
                    "type": "object",
                    "properties": {
                        "default_target": {
                            "type": "string"
                        },
                        "reply_to_message_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ReplyHint"
                }
            }
        },
        "ClaimResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ClaimResponse",
            "type": "object",
            "properties": {
                "runnerToken": {
                    "type": "string"
                },
                "callbackSigningSecret": {
                    "type": "string"
                }
            },
            "additionalProperties": true,
            "description": "Returned once, with Cache-Control: no-store."
        },
        "ContextMessage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ContextMessage",
            "type": "object",
            "properties": {
                "id": {
                    "type": "string"
                },
                "seq": {
                    "type": "integer"
                },
                "text": {
                    "type": "string"
                },
                "author": {
                    "$ref": "#/$defs/MessageAuthor"
                },
                "createdAt": {
                    "type": "string"
                }
            },
            "required": [
                "id",
                "text"
            ],
            "additionalProperties": true,
            "$defs": {
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                }
            }
        },
        "ContextResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ContextResponse",
            "type": "object",
            "properties": {
                "messages": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/ContextMessage"
                    }
                },
                "pinned": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/ContextMessage"
                    }
                }
            },
            "required": [
                "messages",
                "pinned"
            ],
            "additionalProperties": true,
            "$defs": {
                "ContextMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "seq": {
                            "type": "integer"
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "createdAt": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "ContextMessage"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                }
            }
        },
        "CredentialState": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CredentialState",
            "type": "string",
            "enum": [
                "pending_approval",
                "ready_to_claim",
                "claimed"
            ]
        },
        "CredentialStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CredentialStatus",
            "type": "object",
            "properties": {
                "installationId": {
                    "type": "string"
                },
                "appId": {
                    "type": "string"
                },
                "state": {
                    "$ref": "#/$defs/CredentialState"
                },
                "transports": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/Transport"
                    }
                },
                "claimedAt": {
                    "type": "string"
                }
            },
            "required": [
                "installationId",
                "appId",
                "state",
                "transports"
            ],
            "additionalProperties": true,
            "$defs": {
                "CredentialState": {
                    "type": "string",
                    "enum": [
                        "pending_approval",
                        "ready_to_claim",
                        "claimed"
                    ],
                    "title": "CredentialState"
                },
                "Transport": {
                    "type": "string",
                    "enum": [
                        "runner_stream",
                        "callback"
                    ],
                    "title": "Transport"
                }
            }
        },
        "DeliveryEnvelope": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliveryEnvelope",
            "type": "object",
            "properties": {
                "envelopeId": {
                    "type": "string",
                    "minLength": 1
                },
                "deliveryId": {
                    "type": "string",
                    "minLength": 1
                },
                "attemptId": {
                    "type": "string",
                    "minLength": 1
                },
                "eventType": {
                    "type": "string",
                    "minLength": 1
                },
                "payload": {
                    "$ref": "#/$defs/MentionPayload"
                },
                "deliveryToken": {
                    "type": "string",
                    "minLength": 1
                },
                "issuedAt": {
                    "type": "string"
                },
                "leaseSeconds": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "Default 60; each successful reply renews the lease."
                }
            },
            "required": [
                "envelopeId",
                "deliveryId",
                "attemptId",
                "eventType",
                "payload",
                "deliveryToken",
                "issuedAt"
            ],
            "additionalProperties": true,
            "description": "A delivery as the runner stream and the Runtime API carry it (camelCase).",
            "$defs": {
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionApp": {
                    "type": "object",
                    "properties": {
                        "app_id": {
                            "type": "string"
                        },
                        "service_definition_id": {
                            "type": "string"
                        },
                        "installation_id": {
                            "type": "string"
                        },
                        "service_member_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionApp"
                },
                "MentionMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string",
                            "minLength": 1
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Mention"
                            }
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "MentionMessage"
                },
                "MentionPayload": {
                    "type": "object",
                    "properties": {
                        "workspace": {
                            "type": "object",
                            "properties": {
                                "id": {
                                    "type": "string"
                                }
                            },
                            "additionalProperties": true
                        },
                        "app": {
                            "$ref": "#/$defs/MentionApp"
                        },
                        "target": {
                            "$ref": "#/$defs/MentionTarget"
                        },
                        "message": {
                            "$ref": "#/$defs/MentionMessage"
                        },
                        "reply": {
                            "$ref": "#/$defs/ReplyHint"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": true,
                    "description": "The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.",
                    "title": "MentionPayload"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MentionTarget": {
                    "type": "object",
                    "properties": {
                        "kind": {
                            "type": "string"
                        },
                        "ref": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionTarget"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                },
                "ReplyHint": {
                    "type": "object",
                    "properties": {
                        "default_target": {
                            "type": "string"
                        },
                        "reply_to_message_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ReplyHint"
                }
            }
        },
        "DeliveryStateResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "DeliveryStateResponse",
            "type": "object",
            "properties": {
                "deliveryId": {
                    "type": "string"
                },
                "attemptId": {
                    "type": "string"
                },
                "status": {
                    "type": "string",
                    "enum": [
                        "completed",
                        "failed"
                    ]
                }
            },
            "required": [
                "deliveryId",
                "attemptId",
                "status"
            ],
            "additionalProperties": true
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
            ]
        },
        "ErrorBody": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ErrorBody",
            "type": "object",
            "properties": {
                "error": {
                    "type": "object",
                    "properties": {
                        "code": {
                            "type": "string"
                        },
                        "message": {
                            "type": "string"
                        },
                        "details": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/ErrorDetail"
                            }
                        }
                    },
                    "required": [
                        "code",
                        "message"
                    ],
                    "additionalProperties": true
                }
            },
            "required": [
                "error"
            ],
            "additionalProperties": true,
            "$defs": {
                "ErrorDetail": {
                    "type": "object",
                    "properties": {
                        "field": {
                            "type": "string"
                        },
                        "message": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "field",
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "ErrorDetail"
                }
            }
        },
        "ErrorCode": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ErrorCode",
            "type": "string",
            "enum": [
                "invalid_token",
                "token_expired",
                "token_disabled",
                "not_permitted",
                "target_not_allowed",
                "delivery_not_found",
                "installation_not_found",
                "attempt_not_current",
                "lease_expired",
                "delivery_terminal",
                "delivery_canceled",
                "idempotency_conflict",
                "validation_failed",
                "rate_limited",
                "method_not_allowed",
                "credential_already_claimed",
                "credential_not_ready",
                "payload_too_large",
                "invalid_signature",
                "timestamp_out_of_range",
                "header_mismatch",
                "not_found",
                "internal_error"
            ],
            "description": "401 authentication (invalid_token, token_expired, token_disabled, invalid_signature, timestamp_out_of_range, header_mismatch), 403 authorization (not_permitted, target_not_allowed), 404, 409 lease (attempt_not_current, lease_expired) and state (delivery_terminal, delivery_canceled, idempotency_conflict, credential_*), 400 validation_failed, 413 payload_too_large, 429 rate_limited."
        },
        "ErrorDetail": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ErrorDetail",
            "type": "object",
            "properties": {
                "field": {
                    "type": "string"
                },
                "message": {
                    "type": "string"
                }
            },
            "required": [
                "field",
                "message"
            ],
            "additionalProperties": false
        },
        "FailRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "FailRequest",
            "type": "object",
            "properties": {
                "attemptId": {
                    "type": "string",
                    "minLength": 1
                },
                "code": {
                    "type": "string",
                    "pattern": "^[a-z][a-z0-9_.]*$",
                    "description": "A stable code."
                },
                "message": {
                    "type": "string"
                },
                "result": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "attemptId",
                "code",
                "message"
            ],
            "additionalProperties": true
        },
        "HeartbeatRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "HeartbeatRequest",
            "type": "object",
            "properties": {
                "runnerId": {
                    "type": "string",
                    "minLength": 1
                },
                "runnerVersion": {
                    "type": "string"
                },
                "capabilities": {
                    "type": "object",
                    "properties": {
                        "agentteam.message.mention": {
                            "type": "boolean"
                        },
                        "maxConcurrency": {
                            "type": "integer",
                            "minimum": 1
                        }
                    },
                    "additionalProperties": true
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "runnerId"
            ],
            "additionalProperties": true
        },
        "HeartbeatResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "HeartbeatResponse",
            "type": "object",
            "properties": {
                "runnerId": {
                    "type": "string"
                },
                "receivedAt": {
                    "type": "string"
                }
            },
            "required": [
                "runnerId",
                "receivedAt"
            ],
            "additionalProperties": true
        },
        "Mention": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Mention",
            "type": "object",
            "properties": {
                "type": {
                    "type": "string",
                    "description": "service or human."
                },
                "service_member_id": {
                    "type": "string"
                },
                "member_id": {
                    "type": "string"
                },
                "range": {
                    "$ref": "#/$defs/MentionRange"
                }
            },
            "required": [
                "type",
                "range"
            ],
            "additionalProperties": true,
            "$defs": {
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                }
            }
        },
        "MentionApp": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MentionApp",
            "type": "object",
            "properties": {
                "app_id": {
                    "type": "string"
                },
                "service_definition_id": {
                    "type": "string"
                },
                "installation_id": {
                    "type": "string"
                },
                "service_member_id": {
                    "type": "string"
                }
            },
            "additionalProperties": true
        },
        "MentionMessage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MentionMessage",
            "type": "object",
            "properties": {
                "id": {
                    "type": "string",
                    "minLength": 1
                },
                "text": {
                    "type": "string"
                },
                "author": {
                    "$ref": "#/$defs/MessageAuthor"
                },
                "mentions": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/Mention"
                    }
                }
            },
            "required": [
                "id",
                "text"
            ],
            "additionalProperties": true,
            "$defs": {
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                }
            }
        },
        "MentionPayload": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MentionPayload",
            "type": "object",
            "properties": {
                "workspace": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true
                },
                "app": {
                    "$ref": "#/$defs/MentionApp"
                },
                "target": {
                    "$ref": "#/$defs/MentionTarget"
                },
                "message": {
                    "$ref": "#/$defs/MentionMessage"
                },
                "reply": {
                    "$ref": "#/$defs/ReplyHint"
                }
            },
            "required": [
                "message"
            ],
            "additionalProperties": true,
            "description": "The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.",
            "$defs": {
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionApp": {
                    "type": "object",
                    "properties": {
                        "app_id": {
                            "type": "string"
                        },
                        "service_definition_id": {
                            "type": "string"
                        },
                        "installation_id": {
                            "type": "string"
                        },
                        "service_member_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionApp"
                },
                "MentionMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string",
                            "minLength": 1
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Mention"
                            }
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "MentionMessage"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MentionTarget": {
                    "type": "object",
                    "properties": {
                        "kind": {
                            "type": "string"
                        },
                        "ref": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionTarget"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                },
                "ReplyHint": {
                    "type": "object",
                    "properties": {
                        "default_target": {
                            "type": "string"
                        },
                        "reply_to_message_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ReplyHint"
                }
            }
        },
        "MentionRange": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MentionRange",
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
            "additionalProperties": false,
            "description": "Unicode code point offsets into message.text, end exclusive."
        },
        "MentionTarget": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MentionTarget",
            "type": "object",
            "properties": {
                "kind": {
                    "type": "string"
                },
                "ref": {
                    "type": "string"
                }
            },
            "additionalProperties": true
        },
        "MessageAuthor": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "MessageAuthor",
            "type": "object",
            "properties": {
                "type": {
                    "type": "string",
                    "description": "human or service."
                },
                "id": {
                    "type": "string"
                },
                "display_name": {
                    "type": "string"
                }
            },
            "required": [
                "type",
                "id"
            ],
            "additionalProperties": true
        },
        "ReplyHint": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ReplyHint",
            "type": "object",
            "properties": {
                "default_target": {
                    "type": "string"
                },
                "reply_to_message_id": {
                    "type": "string"
                }
            },
            "additionalProperties": true
        },
        "ReplyRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ReplyRequest",
            "type": "object",
            "properties": {
                "attemptId": {
                    "type": "string",
                    "minLength": 1
                },
                "content": {
                    "type": "string",
                    "minLength": 1
                },
                "idempotencyKey": {
                    "type": "string",
                    "minLength": 1
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "attemptId",
                "content",
                "idempotencyKey"
            ],
            "additionalProperties": true
        },
        "ReplyResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ReplyResponse",
            "type": "object",
            "properties": {
                "effectId": {
                    "type": "string"
                },
                "messageId": {
                    "type": "string"
                },
                "deliveryId": {
                    "type": "string"
                },
                "attemptId": {
                    "type": "string"
                },
                "idempotencyKey": {
                    "type": "string"
                },
                "createdAt": {
                    "type": "string"
                }
            },
            "required": [
                "effectId",
                "messageId",
                "deliveryId",
                "attemptId",
                "idempotencyKey",
                "createdAt"
            ],
            "additionalProperties": true
        },
        "RunnerStreamDelivery": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "RunnerStreamDelivery",
            "type": "object",
            "properties": {
                "type": {
                    "type": "string",
                    "const": "delivery"
                },
                "envelope": {
                    "$ref": "#/$defs/DeliveryEnvelope"
                }
            },
            "required": [
                "type",
                "envelope"
            ],
            "additionalProperties": true,
            "$defs": {
                "DeliveryEnvelope": {
                    "type": "object",
                    "properties": {
                        "envelopeId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "deliveryId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "attemptId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "eventType": {
                            "type": "string",
                            "minLength": 1
                        },
                        "payload": {
                            "$ref": "#/$defs/MentionPayload"
                        },
                        "deliveryToken": {
                            "type": "string",
                            "minLength": 1
                        },
                        "issuedAt": {
                            "type": "string"
                        },
                        "leaseSeconds": {
                            "type": "integer",
                            "minimum": 1,
                            "description": "Default 60; each successful reply renews the lease."
                        }
                    },
                    "required": [
                        "envelopeId",
                        "deliveryId",
                        "attemptId",
                        "eventType",
                        "payload",
                        "deliveryToken",
                        "issuedAt"
                    ],
                    "additionalProperties": true,
                    "description": "A delivery as the runner stream and the Runtime API carry it (camelCase).",
                    "title": "DeliveryEnvelope"
                },
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionApp": {
                    "type": "object",
                    "properties": {
                        "app_id": {
                            "type": "string"
                        },
                        "service_definition_id": {
                            "type": "string"
                        },
                        "installation_id": {
                            "type": "string"
                        },
                        "service_member_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionApp"
                },
                "MentionMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string",
                            "minLength": 1
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Mention"
                            }
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "MentionMessage"
                },
                "MentionPayload": {
                    "type": "object",
                    "properties": {
                        "workspace": {
                            "type": "object",
                            "properties": {
                                "id": {
                                    "type": "string"
                                }
                            },
                            "additionalProperties": true
                        },
                        "app": {
                            "$ref": "#/$defs/MentionApp"
                        },
                        "target": {
                            "$ref": "#/$defs/MentionTarget"
                        },
                        "message": {
                            "$ref": "#/$defs/MentionMessage"
                        },
                        "reply": {
                            "$ref": "#/$defs/ReplyHint"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": true,
                    "description": "The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.",
                    "title": "MentionPayload"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MentionTarget": {
                    "type": "object",
                    "properties": {
                        "kind": {
                            "type": "string"
                        },
                        "ref": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionTarget"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                },
                "ReplyHint": {
                    "type": "object",
                    "properties": {
                        "default_target": {
                            "type": "string"
                        },
                        "reply_to_message_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ReplyHint"
                }
            }
        },
        "RunnerStreamEvent": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "RunnerStreamEvent",
            "description": "One NDJSON line of the runner stream, discriminated on type.",
            "oneOf": [
                {
                    "$ref": "#/$defs/RunnerStreamDelivery"
                },
                {
                    "$ref": "#/$defs/RunnerStreamPing"
                }
            ],
            "$defs": {
                "DeliveryEnvelope": {
                    "type": "object",
                    "properties": {
                        "envelopeId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "deliveryId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "attemptId": {
                            "type": "string",
                            "minLength": 1
                        },
                        "eventType": {
                            "type": "string",
                            "minLength": 1
                        },
                        "payload": {
                            "$ref": "#/$defs/MentionPayload"
                        },
                        "deliveryToken": {
                            "type": "string",
                            "minLength": 1
                        },
                        "issuedAt": {
                            "type": "string"
                        },
                        "leaseSeconds": {
                            "type": "integer",
                            "minimum": 1,
                            "description": "Default 60; each successful reply renews the lease."
                        }
                    },
                    "required": [
                        "envelopeId",
                        "deliveryId",
                        "attemptId",
                        "eventType",
                        "payload",
                        "deliveryToken",
                        "issuedAt"
                    ],
                    "additionalProperties": true,
                    "description": "A delivery as the runner stream and the Runtime API carry it (camelCase).",
                    "title": "DeliveryEnvelope"
                },
                "Mention": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "service or human."
                        },
                        "service_member_id": {
                            "type": "string"
                        },
                        "member_id": {
                            "type": "string"
                        },
                        "range": {
                            "$ref": "#/$defs/MentionRange"
                        }
                    },
                    "required": [
                        "type",
                        "range"
                    ],
                    "additionalProperties": true,
                    "title": "Mention"
                },
                "MentionApp": {
                    "type": "object",
                    "properties": {
                        "app_id": {
                            "type": "string"
                        },
                        "service_definition_id": {
                            "type": "string"
                        },
                        "installation_id": {
                            "type": "string"
                        },
                        "service_member_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionApp"
                },
                "MentionMessage": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string",
                            "minLength": 1
                        },
                        "text": {
                            "type": "string"
                        },
                        "author": {
                            "$ref": "#/$defs/MessageAuthor"
                        },
                        "mentions": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/Mention"
                            }
                        }
                    },
                    "required": [
                        "id",
                        "text"
                    ],
                    "additionalProperties": true,
                    "title": "MentionMessage"
                },
                "MentionPayload": {
                    "type": "object",
                    "properties": {
                        "workspace": {
                            "type": "object",
                            "properties": {
                                "id": {
                                    "type": "string"
                                }
                            },
                            "additionalProperties": true
                        },
                        "app": {
                            "$ref": "#/$defs/MentionApp"
                        },
                        "target": {
                            "$ref": "#/$defs/MentionTarget"
                        },
                        "message": {
                            "$ref": "#/$defs/MentionMessage"
                        },
                        "reply": {
                            "$ref": "#/$defs/ReplyHint"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": true,
                    "description": "The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.",
                    "title": "MentionPayload"
                },
                "MentionRange": {
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
                    "additionalProperties": false,
                    "description": "Unicode code point offsets into message.text, end exclusive.",
                    "title": "MentionRange"
                },
                "MentionTarget": {
                    "type": "object",
                    "properties": {
                        "kind": {
                            "type": "string"
                        },
                        "ref": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "MentionTarget"
                },
                "MessageAuthor": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "description": "human or service."
                        },
                        "id": {
                            "type": "string"
                        },
                        "display_name": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "type",
                        "id"
                    ],
                    "additionalProperties": true,
                    "title": "MessageAuthor"
                },
                "ReplyHint": {
                    "type": "object",
                    "properties": {
                        "default_target": {
                            "type": "string"
                        },
                        "reply_to_message_id": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ReplyHint"
                },
                "RunnerStreamDelivery": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "const": "delivery"
                        },
                        "envelope": {
                            "$ref": "#/$defs/DeliveryEnvelope"
                        }
                    },
                    "required": [
                        "type",
                        "envelope"
                    ],
                    "additionalProperties": true,
                    "title": "RunnerStreamDelivery"
                },
                "RunnerStreamPing": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "const": "ping"
                        }
                    },
                    "required": [
                        "type"
                    ],
                    "additionalProperties": true,
                    "title": "RunnerStreamPing"
                }
            }
        },
        "RunnerStreamPing": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "RunnerStreamPing",
            "type": "object",
            "properties": {
                "type": {
                    "type": "string",
                    "const": "ping"
                }
            },
            "required": [
                "type"
            ],
            "additionalProperties": true
        },
        "Transport": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Transport",
            "type": "string",
            "enum": [
                "runner_stream",
                "callback"
            ]
        }
    },
    "typescript": {
        "vv_agent_agentteam.ts": "// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.\n// `vv-agent schema check` fails when this file differs from what the schemas produce.\n/**\n * Body of POST /events (snake_case, signed: AgentTeam-Signature t=<unix>,v1=<hex\n * HMAC-SHA256 of '<t>.<raw body>'>).\n */\nexport interface CallbackEnvelope {\n    attempt_id:     string;\n    delivery_id:    string;\n    delivery_token: string;\n    envelope_id:    string;\n    event_type:     string;\n    /**\n     * RFC 3339 time.\n     */\n    issued_at: string;\n    payload:   MentionPayload;\n    [property: string]: unknown;\n}\n\n/**\n * The agentteam.message.mention event payload, snake_case, the same object on both\n * transports. Readers accept camelCase spellings of the multi-word keys they use.\n */\nexport interface MentionPayload {\n    app?:       MentionApp;\n    message:    MentionMessage;\n    reply?:     ReplyHint;\n    target?:    MentionTarget;\n    workspace?: Workspace;\n    [property: string]: unknown;\n}\n\nexport interface MentionApp {\n    app_id?:                string;\n    installation_id?:       string;\n    service_definition_id?: string;\n    service_member_id?:     string;\n    [property: string]: unknown;\n}\n\nexport interface MentionMessage {\n    author?:   MessageAuthor;\n    id:        string;\n    mentions?: Mention[];\n    text:      string;\n    [property: string]: unknown;\n}\n\nexport interface MessageAuthor {\n    display_name?: string;\n    id:            string;\n    /**\n     * human or service.\n     */\n    type: string;\n    [property: string]: unknown;\n}\n\nexport interface Mention {\n    member_id?:         string;\n    range:              MentionRange;\n    service_member_id?: string;\n    /**\n     * service or human.\n     */\n    type: string;\n    [property: string]: unknown;\n}\n\n/**\n * Unicode code point offsets into message.text, end exclusive.\n */\nexport interface MentionRange {\n    end:   number;\n    start: number;\n}\n\nexport interface ReplyHint {\n    default_target?:      string;\n    reply_to_message_id?: string;\n    [property: string]: unknown;\n}\n\nexport interface MentionTarget {\n    kind?: string;\n    ref?:  string;\n    [property: string]: unknown;\n}\n\nexport interface Workspace {\n    id?: string;\n    [property: string]: unknown;\n}\n\n/**\n * What the callback server answers (2xx) once the envelope is accepted.\n */\nexport interface CallbackAck {\n    duplicate?: boolean;\n    received:   boolean;\n}\n\nexport interface RunnerStreamDelivery {\n    envelope: DeliveryEnvelope;\n    type:     \"delivery\";\n    [property: string]: unknown;\n}\n\n/**\n * A delivery as the runner stream and the Runtime API carry it (camelCase).\n */\nexport interface DeliveryEnvelope {\n    attemptId:     string;\n    deliveryId:    string;\n    deliveryToken: string;\n    envelopeId:    string;\n    eventType:     string;\n    issuedAt:      string;\n    /**\n     * Default 60; each successful reply renews the lease.\n     */\n    leaseSeconds?: number;\n    payload:       MentionPayload;\n    [property: string]: unknown;\n}\n\nexport interface RunnerStreamPing {\n    type: \"ping\";\n    [property: string]: unknown;\n}\n\nexport interface HeartbeatRequest {\n    capabilities?:  Capabilities;\n    metadata?:      { [key: string]: unknown };\n    runnerId:       string;\n    runnerVersion?: string;\n    [property: string]: unknown;\n}\n\nexport interface Capabilities {\n    \"agentteam.message.mention\"?: boolean;\n    maxConcurrency?:              number;\n    [property: string]: unknown;\n}\n\nexport interface HeartbeatResponse {\n    receivedAt: string;\n    runnerId:   string;\n    [property: string]: unknown;\n}\n\nexport interface ReplyRequest {\n    attemptId:      string;\n    content:        string;\n    idempotencyKey: string;\n    metadata?:      { [key: string]: unknown };\n    [property: string]: unknown;\n}\n\nexport interface ReplyResponse {\n    attemptId:      string;\n    createdAt:      string;\n    deliveryId:     string;\n    effectId:       string;\n    idempotencyKey: string;\n    messageId:      string;\n    [property: string]: unknown;\n}\n\nexport interface AckRequest {\n    attemptId: string;\n    result?:   { [key: string]: unknown };\n    [property: string]: unknown;\n}\n\nexport interface FailRequest {\n    attemptId: string;\n    /**\n     * A stable code.\n     */\n    code:    string;\n    message: string;\n    result?: { [key: string]: unknown };\n    [property: string]: unknown;\n}\n\nexport type DeliveryStatus = \"pending\" | \"delivered\" | \"completed\" | \"failed\" | \"canceled\";\n\nexport interface DeliveryStateResponse {\n    attemptId:  string;\n    deliveryId: string;\n    status:     Status;\n    [property: string]: unknown;\n}\n\nexport type Status = \"completed\" | \"failed\";\n\nexport interface ContextResponse {\n    messages: ContextMessage[];\n    pinned:   ContextMessage[];\n    [property: string]: unknown;\n}\n\nexport interface ContextMessage {\n    author?:    MessageAuthor;\n    createdAt?: string;\n    id:         string;\n    seq?:       number;\n    text:       string;\n    [property: string]: unknown;\n}\n\nexport interface CredentialStatus {\n    appId:          string;\n    claimedAt?:     string;\n    installationId: string;\n    state:          CredentialState;\n    transports:     Transport[];\n    [property: string]: unknown;\n}\n\nexport type CredentialState = \"pending_approval\" | \"ready_to_claim\" | \"claimed\";\n\nexport type Transport = \"runner_stream\" | \"callback\";\n\n/**\n * Returned once, with Cache-Control: no-store.\n */\nexport interface ClaimResponse {\n    callbackSigningSecret?: string;\n    runnerToken?:           string;\n    [property: string]: unknown;\n}\n\n/**\n * 401 authentication (invalid_token, token_expired, token_disabled, invalid_signature,\n * timestamp_out_of_range, header_mismatch), 403 authorization (not_permitted,\n * target_not_allowed), 404, 409 lease (attempt_not_current, lease_expired) and state\n * (delivery_terminal, delivery_canceled, idempotency_conflict, credential_*), 400\n * validation_failed, 413 payload_too_large, 429 rate_limited.\n */\nexport type ErrorCode = \"invalid_token\" | \"token_expired\" | \"token_disabled\" | \"not_permitted\" | \"target_not_allowed\" | \"delivery_not_found\" | \"installation_not_found\" | \"attempt_not_current\" | \"lease_expired\" | \"delivery_terminal\" | \"delivery_canceled\" | \"idempotency_conflict\" | \"validation_failed\" | \"rate_limited\" | \"method_not_allowed\" | \"credential_already_claimed\" | \"credential_not_ready\" | \"payload_too_large\" | \"invalid_signature\" | \"timestamp_out_of_range\" | \"header_mismatch\" | \"not_found\" | \"internal_error\";\n\nexport interface ErrorBody {\n    error: Error;\n    [property: string]: unknown;\n}\n\nexport interface Error {\n    code:     string;\n    details?: ErrorDetail[];\n    message:  string;\n    [property: string]: unknown;\n}\n\nexport interface ErrorDetail {\n    field:   string;\n    message: string;\n}\n\n/**\n * manifest.json of an App runtime.\n */\nexport interface AppManifest {\n    description?: string;\n    displayName?: string;\n    /**\n     * Subscribed events.\n     */\n    events:        string[];\n    name:          string;\n    permissions:   string[];\n    runtime:       Runtime;\n    schemaVersion: number;\n    version?:      string;\n    [property: string]: unknown;\n}\n\nexport interface Runtime {\n    /**\n     * HTTPS URL of POST /events (callback transport).\n     */\n    callbackUrl?: string;\n    /**\n     * JSON Schema of the App's runtime configuration.\n     */\n    configSchema: { [key: string]: unknown };\n    transports:   [Transport, ...Transport[]];\n    [property: string]: unknown;\n}\n\n/**\n * One NDJSON line of the runner stream, discriminated on type.\n */\nexport type RunnerStreamEvent = RunnerStreamDelivery | RunnerStreamPing;\n",
        "index.ts": "// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.\n// `vv-agent schema check` fails when this file differs from what the schemas produce.\nexport * from './vv_agent_agentteam.js';\n"
    }
};
