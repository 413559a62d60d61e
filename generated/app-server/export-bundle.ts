// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// The exported JSON Schema and TypeScript bundles, kept as data so that serving them
// (schema/export, `app-server schema`, `app-server generate-ts`) needs no code generator.

export interface ExportBundle {
    jsonSchema: Record<string, Record<string, unknown>>;
    typescript: Record<string, string>;
}

export const exportBundle: ExportBundle = {
    "jsonSchema": {
        "AgentMessageDeltaParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AgentMessageDeltaParams",
            "type": "object",
            "properties": {
                "itemId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "type": {
                    "$ref": "#/$defs/ItemType"
                },
                "status": {
                    "$ref": "#/$defs/ItemStatus"
                },
                "payload": {
                    "type": "object",
                    "additionalProperties": true,
                    "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                },
                "createdAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "updatedAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "delta": {
                    "type": "string",
                    "description": "The new text chunk (also in payload.text)."
                }
            },
            "required": [
                "itemId",
                "threadId",
                "turnId",
                "type",
                "status",
                "payload",
                "createdAt",
                "updatedAt",
                "delta"
            ],
            "additionalProperties": false,
            "$defs": {
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                }
            }
        },
        "AgentMessagePayload": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AgentMessagePayload",
            "type": "object",
            "properties": {
                "text": {
                    "type": "string"
                }
            },
            "required": [
                "text"
            ],
            "additionalProperties": false,
            "description": "Payload of an agentMessage item: the chunk in a delta, the full text once completed."
        },
        "AppItem": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppItem",
            "type": "object",
            "properties": {
                "itemId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "type": {
                    "$ref": "#/$defs/ItemType"
                },
                "status": {
                    "$ref": "#/$defs/ItemStatus"
                },
                "payload": {
                    "type": "object",
                    "additionalProperties": true,
                    "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                },
                "createdAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "updatedAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                }
            },
            "required": [
                "itemId",
                "threadId",
                "turnId",
                "type",
                "status",
                "payload",
                "createdAt",
                "updatedAt"
            ],
            "additionalProperties": false,
            "$defs": {
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                }
            }
        },
        "AppThread": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppThread",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "agentKey": {
                    "type": "string"
                },
                "cwd": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "createdAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "updatedAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "archivedAt": {
                    "type": [
                        "integer",
                        "null"
                    ],
                    "description": "Always sent by this server (null when not archived)."
                },
                "status": {
                    "$ref": "#/$defs/ThreadStatus"
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "threadId",
                "agentKey",
                "cwd",
                "createdAt",
                "updatedAt",
                "status",
                "metadata"
            ],
            "additionalProperties": false,
            "$defs": {
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                }
            }
        },
        "AppTurn": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "AppTurn",
            "type": "object",
            "properties": {
                "turnId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "runId": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "status": {
                    "$ref": "#/$defs/TurnStatus"
                },
                "startedAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "completedAt": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "input": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/InputItem"
                    }
                },
                "result": {
                    "$ref": "#/$defs/TurnResult"
                }
            },
            "required": [
                "turnId",
                "threadId",
                "runId",
                "status",
                "startedAt",
                "completedAt",
                "input",
                "result"
            ],
            "additionalProperties": false,
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "InputItem": {
                    "type": "object",
                    "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
                    "properties": {
                        "type": {
                            "description": "Usually \"text\"; any JSON value is kept."
                        },
                        "text": {
                            "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                        }
                    },
                    "additionalProperties": true,
                    "title": "InputItem"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnResult": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": false,
                    "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
                    "title": "TurnResult"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "ApprovalDecision": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ApprovalDecision",
            "type": "string",
            "enum": [
                "allow",
                "allow_session",
                "deny",
                "timeout"
            ],
            "description": "allow_session skips approval for the same tool name for the rest of the turn."
        },
        "ApprovalRequestParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ApprovalRequestParams",
            "type": "object",
            "properties": {
                "requestId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "toolCallId": {
                    "type": "string"
                },
                "toolName": {
                    "type": "string"
                },
                "preview": {
                    "type": "string"
                },
                "arguments": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "requestId",
                "threadId",
                "turnId",
                "toolCallId",
                "toolName",
                "preview",
                "arguments"
            ],
            "additionalProperties": false
        },
        "ApprovalResolveResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ApprovalResolveResponse",
            "type": "object",
            "properties": {},
            "additionalProperties": false,
            "description": "An empty object, as the reference's (contract section 3); the outcome is announced by approval/resolved."
        },
        "ApprovalResolvedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ApprovalResolvedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "requestId": {
                    "type": "string"
                },
                "decision": {
                    "$ref": "#/$defs/ApprovalDecision"
                },
                "reason": {
                    "type": "string"
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "threadId",
                "turnId",
                "requestId",
                "decision"
            ],
            "additionalProperties": false,
            "$defs": {
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                }
            }
        },
        "ApprovalResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ApprovalResponse",
            "type": "object",
            "properties": {
                "decision": {
                    "$ref": "#/$defs/ApprovalDecision"
                },
                "reason": {
                    "type": "string"
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "decision"
            ],
            "additionalProperties": true,
            "description": "The client's reply to approval/request. Another decision, or none, counts as deny.",
            "$defs": {
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                }
            }
        },
        "CacheStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CacheStatus",
            "type": "string",
            "enum": [
                "provider_reported",
                "accounting_missing",
                "unsupported"
            ],
            "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
        },
        "CacheUsage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CacheUsage",
            "type": "object",
            "properties": {
                "status": {
                    "$ref": "#/$defs/CacheStatus"
                },
                "read_input_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "write_input_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "uncached_input_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "source": {
                    "type": "string",
                    "description": "aggregate for a turn's total, provider_usage for one model call."
                }
            },
            "required": [
                "status",
                "read_input_tokens",
                "write_input_tokens",
                "uncached_input_tokens",
                "source"
            ],
            "additionalProperties": false,
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                }
            }
        },
        "ClientCapabilities": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ClientCapabilities",
            "type": "object",
            "properties": {
                "experimentalApi": {
                    "type": "boolean"
                },
                "optOutNotificationMethods": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    },
                    "description": "Exact notification method names this connection does not want."
                }
            },
            "additionalProperties": true
        },
        "ClientInfo": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ClientInfo",
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "minLength": 1,
                    "pattern": "\\S",
                    "description": "Must contain a non-whitespace character."
                },
                "title": {
                    "type": "string"
                },
                "version": {
                    "type": "string"
                }
            },
            "required": [
                "name"
            ],
            "additionalProperties": true
        },
        "ClientNotification": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ClientNotification",
            "description": "Notifications a client sends.",
            "oneOf": [
                {
                    "type": "object",
                    "title": "initialized",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "initialized"
                        }
                    },
                    "required": [
                        "method"
                    ],
                    "additionalProperties": false
                }
            ],
            "$defs": {
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                }
            }
        },
        "ClientRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ClientRequest",
            "description": "Requests a client sends, discriminated on method. Each branch is the one declaration of its method: params, whether params are required, and the result type (x-vv-result).",
            "oneOf": [
                {
                    "type": "object",
                    "title": "initialize",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "initialize"
                        },
                        "params": {
                            "$ref": "#/$defs/InitializeParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/InitializeResponse"
                    }
                },
                {
                    "type": "object",
                    "title": "thread/start",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/start"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadStartParams"
                        }
                    },
                    "required": [
                        "id",
                        "method"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadStartResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "thread/resume",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/resume"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadResumeParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadResumeResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "thread/read",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/read"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadReadParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadReadResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "thread/list",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/list"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadListParams"
                        }
                    },
                    "required": [
                        "id",
                        "method"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadListResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "thread/archive",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/archive"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadIdParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadArchiveResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "thread/unsubscribe",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/unsubscribe"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadIdParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ThreadUnsubscribeResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "turn/start",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/start"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnStartParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/TurnStartResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "turn/steer",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/steer"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnSteerParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/TurnQueueResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "turn/followUp",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/followUp"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnFollowUpParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/TurnQueueResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "turn/interrupt",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/interrupt"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnInterruptParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/TurnInterruptResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "approval/resolve",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "approval/resolve"
                        },
                        "params": {
                            "$ref": "#/$defs/ApprovalResolveParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ApprovalResolveResponse"
                    },
                    "x-vv-requires-runtime": true
                },
                {
                    "type": "object",
                    "title": "model/list",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "model/list"
                        },
                        "params": {
                            "$ref": "#/$defs/ModelListParams"
                        }
                    },
                    "required": [
                        "id",
                        "method"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ModelListResponse"
                    }
                },
                {
                    "type": "object",
                    "title": "schema/export",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "schema/export"
                        },
                        "params": {
                            "oneOf": [
                                {
                                    "$ref": "#/$defs/SchemaExportParams"
                                },
                                {
                                    "type": "null"
                                }
                            ]
                        }
                    },
                    "required": [
                        "id",
                        "method"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/SchemaExportResponse"
                    }
                }
            ],
            "$defs": {
                "AppItem": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt"
                    ],
                    "additionalProperties": false,
                    "title": "AppItem"
                },
                "AppThread": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "archivedAt": {
                            "type": [
                                "integer",
                                "null"
                            ],
                            "description": "Always sent by this server (null when not archived)."
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "createdAt",
                        "updatedAt",
                        "status",
                        "metadata"
                    ],
                    "additionalProperties": false,
                    "title": "AppThread"
                },
                "AppTurn": {
                    "type": "object",
                    "properties": {
                        "turnId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "startedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "completedAt": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "result": {
                            "$ref": "#/$defs/TurnResult"
                        }
                    },
                    "required": [
                        "turnId",
                        "threadId",
                        "runId",
                        "status",
                        "startedAt",
                        "completedAt",
                        "input",
                        "result"
                    ],
                    "additionalProperties": false,
                    "title": "AppTurn"
                },
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                },
                "ApprovalResolveParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "requestId": {
                            "type": "string"
                        },
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "requestId",
                        "decision"
                    ],
                    "additionalProperties": true,
                    "title": "ApprovalResolveParams"
                },
                "ApprovalResolveResponse": {
                    "type": "object",
                    "properties": {},
                    "additionalProperties": false,
                    "title": "ApprovalResolveResponse",
                    "description": "An empty object, as the reference's (contract section 3); the outcome is announced by approval/resolved."
                },
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "ClientCapabilities": {
                    "type": "object",
                    "properties": {
                        "experimentalApi": {
                            "type": "boolean"
                        },
                        "optOutNotificationMethods": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            },
                            "description": "Exact notification method names this connection does not want."
                        }
                    },
                    "additionalProperties": true,
                    "title": "ClientCapabilities"
                },
                "ClientInfo": {
                    "type": "object",
                    "properties": {
                        "name": {
                            "type": "string",
                            "minLength": 1,
                            "pattern": "\\S",
                            "description": "Must contain a non-whitespace character."
                        },
                        "title": {
                            "type": "string"
                        },
                        "version": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "name"
                    ],
                    "additionalProperties": true,
                    "title": "ClientInfo"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "InitializeParams": {
                    "type": "object",
                    "properties": {
                        "clientInfo": {
                            "$ref": "#/$defs/ClientInfo"
                        },
                        "capabilities": {
                            "$ref": "#/$defs/ClientCapabilities"
                        }
                    },
                    "required": [
                        "clientInfo"
                    ],
                    "additionalProperties": true,
                    "title": "InitializeParams"
                },
                "InitializeResponse": {
                    "type": "object",
                    "properties": {
                        "userAgent": {
                            "type": "string"
                        },
                        "protocolVersion": {
                            "type": "string",
                            "const": "v1"
                        },
                        "capabilities": {
                            "$ref": "#/$defs/ServerCapabilities"
                        }
                    },
                    "required": [
                        "userAgent",
                        "protocolVersion",
                        "capabilities"
                    ],
                    "additionalProperties": false,
                    "title": "InitializeResponse"
                },
                "InputItem": {
                    "type": "object",
                    "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
                    "properties": {
                        "type": {
                            "description": "Usually \"text\"; any JSON value is kept."
                        },
                        "text": {
                            "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                        }
                    },
                    "additionalProperties": true,
                    "title": "InputItem"
                },
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                },
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "ModelListParams": {
                    "type": "object",
                    "properties": {
                        "agentKey": {
                            "type": "string"
                        },
                        "provider": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ModelListParams"
                },
                "ModelListResponse": {
                    "type": "object",
                    "properties": {
                        "models": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/ModelSummary"
                            }
                        }
                    },
                    "required": [
                        "models"
                    ],
                    "additionalProperties": false,
                    "title": "ModelListResponse"
                },
                "ModelSummary": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "provider": {
                            "type": "string"
                        },
                        "displayName": {
                            "type": "string"
                        },
                        "contextLength": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "supportsTools": {
                            "type": "boolean"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "id",
                        "supportsTools"
                    ],
                    "additionalProperties": false,
                    "title": "ModelSummary"
                },
                "RequestId": {
                    "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
                    "oneOf": [
                        {
                            "type": "string"
                        },
                        {
                            "type": "integer"
                        }
                    ],
                    "title": "RequestId"
                },
                "SchemaExportParams": {
                    "type": "object",
                    "maxProperties": 0,
                    "description": "Only absent, null or {} are accepted.",
                    "title": "SchemaExportParams"
                },
                "SchemaExportResponse": {
                    "type": "object",
                    "properties": {
                        "jsonSchema": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "string"
                            },
                            "description": "Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to json/<Name>.json)."
                        },
                        "typescript": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "string"
                            },
                            "description": "File name -> TypeScript source."
                        }
                    },
                    "required": [
                        "jsonSchema",
                        "typescript"
                    ],
                    "additionalProperties": false,
                    "title": "SchemaExportResponse"
                },
                "ServerCapabilities": {
                    "type": "object",
                    "properties": {
                        "modelList": {
                            "type": "boolean"
                        },
                        "threadLifecycle": {
                            "type": "boolean"
                        },
                        "notificationOptOut": {
                            "type": "boolean"
                        },
                        "schemaExport": {
                            "type": "boolean"
                        },
                        "approvalResolve": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "modelList",
                        "threadLifecycle",
                        "notificationOptOut",
                        "schemaExport",
                        "approvalResolve"
                    ],
                    "additionalProperties": false,
                    "title": "ServerCapabilities"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "ThreadArchiveResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "archived": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "archived"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadArchiveResponse"
                },
                "ThreadIdParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadIdParams"
                },
                "ThreadListParams": {
                    "type": "object",
                    "properties": {
                        "includeArchived": {
                            "type": "boolean"
                        },
                        "archived": {
                            "type": "boolean"
                        },
                        "offset": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 9007199254740991
                        },
                        "limit": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 9007199254740991
                        }
                    },
                    "additionalProperties": true,
                    "title": "ThreadListParams",
                    "description": "offset and limit are safe integers (at most 2^53 - 1): a larger number is invalid params, not a store error."
                },
                "ThreadListResponse": {
                    "type": "object",
                    "properties": {
                        "threads": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppThread"
                            }
                        }
                    },
                    "required": [
                        "threads"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadListResponse"
                },
                "ThreadReadParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "afterItemId": {
                            "type": "string",
                            "description": "Only items after this one; an unknown id returns all items."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadReadParams"
                },
                "ThreadReadResponse": {
                    "type": "object",
                    "properties": {
                        "thread": {
                            "$ref": "#/$defs/AppThread"
                        },
                        "turns": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTurn"
                            }
                        },
                        "items": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppItem"
                            }
                        }
                    },
                    "required": [
                        "thread",
                        "turns",
                        "items"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadReadResponse"
                },
                "ThreadResumeParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "subscribe": {
                            "type": "boolean",
                            "description": "Default true."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadResumeParams"
                },
                "ThreadResumeResponse": {
                    "type": "object",
                    "properties": {
                        "thread": {
                            "$ref": "#/$defs/AppThread"
                        },
                        "turns": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTurn"
                            }
                        },
                        "items": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppItem"
                            }
                        }
                    },
                    "required": [
                        "thread",
                        "turns",
                        "items"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadResumeResponse",
                    "description": "What thread/read returns, nothing more (contract section 3)."
                },
                "ThreadStartParams": {
                    "type": "object",
                    "properties": {
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": "string",
                            "description": "Working directory of the thread's tools, resolved against the server's."
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": true,
                    "title": "ThreadStartParams"
                },
                "ThreadStartResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Exactly the seed's four keys; the reference's schema is closed (contract section 3). thread/read returns the whole AppThread.",
                    "title": "ThreadStartResponse"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                },
                "ThreadUnsubscribeResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "subscribed": {
                            "type": "boolean"
                        },
                        "closed": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "subscribed",
                        "closed"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadUnsubscribeResponse"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnFollowUpParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string",
                            "description": "Empty or absent skips the guard."
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        }
                    },
                    "required": [
                        "threadId",
                        "input"
                    ],
                    "additionalProperties": true,
                    "title": "TurnFollowUpParams"
                },
                "TurnInterruptParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string"
                        },
                        "reason": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "TurnInterruptParams"
                },
                "TurnInterruptResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "cancelled": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "cancelled"
                    ],
                    "additionalProperties": false,
                    "title": "TurnInterruptResponse"
                },
                "TurnQueueResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "queued": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "queued"
                    ],
                    "additionalProperties": false,
                    "title": "TurnQueueResponse"
                },
                "TurnResult": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": false,
                    "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
                    "title": "TurnResult"
                },
                "TurnStartParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "Overlaid on the thread's metadata for this turn's host calls."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "TurnStartParams"
                },
                "TurnStartResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "title": "TurnStartResponse"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                },
                "TurnSteerParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string",
                            "description": "Empty or absent skips the guard."
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        }
                    },
                    "required": [
                        "threadId",
                        "input"
                    ],
                    "additionalProperties": true,
                    "title": "TurnSteerParams"
                }
            }
        },
        "CompletionReason": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CompletionReason",
            "type": "string",
            "enum": [
                "tool_finish",
                "no_tool_finish",
                "wait_user",
                "max_cycles",
                "cancelled",
                "failed",
                "budget_exhausted"
            ]
        },
        "InitializeResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "InitializeResponse",
            "type": "object",
            "properties": {
                "userAgent": {
                    "type": "string"
                },
                "protocolVersion": {
                    "type": "string",
                    "const": "v1"
                },
                "capabilities": {
                    "$ref": "#/$defs/ServerCapabilities"
                }
            },
            "required": [
                "userAgent",
                "protocolVersion",
                "capabilities"
            ],
            "additionalProperties": false,
            "$defs": {
                "ServerCapabilities": {
                    "type": "object",
                    "properties": {
                        "modelList": {
                            "type": "boolean"
                        },
                        "threadLifecycle": {
                            "type": "boolean"
                        },
                        "notificationOptOut": {
                            "type": "boolean"
                        },
                        "schemaExport": {
                            "type": "boolean"
                        },
                        "approvalResolve": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "modelList",
                        "threadLifecycle",
                        "notificationOptOut",
                        "schemaExport",
                        "approvalResolve"
                    ],
                    "additionalProperties": false,
                    "title": "ServerCapabilities"
                }
            }
        },
        "InputItem": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "InputItem",
            "type": "object",
            "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
            "properties": {
                "type": {
                    "description": "Usually \"text\"; any JSON value is kept."
                },
                "text": {
                    "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                }
            },
            "additionalProperties": true
        },
        "ItemStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ItemStatus",
            "type": "string",
            "enum": [
                "inProgress",
                "completed",
                "failed"
            ]
        },
        "ItemType": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ItemType",
            "type": "string",
            "enum": [
                "userMessage",
                "agentMessage",
                "toolCall",
                "approval",
                "error"
            ]
        },
        "JsonRpcError": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcError",
            "type": "object",
            "properties": {
                "code": {
                    "type": "integer",
                    "description": "One of the codes in JsonRpcErrorCode."
                },
                "message": {
                    "type": "string"
                },
                "data": {
                    "description": "Optional structured detail, e.g. {\"method\": ...} for -32601."
                }
            },
            "required": [
                "code",
                "message"
            ],
            "additionalProperties": false
        },
        "JsonRpcErrorCode": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcErrorCode",
            "description": "Error codes of the App Server (contract section 2): -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal error, -32001 server overloaded, -32010 not initialized, -32011 already initialized, -32020 thread not found, -32021 thread archived, -32030 active turn not found, -32031 turn id mismatch.",
            "type": "integer",
            "enum": [
                -32700,
                -32600,
                -32601,
                -32602,
                -32603,
                -32001,
                -32010,
                -32011,
                -32020,
                -32021,
                -32030,
                -32031
            ]
        },
        "JsonRpcErrorResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcErrorResponse",
            "type": "object",
            "properties": {
                "jsonrpc": {
                    "$ref": "#/$defs/JsonRpcVersion"
                },
                "id": {
                    "description": "The request's id, or null when the request could not be read (-32700, -32600).",
                    "oneOf": [
                        {
                            "$ref": "#/$defs/RequestId"
                        },
                        {
                            "type": "null"
                        }
                    ]
                },
                "error": {
                    "$ref": "#/$defs/JsonRpcError"
                }
            },
            "required": [
                "id",
                "error"
            ],
            "additionalProperties": false,
            "description": "An error reply to a request.",
            "$defs": {
                "JsonRpcError": {
                    "type": "object",
                    "properties": {
                        "code": {
                            "type": "integer",
                            "description": "One of the codes in JsonRpcErrorCode."
                        },
                        "message": {
                            "type": "string"
                        },
                        "data": {
                            "description": "Optional structured detail, e.g. {\"method\": ...} for -32601."
                        }
                    },
                    "required": [
                        "code",
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "JsonRpcError"
                },
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "RequestId": {
                    "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
                    "oneOf": [
                        {
                            "type": "string"
                        },
                        {
                            "type": "integer"
                        }
                    ],
                    "title": "RequestId"
                }
            }
        },
        "JsonRpcMessage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcMessage",
            "description": "Any one line of the protocol, in either direction.",
            "oneOf": [
                {
                    "$ref": "#/$defs/ClientRequest"
                },
                {
                    "$ref": "#/$defs/ClientNotification"
                },
                {
                    "$ref": "#/$defs/ServerNotification"
                },
                {
                    "$ref": "#/$defs/ServerRequest"
                },
                {
                    "$ref": "#/$defs/JsonRpcResponse"
                },
                {
                    "$ref": "#/$defs/JsonRpcErrorResponse"
                }
            ],
            "$defs": {
                "AgentMessageDeltaParams": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "delta": {
                            "type": "string",
                            "description": "The new text chunk (also in payload.text)."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt",
                        "delta"
                    ],
                    "additionalProperties": false,
                    "title": "AgentMessageDeltaParams"
                },
                "AppItem": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt"
                    ],
                    "additionalProperties": false,
                    "title": "AppItem"
                },
                "AppThread": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "archivedAt": {
                            "type": [
                                "integer",
                                "null"
                            ],
                            "description": "Always sent by this server (null when not archived)."
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "createdAt",
                        "updatedAt",
                        "status",
                        "metadata"
                    ],
                    "additionalProperties": false,
                    "title": "AppThread"
                },
                "AppTurn": {
                    "type": "object",
                    "properties": {
                        "turnId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "startedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "completedAt": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "result": {
                            "$ref": "#/$defs/TurnResult"
                        }
                    },
                    "required": [
                        "turnId",
                        "threadId",
                        "runId",
                        "status",
                        "startedAt",
                        "completedAt",
                        "input",
                        "result"
                    ],
                    "additionalProperties": false,
                    "title": "AppTurn"
                },
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                },
                "ApprovalRequestParams": {
                    "type": "object",
                    "properties": {
                        "requestId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "toolCallId": {
                            "type": "string"
                        },
                        "toolName": {
                            "type": "string"
                        },
                        "preview": {
                            "type": "string"
                        },
                        "arguments": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "requestId",
                        "threadId",
                        "turnId",
                        "toolCallId",
                        "toolName",
                        "preview",
                        "arguments"
                    ],
                    "additionalProperties": false,
                    "title": "ApprovalRequestParams"
                },
                "ApprovalResolveParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "requestId": {
                            "type": "string"
                        },
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "requestId",
                        "decision"
                    ],
                    "additionalProperties": true,
                    "title": "ApprovalResolveParams"
                },
                "ApprovalResolveResponse": {
                    "type": "object",
                    "properties": {},
                    "additionalProperties": false,
                    "title": "ApprovalResolveResponse",
                    "description": "An empty object, as the reference's (contract section 3); the outcome is announced by approval/resolved."
                },
                "ApprovalResolvedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "requestId": {
                            "type": "string"
                        },
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "requestId",
                        "decision"
                    ],
                    "additionalProperties": false,
                    "title": "ApprovalResolvedParams"
                },
                "ApprovalResponse": {
                    "type": "object",
                    "properties": {
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "decision"
                    ],
                    "additionalProperties": true,
                    "description": "The client's reply to approval/request. Another decision, or none, counts as deny.",
                    "title": "ApprovalResponse"
                },
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "ClientCapabilities": {
                    "type": "object",
                    "properties": {
                        "experimentalApi": {
                            "type": "boolean"
                        },
                        "optOutNotificationMethods": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            },
                            "description": "Exact notification method names this connection does not want."
                        }
                    },
                    "additionalProperties": true,
                    "title": "ClientCapabilities"
                },
                "ClientInfo": {
                    "type": "object",
                    "properties": {
                        "name": {
                            "type": "string",
                            "minLength": 1,
                            "pattern": "\\S",
                            "description": "Must contain a non-whitespace character."
                        },
                        "title": {
                            "type": "string"
                        },
                        "version": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "name"
                    ],
                    "additionalProperties": true,
                    "title": "ClientInfo"
                },
                "ClientNotification": {
                    "title": "ClientNotification",
                    "description": "Notifications a client sends.",
                    "oneOf": [
                        {
                            "type": "object",
                            "title": "initialized",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "initialized"
                                }
                            },
                            "required": [
                                "method"
                            ],
                            "additionalProperties": false
                        }
                    ]
                },
                "ClientRequest": {
                    "title": "ClientRequest",
                    "description": "Requests a client sends, discriminated on method. Each branch is the one declaration of its method: params, whether params are required, and the result type (x-vv-result).",
                    "oneOf": [
                        {
                            "type": "object",
                            "title": "initialize",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "initialize"
                                },
                                "params": {
                                    "$ref": "#/$defs/InitializeParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/InitializeResponse"
                            }
                        },
                        {
                            "type": "object",
                            "title": "thread/start",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/start"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadStartParams"
                                }
                            },
                            "required": [
                                "id",
                                "method"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadStartResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "thread/resume",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/resume"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadResumeParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadResumeResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "thread/read",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/read"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadReadParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadReadResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "thread/list",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/list"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadListParams"
                                }
                            },
                            "required": [
                                "id",
                                "method"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadListResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "thread/archive",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/archive"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadIdParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadArchiveResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "thread/unsubscribe",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/unsubscribe"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadIdParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ThreadUnsubscribeResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "turn/start",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/start"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnStartParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/TurnStartResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "turn/steer",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/steer"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnSteerParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/TurnQueueResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "turn/followUp",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/followUp"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnFollowUpParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/TurnQueueResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "turn/interrupt",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/interrupt"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnInterruptParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/TurnInterruptResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "approval/resolve",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "approval/resolve"
                                },
                                "params": {
                                    "$ref": "#/$defs/ApprovalResolveParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ApprovalResolveResponse"
                            },
                            "x-vv-requires-runtime": true
                        },
                        {
                            "type": "object",
                            "title": "model/list",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "model/list"
                                },
                                "params": {
                                    "$ref": "#/$defs/ModelListParams"
                                }
                            },
                            "required": [
                                "id",
                                "method"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ModelListResponse"
                            }
                        },
                        {
                            "type": "object",
                            "title": "schema/export",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "schema/export"
                                },
                                "params": {
                                    "oneOf": [
                                        {
                                            "$ref": "#/$defs/SchemaExportParams"
                                        },
                                        {
                                            "type": "null"
                                        }
                                    ]
                                }
                            },
                            "required": [
                                "id",
                                "method"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/SchemaExportResponse"
                            }
                        }
                    ]
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "InitializeParams": {
                    "type": "object",
                    "properties": {
                        "clientInfo": {
                            "$ref": "#/$defs/ClientInfo"
                        },
                        "capabilities": {
                            "$ref": "#/$defs/ClientCapabilities"
                        }
                    },
                    "required": [
                        "clientInfo"
                    ],
                    "additionalProperties": true,
                    "title": "InitializeParams"
                },
                "InitializeResponse": {
                    "type": "object",
                    "properties": {
                        "userAgent": {
                            "type": "string"
                        },
                        "protocolVersion": {
                            "type": "string",
                            "const": "v1"
                        },
                        "capabilities": {
                            "$ref": "#/$defs/ServerCapabilities"
                        }
                    },
                    "required": [
                        "userAgent",
                        "protocolVersion",
                        "capabilities"
                    ],
                    "additionalProperties": false,
                    "title": "InitializeResponse"
                },
                "InputItem": {
                    "type": "object",
                    "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
                    "properties": {
                        "type": {
                            "description": "Usually \"text\"; any JSON value is kept."
                        },
                        "text": {
                            "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                        }
                    },
                    "additionalProperties": true,
                    "title": "InputItem"
                },
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                },
                "JsonRpcError": {
                    "type": "object",
                    "properties": {
                        "code": {
                            "type": "integer",
                            "description": "One of the codes in JsonRpcErrorCode."
                        },
                        "message": {
                            "type": "string"
                        },
                        "data": {
                            "description": "Optional structured detail, e.g. {\"method\": ...} for -32601."
                        }
                    },
                    "required": [
                        "code",
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "JsonRpcError"
                },
                "JsonRpcErrorResponse": {
                    "type": "object",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "description": "The request's id, or null when the request could not be read (-32700, -32600).",
                            "oneOf": [
                                {
                                    "$ref": "#/$defs/RequestId"
                                },
                                {
                                    "type": "null"
                                }
                            ]
                        },
                        "error": {
                            "$ref": "#/$defs/JsonRpcError"
                        }
                    },
                    "required": [
                        "id",
                        "error"
                    ],
                    "additionalProperties": false,
                    "description": "An error reply to a request.",
                    "title": "JsonRpcErrorResponse"
                },
                "JsonRpcResponse": {
                    "type": "object",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "result": {
                            "description": "The method's result; its type is the method's declared result."
                        }
                    },
                    "required": [
                        "id",
                        "result"
                    ],
                    "additionalProperties": false,
                    "description": "A successful reply to a request.",
                    "title": "JsonRpcResponse"
                },
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "ModelListParams": {
                    "type": "object",
                    "properties": {
                        "agentKey": {
                            "type": "string"
                        },
                        "provider": {
                            "type": "string"
                        }
                    },
                    "additionalProperties": true,
                    "title": "ModelListParams"
                },
                "ModelListResponse": {
                    "type": "object",
                    "properties": {
                        "models": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/ModelSummary"
                            }
                        }
                    },
                    "required": [
                        "models"
                    ],
                    "additionalProperties": false,
                    "title": "ModelListResponse"
                },
                "ModelSummary": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "provider": {
                            "type": "string"
                        },
                        "displayName": {
                            "type": "string"
                        },
                        "contextLength": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "supportsTools": {
                            "type": "boolean"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "id",
                        "supportsTools"
                    ],
                    "additionalProperties": false,
                    "title": "ModelSummary"
                },
                "RequestId": {
                    "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
                    "oneOf": [
                        {
                            "type": "string"
                        },
                        {
                            "type": "integer"
                        }
                    ],
                    "title": "RequestId"
                },
                "SchemaExportParams": {
                    "type": "object",
                    "maxProperties": 0,
                    "description": "Only absent, null or {} are accepted.",
                    "title": "SchemaExportParams"
                },
                "SchemaExportResponse": {
                    "type": "object",
                    "properties": {
                        "jsonSchema": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "string"
                            },
                            "description": "Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to json/<Name>.json)."
                        },
                        "typescript": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "string"
                            },
                            "description": "File name -> TypeScript source."
                        }
                    },
                    "required": [
                        "jsonSchema",
                        "typescript"
                    ],
                    "additionalProperties": false,
                    "title": "SchemaExportResponse"
                },
                "ServerCapabilities": {
                    "type": "object",
                    "properties": {
                        "modelList": {
                            "type": "boolean"
                        },
                        "threadLifecycle": {
                            "type": "boolean"
                        },
                        "notificationOptOut": {
                            "type": "boolean"
                        },
                        "schemaExport": {
                            "type": "boolean"
                        },
                        "approvalResolve": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "modelList",
                        "threadLifecycle",
                        "notificationOptOut",
                        "schemaExport",
                        "approvalResolve"
                    ],
                    "additionalProperties": false,
                    "title": "ServerCapabilities"
                },
                "ServerNotification": {
                    "title": "ServerNotification",
                    "description": "Notifications the server sends, discriminated on method.",
                    "oneOf": [
                        {
                            "type": "object",
                            "title": "thread/started",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/started"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadStartedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "thread/archived",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/archived"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadArchivedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "thread/closed",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/closed"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadClosedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "thread/status/changed",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "thread/status/changed"
                                },
                                "params": {
                                    "$ref": "#/$defs/ThreadStatusChangedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "turn/started",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/started"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnStartedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "turn/completed",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "turn/completed"
                                },
                                "params": {
                                    "$ref": "#/$defs/TurnCompletedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "item/started",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "item/started"
                                },
                                "params": {
                                    "$ref": "#/$defs/AppItem"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "item/completed",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "item/completed"
                                },
                                "params": {
                                    "$ref": "#/$defs/AppItem"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "item/agentMessage/delta",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "item/agentMessage/delta"
                                },
                                "params": {
                                    "$ref": "#/$defs/AgentMessageDeltaParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "item/toolCall/delta",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "item/toolCall/delta"
                                },
                                "params": {
                                    "$ref": "#/$defs/ToolCallDeltaParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "approval/requested",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "approval/requested"
                                },
                                "params": {
                                    "$ref": "#/$defs/ApprovalRequestParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "approval/resolved",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "approval/resolved"
                                },
                                "params": {
                                    "$ref": "#/$defs/ApprovalResolvedParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        },
                        {
                            "type": "object",
                            "title": "error/warning",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "error/warning"
                                },
                                "params": {
                                    "$ref": "#/$defs/WarningParams"
                                }
                            },
                            "required": [
                                "method",
                                "params"
                            ],
                            "additionalProperties": false
                        }
                    ]
                },
                "ServerRequest": {
                    "title": "ServerRequest",
                    "description": "Requests the server sends to the client that owns a turn; the client answers by id.",
                    "oneOf": [
                        {
                            "type": "object",
                            "title": "approval/request",
                            "properties": {
                                "jsonrpc": {
                                    "$ref": "#/$defs/JsonRpcVersion"
                                },
                                "id": {
                                    "$ref": "#/$defs/RequestId"
                                },
                                "method": {
                                    "type": "string",
                                    "const": "approval/request"
                                },
                                "params": {
                                    "$ref": "#/$defs/ApprovalRequestParams"
                                }
                            },
                            "required": [
                                "id",
                                "method",
                                "params"
                            ],
                            "additionalProperties": false,
                            "x-vv-result": {
                                "$ref": "#/$defs/ApprovalResponse"
                            }
                        }
                    ]
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "ThreadArchiveResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "archived": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "archived"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadArchiveResponse"
                },
                "ThreadArchivedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "archived": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "archived"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadArchivedParams"
                },
                "ThreadClosedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadClosedParams"
                },
                "ThreadIdParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadIdParams"
                },
                "ThreadListParams": {
                    "type": "object",
                    "properties": {
                        "includeArchived": {
                            "type": "boolean"
                        },
                        "archived": {
                            "type": "boolean"
                        },
                        "offset": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 9007199254740991
                        },
                        "limit": {
                            "type": "integer",
                            "minimum": 0,
                            "maximum": 9007199254740991
                        }
                    },
                    "additionalProperties": true,
                    "title": "ThreadListParams",
                    "description": "offset and limit are safe integers (at most 2^53 - 1): a larger number is invalid params, not a store error."
                },
                "ThreadListResponse": {
                    "type": "object",
                    "properties": {
                        "threads": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppThread"
                            }
                        }
                    },
                    "required": [
                        "threads"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadListResponse"
                },
                "ThreadReadParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "afterItemId": {
                            "type": "string",
                            "description": "Only items after this one; an unknown id returns all items."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadReadParams"
                },
                "ThreadReadResponse": {
                    "type": "object",
                    "properties": {
                        "thread": {
                            "$ref": "#/$defs/AppThread"
                        },
                        "turns": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTurn"
                            }
                        },
                        "items": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppItem"
                            }
                        }
                    },
                    "required": [
                        "thread",
                        "turns",
                        "items"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadReadResponse"
                },
                "ThreadResumeParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "subscribe": {
                            "type": "boolean",
                            "description": "Default true."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "ThreadResumeParams"
                },
                "ThreadResumeResponse": {
                    "type": "object",
                    "properties": {
                        "thread": {
                            "$ref": "#/$defs/AppThread"
                        },
                        "turns": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppTurn"
                            }
                        },
                        "items": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/AppItem"
                            }
                        }
                    },
                    "required": [
                        "thread",
                        "turns",
                        "items"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadResumeResponse",
                    "description": "What thread/read returns, nothing more (contract section 3)."
                },
                "ThreadStartParams": {
                    "type": "object",
                    "properties": {
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": "string",
                            "description": "Working directory of the thread's tools, resolved against the server's."
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": true,
                    "title": "ThreadStartParams"
                },
                "ThreadStartResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Exactly the seed's four keys; the reference's schema is closed (contract section 3). thread/read returns the whole AppThread.",
                    "title": "ThreadStartResponse"
                },
                "ThreadStartedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Equal to the thread/start result.",
                    "title": "ThreadStartedParams"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                },
                "ThreadStatusChangedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadStatusChangedParams"
                },
                "ThreadUnsubscribeResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "subscribed": {
                            "type": "boolean"
                        },
                        "closed": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "subscribed",
                        "closed"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadUnsubscribeResponse"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "ToolCallDeltaParams": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "delta": {
                            "description": "What changed in the tool call (arguments or progress)."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt",
                        "delta"
                    ],
                    "additionalProperties": false,
                    "title": "ToolCallDeltaParams"
                },
                "TurnCompletedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Absent optional fields are omitted, never null; runId is present whenever the runner started.",
                    "title": "TurnCompletedParams"
                },
                "TurnFollowUpParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string",
                            "description": "Empty or absent skips the guard."
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        }
                    },
                    "required": [
                        "threadId",
                        "input"
                    ],
                    "additionalProperties": true,
                    "title": "TurnFollowUpParams"
                },
                "TurnInterruptParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string"
                        },
                        "reason": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "TurnInterruptParams"
                },
                "TurnInterruptResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "cancelled": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "cancelled"
                    ],
                    "additionalProperties": false,
                    "title": "TurnInterruptResponse"
                },
                "TurnQueueResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "queued": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "queued"
                    ],
                    "additionalProperties": false,
                    "title": "TurnQueueResponse"
                },
                "TurnResult": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": false,
                    "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
                    "title": "TurnResult"
                },
                "TurnStartParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "Overlaid on the thread's metadata for this turn's host calls."
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": true,
                    "title": "TurnStartParams"
                },
                "TurnStartResponse": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "title": "TurnStartResponse"
                },
                "TurnStartedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId"
                    ],
                    "additionalProperties": false,
                    "title": "TurnStartedParams"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                },
                "TurnSteerParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "expectedTurnId": {
                            "type": "string",
                            "description": "Empty or absent skips the guard."
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        }
                    },
                    "required": [
                        "threadId",
                        "input"
                    ],
                    "additionalProperties": true,
                    "title": "TurnSteerParams"
                },
                "WarningParams": {
                    "type": "object",
                    "properties": {
                        "message": {
                            "type": "string"
                        },
                        "code": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "WarningParams"
                }
            }
        },
        "JsonRpcResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcResponse",
            "type": "object",
            "properties": {
                "jsonrpc": {
                    "$ref": "#/$defs/JsonRpcVersion"
                },
                "id": {
                    "$ref": "#/$defs/RequestId"
                },
                "result": {
                    "description": "The method's result; its type is the method's declared result."
                }
            },
            "required": [
                "id",
                "result"
            ],
            "additionalProperties": false,
            "description": "A successful reply to a request.",
            "$defs": {
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "RequestId": {
                    "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
                    "oneOf": [
                        {
                            "type": "string"
                        },
                        {
                            "type": "integer"
                        }
                    ],
                    "title": "RequestId"
                }
            }
        },
        "JsonRpcVersion": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "JsonRpcVersion",
            "description": "Always sent by this server; optional inbound (contract section 1).",
            "type": "string",
            "const": "2.0"
        },
        "ModelCallTokenUsage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ModelCallTokenUsage",
            "type": "object",
            "properties": {
                "schema_version": {
                    "type": "string",
                    "const": "vv-agent.token-usage.v1"
                },
                "input_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "output_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "total_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "reasoning_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "usage_source": {
                    "type": "string"
                },
                "cache_usage": {
                    "$ref": "#/$defs/CacheUsage"
                },
                "provider_usage": {
                    "type": [
                        "object",
                        "null"
                    ],
                    "additionalProperties": true,
                    "description": "The provider's usage object as reported."
                }
            },
            "required": [
                "schema_version",
                "input_tokens",
                "output_tokens",
                "total_tokens",
                "reasoning_tokens",
                "usage_source",
                "cache_usage"
            ],
            "additionalProperties": false,
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                }
            }
        },
        "ModelListResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ModelListResponse",
            "type": "object",
            "properties": {
                "models": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/ModelSummary"
                    }
                }
            },
            "required": [
                "models"
            ],
            "additionalProperties": false,
            "$defs": {
                "ModelSummary": {
                    "type": "object",
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "provider": {
                            "type": "string"
                        },
                        "displayName": {
                            "type": "string"
                        },
                        "contextLength": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "supportsTools": {
                            "type": "boolean"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "id",
                        "supportsTools"
                    ],
                    "additionalProperties": false,
                    "title": "ModelSummary"
                }
            }
        },
        "ModelSummary": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ModelSummary",
            "type": "object",
            "properties": {
                "id": {
                    "type": "string"
                },
                "provider": {
                    "type": "string"
                },
                "displayName": {
                    "type": "string"
                },
                "contextLength": {
                    "type": "integer",
                    "minimum": 0
                },
                "supportsTools": {
                    "type": "boolean"
                },
                "metadata": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "id",
                "supportsTools"
            ],
            "additionalProperties": false
        },
        "RequestId": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "RequestId",
            "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
            "oneOf": [
                {
                    "type": "string"
                },
                {
                    "type": "integer"
                }
            ]
        },
        "SchemaExportResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "SchemaExportResponse",
            "type": "object",
            "properties": {
                "jsonSchema": {
                    "type": "object",
                    "additionalProperties": {
                        "type": "string"
                    },
                    "description": "Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to json/<Name>.json)."
                },
                "typescript": {
                    "type": "object",
                    "additionalProperties": {
                        "type": "string"
                    },
                    "description": "File name -> TypeScript source."
                }
            },
            "required": [
                "jsonSchema",
                "typescript"
            ],
            "additionalProperties": false
        },
        "ServerCapabilities": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ServerCapabilities",
            "type": "object",
            "properties": {
                "modelList": {
                    "type": "boolean"
                },
                "threadLifecycle": {
                    "type": "boolean"
                },
                "notificationOptOut": {
                    "type": "boolean"
                },
                "schemaExport": {
                    "type": "boolean"
                },
                "approvalResolve": {
                    "type": "boolean"
                }
            },
            "required": [
                "modelList",
                "threadLifecycle",
                "notificationOptOut",
                "schemaExport",
                "approvalResolve"
            ],
            "additionalProperties": false
        },
        "ServerNotification": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ServerNotification",
            "description": "Notifications the server sends, discriminated on method.",
            "oneOf": [
                {
                    "type": "object",
                    "title": "thread/started",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/started"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadStartedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "thread/archived",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/archived"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadArchivedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "thread/closed",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/closed"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadClosedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "thread/status/changed",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "thread/status/changed"
                        },
                        "params": {
                            "$ref": "#/$defs/ThreadStatusChangedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "turn/started",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/started"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnStartedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "turn/completed",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "turn/completed"
                        },
                        "params": {
                            "$ref": "#/$defs/TurnCompletedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "item/started",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "item/started"
                        },
                        "params": {
                            "$ref": "#/$defs/AppItem"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "item/completed",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "item/completed"
                        },
                        "params": {
                            "$ref": "#/$defs/AppItem"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "item/agentMessage/delta",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "item/agentMessage/delta"
                        },
                        "params": {
                            "$ref": "#/$defs/AgentMessageDeltaParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "item/toolCall/delta",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "item/toolCall/delta"
                        },
                        "params": {
                            "$ref": "#/$defs/ToolCallDeltaParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "approval/requested",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "approval/requested"
                        },
                        "params": {
                            "$ref": "#/$defs/ApprovalRequestParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "approval/resolved",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "approval/resolved"
                        },
                        "params": {
                            "$ref": "#/$defs/ApprovalResolvedParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                },
                {
                    "type": "object",
                    "title": "error/warning",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "method": {
                            "type": "string",
                            "const": "error/warning"
                        },
                        "params": {
                            "$ref": "#/$defs/WarningParams"
                        }
                    },
                    "required": [
                        "method",
                        "params"
                    ],
                    "additionalProperties": false
                }
            ],
            "$defs": {
                "AgentMessageDeltaParams": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "delta": {
                            "type": "string",
                            "description": "The new text chunk (also in payload.text)."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt",
                        "delta"
                    ],
                    "additionalProperties": false,
                    "title": "AgentMessageDeltaParams"
                },
                "AppItem": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt"
                    ],
                    "additionalProperties": false,
                    "title": "AppItem"
                },
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                },
                "ApprovalRequestParams": {
                    "type": "object",
                    "properties": {
                        "requestId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "toolCallId": {
                            "type": "string"
                        },
                        "toolName": {
                            "type": "string"
                        },
                        "preview": {
                            "type": "string"
                        },
                        "arguments": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "requestId",
                        "threadId",
                        "turnId",
                        "toolCallId",
                        "toolName",
                        "preview",
                        "arguments"
                    ],
                    "additionalProperties": false,
                    "title": "ApprovalRequestParams"
                },
                "ApprovalResolvedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "requestId": {
                            "type": "string"
                        },
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "requestId",
                        "decision"
                    ],
                    "additionalProperties": false,
                    "title": "ApprovalResolvedParams"
                },
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                },
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "ThreadArchivedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "archived": {
                            "type": "boolean"
                        }
                    },
                    "required": [
                        "threadId",
                        "archived"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadArchivedParams"
                },
                "ThreadClosedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "threadId"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadClosedParams"
                },
                "ThreadStartedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Equal to the thread/start result.",
                    "title": "ThreadStartedParams"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                },
                "ThreadStatusChangedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "title": "ThreadStatusChangedParams"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "ToolCallDeltaParams": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "delta": {
                            "description": "What changed in the tool call (arguments or progress)."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt",
                        "delta"
                    ],
                    "additionalProperties": false,
                    "title": "ToolCallDeltaParams"
                },
                "TurnCompletedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId",
                        "status"
                    ],
                    "additionalProperties": false,
                    "description": "Absent optional fields are omitted, never null; runId is present whenever the runner started.",
                    "title": "TurnCompletedParams"
                },
                "TurnStartedParams": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        }
                    },
                    "required": [
                        "threadId",
                        "turnId"
                    ],
                    "additionalProperties": false,
                    "title": "TurnStartedParams"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                },
                "WarningParams": {
                    "type": "object",
                    "properties": {
                        "message": {
                            "type": "string"
                        },
                        "code": {
                            "type": "string"
                        }
                    },
                    "required": [
                        "message"
                    ],
                    "additionalProperties": false,
                    "title": "WarningParams"
                }
            }
        },
        "ServerRequest": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ServerRequest",
            "description": "Requests the server sends to the client that owns a turn; the client answers by id.",
            "oneOf": [
                {
                    "type": "object",
                    "title": "approval/request",
                    "properties": {
                        "jsonrpc": {
                            "$ref": "#/$defs/JsonRpcVersion"
                        },
                        "id": {
                            "$ref": "#/$defs/RequestId"
                        },
                        "method": {
                            "type": "string",
                            "const": "approval/request"
                        },
                        "params": {
                            "$ref": "#/$defs/ApprovalRequestParams"
                        }
                    },
                    "required": [
                        "id",
                        "method",
                        "params"
                    ],
                    "additionalProperties": false,
                    "x-vv-result": {
                        "$ref": "#/$defs/ApprovalResponse"
                    }
                }
            ],
            "$defs": {
                "ApprovalDecision": {
                    "type": "string",
                    "enum": [
                        "allow",
                        "allow_session",
                        "deny",
                        "timeout"
                    ],
                    "description": "allow_session skips approval for the same tool name for the rest of the turn.",
                    "title": "ApprovalDecision"
                },
                "ApprovalRequestParams": {
                    "type": "object",
                    "properties": {
                        "requestId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "toolCallId": {
                            "type": "string"
                        },
                        "toolName": {
                            "type": "string"
                        },
                        "preview": {
                            "type": "string"
                        },
                        "arguments": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "requestId",
                        "threadId",
                        "turnId",
                        "toolCallId",
                        "toolName",
                        "preview",
                        "arguments"
                    ],
                    "additionalProperties": false,
                    "title": "ApprovalRequestParams"
                },
                "ApprovalResponse": {
                    "type": "object",
                    "properties": {
                        "decision": {
                            "$ref": "#/$defs/ApprovalDecision"
                        },
                        "reason": {
                            "type": "string"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "decision"
                    ],
                    "additionalProperties": true,
                    "description": "The client's reply to approval/request. Another decision, or none, counts as deny.",
                    "title": "ApprovalResponse"
                },
                "JsonRpcVersion": {
                    "description": "Always sent by this server; optional inbound (contract section 1).",
                    "type": "string",
                    "const": "2.0",
                    "title": "JsonRpcVersion"
                },
                "RequestId": {
                    "description": "A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).",
                    "oneOf": [
                        {
                            "type": "string"
                        },
                        {
                            "type": "integer"
                        }
                    ],
                    "title": "RequestId"
                }
            }
        },
        "TaskTokenUsage": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TaskTokenUsage",
            "type": "object",
            "properties": {
                "schema_version": {
                    "type": "string",
                    "const": "vv-agent.task-token-usage.v1"
                },
                "input_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "output_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "total_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "reasoning_tokens": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "cache_usage": {
                    "$ref": "#/$defs/CacheUsage"
                },
                "cycles": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/TokenUsageCycle"
                    }
                }
            },
            "required": [
                "schema_version",
                "input_tokens",
                "output_tokens",
                "total_tokens",
                "reasoning_tokens",
                "cache_usage",
                "cycles"
            ],
            "additionalProperties": false,
            "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                }
            }
        },
        "ThreadArchiveResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadArchiveResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "archived": {
                    "type": "boolean"
                }
            },
            "required": [
                "threadId",
                "archived"
            ],
            "additionalProperties": false
        },
        "ThreadArchivedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadArchivedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "archived": {
                    "type": "boolean"
                }
            },
            "required": [
                "threadId",
                "archived"
            ],
            "additionalProperties": false
        },
        "ThreadClosedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadClosedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                }
            },
            "required": [
                "threadId"
            ],
            "additionalProperties": false
        },
        "ThreadListResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadListResponse",
            "type": "object",
            "properties": {
                "threads": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppThread"
                    }
                }
            },
            "required": [
                "threads"
            ],
            "additionalProperties": false,
            "$defs": {
                "AppThread": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "archivedAt": {
                            "type": [
                                "integer",
                                "null"
                            ],
                            "description": "Always sent by this server (null when not archived)."
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "createdAt",
                        "updatedAt",
                        "status",
                        "metadata"
                    ],
                    "additionalProperties": false,
                    "title": "AppThread"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                }
            }
        },
        "ThreadReadResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadReadResponse",
            "type": "object",
            "properties": {
                "thread": {
                    "$ref": "#/$defs/AppThread"
                },
                "turns": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppTurn"
                    }
                },
                "items": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppItem"
                    }
                }
            },
            "required": [
                "thread",
                "turns",
                "items"
            ],
            "additionalProperties": false,
            "$defs": {
                "AppItem": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt"
                    ],
                    "additionalProperties": false,
                    "title": "AppItem"
                },
                "AppThread": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "archivedAt": {
                            "type": [
                                "integer",
                                "null"
                            ],
                            "description": "Always sent by this server (null when not archived)."
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "createdAt",
                        "updatedAt",
                        "status",
                        "metadata"
                    ],
                    "additionalProperties": false,
                    "title": "AppThread"
                },
                "AppTurn": {
                    "type": "object",
                    "properties": {
                        "turnId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "startedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "completedAt": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "result": {
                            "$ref": "#/$defs/TurnResult"
                        }
                    },
                    "required": [
                        "turnId",
                        "threadId",
                        "runId",
                        "status",
                        "startedAt",
                        "completedAt",
                        "input",
                        "result"
                    ],
                    "additionalProperties": false,
                    "title": "AppTurn"
                },
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "InputItem": {
                    "type": "object",
                    "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
                    "properties": {
                        "type": {
                            "description": "Usually \"text\"; any JSON value is kept."
                        },
                        "text": {
                            "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                        }
                    },
                    "additionalProperties": true,
                    "title": "InputItem"
                },
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnResult": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": false,
                    "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
                    "title": "TurnResult"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "ThreadResumeResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadResumeResponse",
            "type": "object",
            "properties": {
                "thread": {
                    "$ref": "#/$defs/AppThread"
                },
                "turns": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppTurn"
                    }
                },
                "items": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/AppItem"
                    }
                }
            },
            "required": [
                "thread",
                "turns",
                "items"
            ],
            "additionalProperties": false,
            "description": "What thread/read returns, nothing more (contract section 3).",
            "$defs": {
                "AppItem": {
                    "type": "object",
                    "properties": {
                        "itemId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "type": {
                            "$ref": "#/$defs/ItemType"
                        },
                        "status": {
                            "$ref": "#/$defs/ItemStatus"
                        },
                        "payload": {
                            "type": "object",
                            "additionalProperties": true,
                            "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        }
                    },
                    "required": [
                        "itemId",
                        "threadId",
                        "turnId",
                        "type",
                        "status",
                        "payload",
                        "createdAt",
                        "updatedAt"
                    ],
                    "additionalProperties": false,
                    "title": "AppItem"
                },
                "AppThread": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "agentKey": {
                            "type": "string"
                        },
                        "cwd": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "createdAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "updatedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "archivedAt": {
                            "type": [
                                "integer",
                                "null"
                            ],
                            "description": "Always sent by this server (null when not archived)."
                        },
                        "status": {
                            "$ref": "#/$defs/ThreadStatus"
                        },
                        "metadata": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "required": [
                        "threadId",
                        "agentKey",
                        "cwd",
                        "createdAt",
                        "updatedAt",
                        "status",
                        "metadata"
                    ],
                    "additionalProperties": false,
                    "title": "AppThread"
                },
                "AppTurn": {
                    "type": "object",
                    "properties": {
                        "turnId": {
                            "type": "string"
                        },
                        "threadId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "startedAt": {
                            "type": "integer",
                            "description": "Milliseconds since the Unix epoch."
                        },
                        "completedAt": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "input": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/InputItem"
                            }
                        },
                        "result": {
                            "$ref": "#/$defs/TurnResult"
                        }
                    },
                    "required": [
                        "turnId",
                        "threadId",
                        "runId",
                        "status",
                        "startedAt",
                        "completedAt",
                        "input",
                        "result"
                    ],
                    "additionalProperties": false,
                    "title": "AppTurn"
                },
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "InputItem": {
                    "type": "object",
                    "description": "One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.",
                    "properties": {
                        "type": {
                            "description": "Usually \"text\"; any JSON value is kept."
                        },
                        "text": {
                            "description": "The text, when a string; any other value is kept, and the model reads the object's JSON."
                        }
                    },
                    "additionalProperties": true,
                    "title": "InputItem"
                },
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnResult": {
                    "type": "object",
                    "properties": {
                        "threadId": {
                            "type": "string"
                        },
                        "turnId": {
                            "type": "string"
                        },
                        "runId": {
                            "type": "string"
                        },
                        "status": {
                            "$ref": "#/$defs/TurnStatus"
                        },
                        "finalOutput": {
                            "type": "string"
                        },
                        "completionReason": {
                            "$ref": "#/$defs/CompletionReason"
                        },
                        "completionToolName": {
                            "type": "string"
                        },
                        "partialOutput": {
                            "type": "string"
                        },
                        "error": {
                            "type": "string"
                        },
                        "tokenUsage": {
                            "$ref": "#/$defs/TaskTokenUsage"
                        },
                        "budgetUsage": {
                            "type": "object",
                            "additionalProperties": true
                        },
                        "budgetExhaustion": {
                            "type": "object",
                            "additionalProperties": true
                        }
                    },
                    "additionalProperties": false,
                    "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
                    "title": "TurnResult"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "ThreadStartResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadStartResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "agentKey": {
                    "type": "string"
                },
                "cwd": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "status": {
                    "$ref": "#/$defs/ThreadStatus"
                }
            },
            "required": [
                "threadId",
                "agentKey",
                "cwd",
                "status"
            ],
            "additionalProperties": false,
            "description": "Exactly the seed's four keys; the reference's schema is closed (contract section 3). thread/read returns the whole AppThread.",
            "$defs": {
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                }
            }
        },
        "ThreadStartedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadStartedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "agentKey": {
                    "type": "string"
                },
                "cwd": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "status": {
                    "$ref": "#/$defs/ThreadStatus"
                }
            },
            "required": [
                "threadId",
                "agentKey",
                "cwd",
                "status"
            ],
            "additionalProperties": false,
            "description": "Equal to the thread/start result.",
            "$defs": {
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                }
            }
        },
        "ThreadStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadStatus",
            "type": "string",
            "enum": [
                "idle",
                "running",
                "archived",
                "closed"
            ]
        },
        "ThreadStatusChangedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadStatusChangedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/ThreadStatus"
                }
            },
            "required": [
                "threadId",
                "status"
            ],
            "additionalProperties": false,
            "$defs": {
                "ThreadStatus": {
                    "type": "string",
                    "enum": [
                        "idle",
                        "running",
                        "archived",
                        "closed"
                    ],
                    "title": "ThreadStatus"
                }
            }
        },
        "ThreadUnsubscribeResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ThreadUnsubscribeResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "subscribed": {
                    "type": "boolean"
                },
                "closed": {
                    "type": "boolean"
                }
            },
            "required": [
                "threadId",
                "subscribed",
                "closed"
            ],
            "additionalProperties": false
        },
        "TokenUsageCycle": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TokenUsageCycle",
            "type": "object",
            "properties": {
                "cycle_index": {
                    "type": "integer",
                    "minimum": 1
                },
                "usage": {
                    "$ref": "#/$defs/ModelCallTokenUsage"
                }
            },
            "required": [
                "cycle_index",
                "usage"
            ],
            "additionalProperties": false,
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                }
            }
        },
        "ToolCallDeltaParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ToolCallDeltaParams",
            "type": "object",
            "properties": {
                "itemId": {
                    "type": "string"
                },
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "type": {
                    "$ref": "#/$defs/ItemType"
                },
                "status": {
                    "$ref": "#/$defs/ItemStatus"
                },
                "payload": {
                    "type": "object",
                    "additionalProperties": true,
                    "description": "camelCase keys; see AgentMessagePayload and ToolCallPayload."
                },
                "createdAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "updatedAt": {
                    "type": "integer",
                    "description": "Milliseconds since the Unix epoch."
                },
                "delta": {
                    "description": "What changed in the tool call (arguments or progress)."
                }
            },
            "required": [
                "itemId",
                "threadId",
                "turnId",
                "type",
                "status",
                "payload",
                "createdAt",
                "updatedAt",
                "delta"
            ],
            "additionalProperties": false,
            "$defs": {
                "ItemStatus": {
                    "type": "string",
                    "enum": [
                        "inProgress",
                        "completed",
                        "failed"
                    ],
                    "title": "ItemStatus"
                },
                "ItemType": {
                    "type": "string",
                    "enum": [
                        "userMessage",
                        "agentMessage",
                        "toolCall",
                        "approval",
                        "error"
                    ],
                    "title": "ItemType"
                }
            }
        },
        "ToolCallPayload": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ToolCallPayload",
            "type": "object",
            "properties": {
                "toolCallId": {
                    "type": "string"
                },
                "toolName": {
                    "type": "string"
                },
                "arguments": {
                    "type": "object",
                    "additionalProperties": true
                },
                "status": {
                    "type": "string",
                    "description": "success or error once completed."
                },
                "directive": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "errorCode": {
                    "type": [
                        "string",
                        "null"
                    ]
                },
                "executionStarted": {
                    "type": "boolean"
                },
                "durationMs": {
                    "type": [
                        "integer",
                        "null"
                    ]
                },
                "output": {
                    "description": "The tool's output when completed."
                },
                "toolMetadata": {
                    "$ref": "#/$defs/ToolMetadata"
                }
            },
            "required": [
                "toolCallId",
                "toolName"
            ],
            "additionalProperties": true,
            "description": "Payload of a toolCall item (contract section 5).",
            "$defs": {
                "ToolMetadata": {
                    "type": "object",
                    "properties": {
                        "sideEffect": {
                            "type": "string",
                            "description": "What the tool touches, e.g. none, read, write, external."
                        },
                        "idempotency": {
                            "type": "string",
                            "enum": [
                                "supported",
                                "unsupported",
                                "unknown"
                            ]
                        },
                        "terminal": {
                            "type": "boolean",
                            "description": "A capability declaration only; turn state is derived from the runtime result."
                        },
                        "capabilityTags": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        },
                        "costDimensions": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        }
                    },
                    "required": [
                        "sideEffect",
                        "idempotency",
                        "terminal",
                        "capabilityTags",
                        "costDimensions"
                    ],
                    "additionalProperties": false,
                    "description": "Typed tool metadata, present only when the tool declared it.",
                    "title": "ToolMetadata"
                }
            }
        },
        "ToolMetadata": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "ToolMetadata",
            "type": "object",
            "properties": {
                "sideEffect": {
                    "type": "string",
                    "description": "What the tool touches, e.g. none, read, write, external."
                },
                "idempotency": {
                    "type": "string",
                    "enum": [
                        "supported",
                        "unsupported",
                        "unknown"
                    ]
                },
                "terminal": {
                    "type": "boolean",
                    "description": "A capability declaration only; turn state is derived from the runtime result."
                },
                "capabilityTags": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    }
                },
                "costDimensions": {
                    "type": "array",
                    "items": {
                        "type": "string"
                    }
                }
            },
            "required": [
                "sideEffect",
                "idempotency",
                "terminal",
                "capabilityTags",
                "costDimensions"
            ],
            "additionalProperties": false,
            "description": "Typed tool metadata, present only when the tool declared it."
        },
        "TurnCompletedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnCompletedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "runId": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/TurnStatus"
                },
                "finalOutput": {
                    "type": "string"
                },
                "completionReason": {
                    "$ref": "#/$defs/CompletionReason"
                },
                "completionToolName": {
                    "type": "string"
                },
                "partialOutput": {
                    "type": "string"
                },
                "error": {
                    "type": "string"
                },
                "tokenUsage": {
                    "$ref": "#/$defs/TaskTokenUsage"
                },
                "budgetUsage": {
                    "type": "object",
                    "additionalProperties": true
                },
                "budgetExhaustion": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "required": [
                "threadId",
                "turnId",
                "status"
            ],
            "additionalProperties": false,
            "description": "Absent optional fields are omitted, never null; runId is present whenever the runner started.",
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "TurnInterruptResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnInterruptResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "cancelled": {
                    "type": "boolean"
                }
            },
            "required": [
                "threadId",
                "turnId",
                "cancelled"
            ],
            "additionalProperties": false
        },
        "TurnQueueResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnQueueResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "queued": {
                    "type": "boolean"
                }
            },
            "required": [
                "threadId",
                "turnId",
                "queued"
            ],
            "additionalProperties": false
        },
        "TurnResult": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnResult",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "runId": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/TurnStatus"
                },
                "finalOutput": {
                    "type": "string"
                },
                "completionReason": {
                    "$ref": "#/$defs/CompletionReason"
                },
                "completionToolName": {
                    "type": "string"
                },
                "partialOutput": {
                    "type": "string"
                },
                "error": {
                    "type": "string"
                },
                "tokenUsage": {
                    "$ref": "#/$defs/TaskTokenUsage"
                },
                "budgetUsage": {
                    "type": "object",
                    "additionalProperties": true
                },
                "budgetExhaustion": {
                    "type": "object",
                    "additionalProperties": true
                }
            },
            "additionalProperties": false,
            "description": "A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.",
            "$defs": {
                "CacheStatus": {
                    "type": "string",
                    "enum": [
                        "provider_reported",
                        "accounting_missing",
                        "unsupported"
                    ],
                    "title": "CacheStatus",
                    "description": "provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."
                },
                "CacheUsage": {
                    "type": "object",
                    "properties": {
                        "status": {
                            "$ref": "#/$defs/CacheStatus"
                        },
                        "read_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "write_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "uncached_input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "source": {
                            "type": "string",
                            "description": "aggregate for a turn's total, provider_usage for one model call."
                        }
                    },
                    "required": [
                        "status",
                        "read_input_tokens",
                        "write_input_tokens",
                        "uncached_input_tokens",
                        "source"
                    ],
                    "additionalProperties": false,
                    "title": "CacheUsage"
                },
                "CompletionReason": {
                    "type": "string",
                    "enum": [
                        "tool_finish",
                        "no_tool_finish",
                        "wait_user",
                        "max_cycles",
                        "cancelled",
                        "failed",
                        "budget_exhausted"
                    ],
                    "title": "CompletionReason"
                },
                "ModelCallTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "usage_source": {
                            "type": "string"
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "provider_usage": {
                            "type": [
                                "object",
                                "null"
                            ],
                            "additionalProperties": true,
                            "description": "The provider's usage object as reported."
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "usage_source",
                        "cache_usage"
                    ],
                    "additionalProperties": false,
                    "title": "ModelCallTokenUsage"
                },
                "TaskTokenUsage": {
                    "type": "object",
                    "properties": {
                        "schema_version": {
                            "type": "string",
                            "const": "vv-agent.task-token-usage.v1"
                        },
                        "input_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "output_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "total_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "reasoning_tokens": {
                            "type": [
                                "integer",
                                "null"
                            ]
                        },
                        "cache_usage": {
                            "$ref": "#/$defs/CacheUsage"
                        },
                        "cycles": {
                            "type": "array",
                            "items": {
                                "$ref": "#/$defs/TokenUsageCycle"
                            }
                        }
                    },
                    "required": [
                        "schema_version",
                        "input_tokens",
                        "output_tokens",
                        "total_tokens",
                        "reasoning_tokens",
                        "cache_usage",
                        "cycles"
                    ],
                    "additionalProperties": false,
                    "description": "A turn's token usage; one cycle per model call. A count the provider did not report is null.",
                    "title": "TaskTokenUsage"
                },
                "TokenUsageCycle": {
                    "type": "object",
                    "properties": {
                        "cycle_index": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "usage": {
                            "$ref": "#/$defs/ModelCallTokenUsage"
                        }
                    },
                    "required": [
                        "cycle_index",
                        "usage"
                    ],
                    "additionalProperties": false,
                    "title": "TokenUsageCycle"
                },
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "TurnStartResponse": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnStartResponse",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/TurnStatus"
                }
            },
            "required": [
                "threadId",
                "turnId",
                "status"
            ],
            "additionalProperties": false,
            "$defs": {
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "TurnStartedParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnStartedParams",
            "type": "object",
            "properties": {
                "threadId": {
                    "type": "string"
                },
                "turnId": {
                    "type": "string"
                },
                "runId": {
                    "type": "string"
                },
                "status": {
                    "$ref": "#/$defs/TurnStatus"
                }
            },
            "required": [
                "threadId",
                "turnId"
            ],
            "additionalProperties": false,
            "$defs": {
                "TurnStatus": {
                    "type": "string",
                    "enum": [
                        "running",
                        "completed",
                        "failed",
                        "interrupted"
                    ],
                    "title": "TurnStatus"
                }
            }
        },
        "TurnStatus": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "TurnStatus",
            "type": "string",
            "enum": [
                "running",
                "completed",
                "failed",
                "interrupted"
            ]
        },
        "WarningParams": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "WarningParams",
            "type": "object",
            "properties": {
                "message": {
                    "type": "string"
                },
                "code": {
                    "type": "string"
                }
            },
            "required": [
                "message"
            ],
            "additionalProperties": false
        }
    },
    "typescript": {
        "vv_agent_app_server.ts": "// GENERATED by vv-agent from its app-server protocol schemas. Do not edit by hand:\n// regenerate it with the vv-agent version you talk to to pick up protocol changes.\n/**\n * A successful reply to a request.\n */\nexport interface JsonRpcResponse {\n    id:       number | string;\n    jsonrpc?: \"2.0\";\n    /**\n     * The method's result; its type is the method's declared result.\n     */\n    result: unknown;\n}\n\n/**\n * Always sent by this server; optional inbound (contract section 1).\n */\n\n/**\n * An error reply to a request.\n */\nexport interface JsonRpcErrorResponse {\n    error: JsonRpcError;\n    /**\n     * The request's id, or null when the request could not be read (-32700, -32600).\n     */\n    id:       number | null | string;\n    jsonrpc?: \"2.0\";\n}\n\nexport interface JsonRpcError {\n    /**\n     * One of the codes in JsonRpcErrorCode.\n     */\n    code: number;\n    /**\n     * Optional structured detail, e.g. {\"method\": ...} for -32601.\n     */\n    data?:   unknown;\n    message: string;\n}\n\n/**\n * Payload of an agentMessage item: the chunk in a delta, the full text once completed.\n */\nexport interface AgentMessagePayload {\n    text: string;\n}\n\n/**\n * Payload of a toolCall item (contract section 5).\n */\nexport interface ToolCallPayload {\n    arguments?:        { [key: string]: unknown };\n    directive?:        null | string;\n    durationMs?:       number | null;\n    errorCode?:        null | string;\n    executionStarted?: boolean;\n    /**\n     * The tool's output when completed.\n     */\n    output?: unknown;\n    /**\n     * success or error once completed.\n     */\n    status?:       string;\n    toolCallId:    string;\n    toolMetadata?: ToolMetadata;\n    toolName:      string;\n    [property: string]: unknown;\n}\n\n/**\n * Typed tool metadata, present only when the tool declared it.\n */\nexport interface ToolMetadata {\n    capabilityTags: string[];\n    costDimensions: string[];\n    idempotency:    Idempotency;\n    /**\n     * What the tool touches, e.g. none, read, write, external.\n     */\n    sideEffect: string;\n    /**\n     * A capability declaration only; turn state is derived from the runtime result.\n     */\n    terminal: boolean;\n}\n\nexport type Idempotency = \"supported\" | \"unsupported\" | \"unknown\";\n\nexport interface InitializeParams {\n    capabilities?: ClientCapabilities;\n    clientInfo:    ClientInfo;\n}\n\nexport interface ClientCapabilities {\n    experimentalApi?: boolean;\n    /**\n     * Exact notification method names this connection does not want.\n     */\n    optOutNotificationMethods?: string[];\n    [property: string]: unknown;\n}\n\nexport interface ClientInfo {\n    /**\n     * Must contain a non-whitespace character.\n     */\n    name:     string;\n    title?:   string;\n    version?: string;\n    [property: string]: unknown;\n}\n\nexport interface InitializeResponse {\n    capabilities:    ServerCapabilities;\n    protocolVersion: \"v1\";\n    userAgent:       string;\n}\n\nexport interface ServerCapabilities {\n    approvalResolve:    boolean;\n    modelList:          boolean;\n    notificationOptOut: boolean;\n    schemaExport:       boolean;\n    threadLifecycle:    boolean;\n}\n\nexport interface ThreadStartParams {\n    agentKey?: string;\n    /**\n     * Working directory of the thread's tools, resolved against the server's.\n     */\n    cwd?:      string;\n    metadata?: { [key: string]: unknown };\n}\n\n/**\n * Exactly the seed's four keys; the reference's schema is closed (contract section 3).\n * thread/read returns the whole AppThread.\n */\nexport interface ThreadStartResponse {\n    agentKey: string;\n    cwd:      null | string;\n    status:   ThreadStatus;\n    threadId: string;\n}\n\nexport type ThreadStatus = \"idle\" | \"running\" | \"archived\" | \"closed\";\n\nexport interface ThreadIdParams {\n    threadId: string;\n}\n\nexport interface ThreadResumeParams {\n    /**\n     * Default true.\n     */\n    subscribe?: boolean;\n    threadId:   string;\n}\n\nexport interface ThreadReadParams {\n    /**\n     * Only items after this one; an unknown id returns all items.\n     */\n    afterItemId?: string;\n    threadId:     string;\n}\n\n/**\n * offset and limit are safe integers (at most 2^53 - 1): a larger number is invalid params,\n * not a store error.\n */\nexport interface ThreadListParams {\n    archived?:        boolean;\n    includeArchived?: boolean;\n    limit?:           number;\n    offset?:          number;\n}\n\nexport interface ThreadListResponse {\n    threads: AppThread[];\n}\n\nexport interface AppThread {\n    agentKey: string;\n    /**\n     * Always sent by this server (null when not archived).\n     */\n    archivedAt?: number | null;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    createdAt: number;\n    cwd:       null | string;\n    metadata:  { [key: string]: unknown };\n    status:    ThreadStatus;\n    threadId:  string;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    updatedAt: number;\n}\n\nexport interface ThreadReadResponse {\n    items:  AppItem[];\n    thread: AppThread;\n    turns:  AppTurn[];\n}\n\nexport interface AppItem {\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    createdAt: number;\n    itemId:    string;\n    /**\n     * camelCase keys; see AgentMessagePayload and ToolCallPayload.\n     */\n    payload:  { [key: string]: unknown };\n    status:   ItemStatus;\n    threadId: string;\n    turnId:   string;\n    type:     ItemType;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    updatedAt: number;\n}\n\nexport type ItemStatus = \"inProgress\" | \"completed\" | \"failed\";\n\nexport type ItemType = \"userMessage\" | \"agentMessage\" | \"toolCall\" | \"approval\" | \"error\";\n\nexport interface AppTurn {\n    completedAt: number | null;\n    input:       InputItem[];\n    result:      TurnResult;\n    runId:       null | string;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    startedAt: number;\n    status:    TurnStatus;\n    threadId:  string;\n    turnId:    string;\n}\n\n/**\n * One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted\n * and kept as given (contract section 6): its `text` when that is a string, else the\n * object's JSON, is what the model reads.\n */\nexport interface InputItem {\n    /**\n     * The text, when a string; any other value is kept, and the model reads the object's JSON.\n     */\n    text?: unknown;\n    /**\n     * Usually \"text\"; any JSON value is kept.\n     */\n    type?: unknown;\n    [property: string]: unknown;\n}\n\n/**\n * A turn's stored result: the turn/completed params once the turn ends (absent fields are\n * omitted, never null); {} while it runs.\n */\nexport interface TurnResult {\n    budgetExhaustion?:   { [key: string]: unknown };\n    budgetUsage?:        { [key: string]: unknown };\n    completionReason?:   CompletionReason;\n    completionToolName?: string;\n    error?:              string;\n    finalOutput?:        string;\n    partialOutput?:      string;\n    runId?:              string;\n    status?:             TurnStatus;\n    threadId?:           string;\n    tokenUsage?:         TaskTokenUsage;\n    turnId?:             string;\n}\n\nexport type CompletionReason = \"tool_finish\" | \"no_tool_finish\" | \"wait_user\" | \"max_cycles\" | \"cancelled\" | \"failed\" | \"budget_exhausted\";\n\nexport type TurnStatus = \"running\" | \"completed\" | \"failed\" | \"interrupted\";\n\n/**\n * A turn's token usage; one cycle per model call. A count the provider did not report is\n * null.\n */\nexport interface TaskTokenUsage {\n    cache_usage:      CacheUsage;\n    cycles:           TokenUsageCycle[];\n    input_tokens:     number | null;\n    output_tokens:    number | null;\n    reasoning_tokens: number | null;\n    schema_version:   \"vv-agent.task-token-usage.v1\";\n    total_tokens:     number | null;\n}\n\nexport interface CacheUsage {\n    read_input_tokens: number | null;\n    /**\n     * aggregate for a turn's total, provider_usage for one model call.\n     */\n    source:                string;\n    status:                CacheStatus;\n    uncached_input_tokens: number | null;\n    write_input_tokens:    number | null;\n}\n\n/**\n * provider_reported: the provider reported cache numbers (an observed 0 stays 0);\n * accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the\n * backend has no caching.\n */\nexport type CacheStatus = \"provider_reported\" | \"accounting_missing\" | \"unsupported\";\n\nexport interface TokenUsageCycle {\n    cycle_index: number;\n    usage:       ModelCallTokenUsage;\n}\n\nexport interface ModelCallTokenUsage {\n    cache_usage:   CacheUsage;\n    input_tokens:  number | null;\n    output_tokens: number | null;\n    /**\n     * The provider's usage object as reported.\n     */\n    provider_usage?:  { [key: string]: unknown } | null;\n    reasoning_tokens: number | null;\n    schema_version:   \"vv-agent.token-usage.v1\";\n    total_tokens:     number | null;\n    usage_source:     string;\n}\n\n/**\n * What thread/read returns, nothing more (contract section 3).\n */\nexport interface ThreadResumeResponse {\n    items:  AppItem[];\n    thread: AppThread;\n    turns:  AppTurn[];\n}\n\nexport interface ThreadArchiveResponse {\n    archived: boolean;\n    threadId: string;\n}\n\nexport interface ThreadUnsubscribeResponse {\n    closed:     boolean;\n    subscribed: boolean;\n    threadId:   string;\n}\n\nexport interface TurnStartParams {\n    input?: InputItem[];\n    /**\n     * Overlaid on the thread's metadata for this turn's host calls.\n     */\n    metadata?: { [key: string]: unknown };\n    threadId:  string;\n}\n\nexport interface TurnStartResponse {\n    status:   TurnStatus;\n    threadId: string;\n    turnId:   string;\n}\n\nexport interface TurnSteerParams {\n    /**\n     * Empty or absent skips the guard.\n     */\n    expectedTurnId?: string;\n    input:           InputItem[];\n    threadId:        string;\n}\n\nexport interface TurnFollowUpParams {\n    /**\n     * Empty or absent skips the guard.\n     */\n    expectedTurnId?: string;\n    input:           InputItem[];\n    threadId:        string;\n}\n\nexport interface TurnQueueResponse {\n    queued:   boolean;\n    threadId: string;\n    turnId:   string;\n}\n\nexport interface TurnInterruptParams {\n    expectedTurnId?: string;\n    reason?:         string;\n    threadId:        string;\n}\n\nexport interface TurnInterruptResponse {\n    cancelled: boolean;\n    threadId:  string;\n    turnId:    string;\n}\n\nexport interface ApprovalResolveParams {\n    decision:  ApprovalDecision;\n    metadata?: { [key: string]: unknown };\n    reason?:   string;\n    requestId: string;\n    threadId:  string;\n    turnId:    string;\n}\n\n/**\n * allow_session skips approval for the same tool name for the rest of the turn.\n */\nexport type ApprovalDecision = \"allow\" | \"allow_session\" | \"deny\" | \"timeout\";\n\n/**\n * An empty object, as the reference's (contract section 3); the outcome is announced by\n * approval/resolved.\n */\nexport interface ApprovalResolveResponse {\n}\n\nexport interface ModelListParams {\n    agentKey?: string;\n    provider?: string;\n}\n\nexport interface ModelListResponse {\n    models: ModelSummary[];\n}\n\nexport interface ModelSummary {\n    contextLength?: number;\n    displayName?:   string;\n    id:             string;\n    metadata?:      { [key: string]: unknown };\n    provider?:      string;\n    supportsTools:  boolean;\n}\n\nexport interface SchemaExportResponse {\n    /**\n     * Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to\n     * json/<Name>.json).\n     */\n    jsonSchema: { [key: string]: string };\n    /**\n     * File name -> TypeScript source.\n     */\n    typescript: { [key: string]: string };\n}\n\n/**\n * Equal to the thread/start result.\n */\nexport interface ThreadStartedParams {\n    agentKey: string;\n    cwd:      null | string;\n    status:   ThreadStatus;\n    threadId: string;\n}\n\nexport interface ThreadStatusChangedParams {\n    status:   ThreadStatus;\n    threadId: string;\n}\n\nexport interface ThreadArchivedParams {\n    archived: boolean;\n    threadId: string;\n}\n\nexport interface ThreadClosedParams {\n    threadId: string;\n}\n\nexport interface TurnStartedParams {\n    runId?:   string;\n    status?:  TurnStatus;\n    threadId: string;\n    turnId:   string;\n}\n\n/**\n * Absent optional fields are omitted, never null; runId is present whenever the runner\n * started.\n */\nexport interface TurnCompletedParams {\n    budgetExhaustion?:   { [key: string]: unknown };\n    budgetUsage?:        { [key: string]: unknown };\n    completionReason?:   CompletionReason;\n    completionToolName?: string;\n    error?:              string;\n    finalOutput?:        string;\n    partialOutput?:      string;\n    runId?:              string;\n    status:              TurnStatus;\n    threadId:            string;\n    tokenUsage?:         TaskTokenUsage;\n    turnId:              string;\n}\n\nexport interface AgentMessageDeltaParams {\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    createdAt: number;\n    /**\n     * The new text chunk (also in payload.text).\n     */\n    delta:  string;\n    itemId: string;\n    /**\n     * camelCase keys; see AgentMessagePayload and ToolCallPayload.\n     */\n    payload:  { [key: string]: unknown };\n    status:   ItemStatus;\n    threadId: string;\n    turnId:   string;\n    type:     ItemType;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    updatedAt: number;\n}\n\nexport interface ToolCallDeltaParams {\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    createdAt: number;\n    /**\n     * What changed in the tool call (arguments or progress).\n     */\n    delta:  unknown;\n    itemId: string;\n    /**\n     * camelCase keys; see AgentMessagePayload and ToolCallPayload.\n     */\n    payload:  { [key: string]: unknown };\n    status:   ItemStatus;\n    threadId: string;\n    turnId:   string;\n    type:     ItemType;\n    /**\n     * Milliseconds since the Unix epoch.\n     */\n    updatedAt: number;\n}\n\nexport interface ApprovalRequestParams {\n    arguments:  { [key: string]: unknown };\n    preview:    string;\n    requestId:  string;\n    threadId:   string;\n    toolCallId: string;\n    toolName:   string;\n    turnId:     string;\n}\n\nexport interface ApprovalResolvedParams {\n    decision:  ApprovalDecision;\n    metadata?: { [key: string]: unknown };\n    reason?:   string;\n    requestId: string;\n    threadId:  string;\n    turnId:    string;\n}\n\nexport interface WarningParams {\n    code?:   string;\n    message: string;\n}\n\n/**\n * The client's reply to approval/request. Another decision, or none, counts as deny.\n */\nexport interface ApprovalResponse {\n    decision:  ApprovalDecision;\n    metadata?: { [key: string]: unknown };\n    reason?:   string;\n    [property: string]: unknown;\n}\n\n/**\n * A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).\n */\nexport type RequestId = string | number;\n\n/**\n * Always sent by this server; optional inbound (contract section 1).\n */\nexport type JsonRpcVersion = \"2.0\";\n\n/**\n * Error codes of the App Server (contract section 2): -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal error, -32001 server overloaded, -32010 not initialized, -32011 already initialized, -32020 thread not found, -32021 thread archived, -32030 active turn not found, -32031 turn id mismatch.\n */\nexport type JsonRpcErrorCode = -32700 | -32600 | -32601 | -32602 | -32603 | -32001 | -32010 | -32011 | -32020 | -32021 | -32030 | -32031;\n\n/**\n * Only absent, null or {} are accepted.\n */\nexport type SchemaExportParams = Record<string, never>;\n\nexport interface InitializedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"initialized\";\n}\n\n/**\n * Notifications a client sends.\n */\nexport type ClientNotification =\n    | InitializedNotification;\n\n/** ClientNotification: method -> params. */\nexport interface ClientNotificationMethods {\n    \"initialized\": undefined;\n}\n\nexport type ClientNotificationMethod = keyof ClientNotificationMethods;\n\nexport interface InitializeRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"initialize\";\n    params: InitializeParams;\n}\n\nexport interface ThreadStartRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/start\";\n    params?: ThreadStartParams;\n}\n\nexport interface ThreadResumeRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/resume\";\n    params: ThreadResumeParams;\n}\n\nexport interface ThreadReadRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/read\";\n    params: ThreadReadParams;\n}\n\nexport interface ThreadListRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/list\";\n    params?: ThreadListParams;\n}\n\nexport interface ThreadArchiveRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/archive\";\n    params: ThreadIdParams;\n}\n\nexport interface ThreadUnsubscribeRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"thread/unsubscribe\";\n    params: ThreadIdParams;\n}\n\nexport interface TurnStartRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"turn/start\";\n    params: TurnStartParams;\n}\n\nexport interface TurnSteerRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"turn/steer\";\n    params: TurnSteerParams;\n}\n\nexport interface TurnFollowUpRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"turn/followUp\";\n    params: TurnFollowUpParams;\n}\n\nexport interface TurnInterruptRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"turn/interrupt\";\n    params: TurnInterruptParams;\n}\n\nexport interface ApprovalResolveRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"approval/resolve\";\n    params: ApprovalResolveParams;\n}\n\nexport interface ModelListRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"model/list\";\n    params?: ModelListParams;\n}\n\nexport interface SchemaExportRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"schema/export\";\n    params?: SchemaExportParams | null;\n}\n\n/**\n * Requests a client sends, discriminated on method. Each branch is the one declaration of its method: params, whether params are required, and the result type (x-vv-result).\n */\nexport type ClientRequest =\n    | InitializeRequest\n    | ThreadStartRequest\n    | ThreadResumeRequest\n    | ThreadReadRequest\n    | ThreadListRequest\n    | ThreadArchiveRequest\n    | ThreadUnsubscribeRequest\n    | TurnStartRequest\n    | TurnSteerRequest\n    | TurnFollowUpRequest\n    | TurnInterruptRequest\n    | ApprovalResolveRequest\n    | ModelListRequest\n    | SchemaExportRequest;\n\n/** ClientRequest: method -> params and result. */\nexport interface ClientRequestMethods {\n    \"initialize\": { params: InitializeParams; result: InitializeResponse };\n    \"thread/start\": { params: ThreadStartParams | undefined; result: ThreadStartResponse };\n    \"thread/resume\": { params: ThreadResumeParams; result: ThreadResumeResponse };\n    \"thread/read\": { params: ThreadReadParams; result: ThreadReadResponse };\n    \"thread/list\": { params: ThreadListParams | undefined; result: ThreadListResponse };\n    \"thread/archive\": { params: ThreadIdParams; result: ThreadArchiveResponse };\n    \"thread/unsubscribe\": { params: ThreadIdParams; result: ThreadUnsubscribeResponse };\n    \"turn/start\": { params: TurnStartParams; result: TurnStartResponse };\n    \"turn/steer\": { params: TurnSteerParams; result: TurnQueueResponse };\n    \"turn/followUp\": { params: TurnFollowUpParams; result: TurnQueueResponse };\n    \"turn/interrupt\": { params: TurnInterruptParams; result: TurnInterruptResponse };\n    \"approval/resolve\": { params: ApprovalResolveParams; result: ApprovalResolveResponse };\n    \"model/list\": { params: ModelListParams | undefined; result: ModelListResponse };\n    \"schema/export\": { params: SchemaExportParams | undefined; result: SchemaExportResponse };\n}\n\nexport type ClientRequestMethod = keyof ClientRequestMethods;\n\n/**\n * Any one line of the protocol, in either direction.\n */\nexport type JsonRpcMessage = ClientRequest | ClientNotification | ServerNotification | ServerRequest | JsonRpcResponse | JsonRpcErrorResponse;\n\nexport interface ThreadStartedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"thread/started\";\n    params: ThreadStartedParams;\n}\n\nexport interface ThreadArchivedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"thread/archived\";\n    params: ThreadArchivedParams;\n}\n\nexport interface ThreadClosedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"thread/closed\";\n    params: ThreadClosedParams;\n}\n\nexport interface ThreadStatusChangedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"thread/status/changed\";\n    params: ThreadStatusChangedParams;\n}\n\nexport interface TurnStartedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"turn/started\";\n    params: TurnStartedParams;\n}\n\nexport interface TurnCompletedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"turn/completed\";\n    params: TurnCompletedParams;\n}\n\nexport interface ItemStartedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"item/started\";\n    params: AppItem;\n}\n\nexport interface ItemCompletedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"item/completed\";\n    params: AppItem;\n}\n\nexport interface ItemAgentMessageDeltaNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"item/agentMessage/delta\";\n    params: AgentMessageDeltaParams;\n}\n\nexport interface ItemToolCallDeltaNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"item/toolCall/delta\";\n    params: ToolCallDeltaParams;\n}\n\nexport interface ApprovalRequestedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"approval/requested\";\n    params: ApprovalRequestParams;\n}\n\nexport interface ApprovalResolvedNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"approval/resolved\";\n    params: ApprovalResolvedParams;\n}\n\nexport interface ErrorWarningNotification {\n    jsonrpc?: JsonRpcVersion;\n    method: \"error/warning\";\n    params: WarningParams;\n}\n\n/**\n * Notifications the server sends, discriminated on method.\n */\nexport type ServerNotification =\n    | ThreadStartedNotification\n    | ThreadArchivedNotification\n    | ThreadClosedNotification\n    | ThreadStatusChangedNotification\n    | TurnStartedNotification\n    | TurnCompletedNotification\n    | ItemStartedNotification\n    | ItemCompletedNotification\n    | ItemAgentMessageDeltaNotification\n    | ItemToolCallDeltaNotification\n    | ApprovalRequestedNotification\n    | ApprovalResolvedNotification\n    | ErrorWarningNotification;\n\n/** ServerNotification: method -> params. */\nexport interface ServerNotificationMethods {\n    \"thread/started\": ThreadStartedParams;\n    \"thread/archived\": ThreadArchivedParams;\n    \"thread/closed\": ThreadClosedParams;\n    \"thread/status/changed\": ThreadStatusChangedParams;\n    \"turn/started\": TurnStartedParams;\n    \"turn/completed\": TurnCompletedParams;\n    \"item/started\": AppItem;\n    \"item/completed\": AppItem;\n    \"item/agentMessage/delta\": AgentMessageDeltaParams;\n    \"item/toolCall/delta\": ToolCallDeltaParams;\n    \"approval/requested\": ApprovalRequestParams;\n    \"approval/resolved\": ApprovalResolvedParams;\n    \"error/warning\": WarningParams;\n}\n\nexport type ServerNotificationMethod = keyof ServerNotificationMethods;\n\nexport interface ApprovalRequestServerRequest {\n    jsonrpc?: JsonRpcVersion;\n    id: RequestId;\n    method: \"approval/request\";\n    params: ApprovalRequestParams;\n}\n\n/**\n * Requests the server sends to the client that owns a turn; the client answers by id.\n */\nexport type ServerRequest =\n    | ApprovalRequestServerRequest;\n\n/** ServerRequest: method -> params and result. */\nexport interface ServerRequestMethods {\n    \"approval/request\": { params: ApprovalRequestParams; result: ApprovalResponse };\n}\n\nexport type ServerRequestMethod = keyof ServerRequestMethods;\n",
        "index.ts": "// GENERATED by vv-agent from its app-server protocol schemas. Do not edit by hand:\n// regenerate it with the vv-agent version you talk to to pick up protocol changes.\nexport * from './vv_agent_app_server.js';\n"
    }
};
