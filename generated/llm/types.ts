// GENERATED from schemas/llm/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
/**
 * A whole settings file (JSON or TOML).
 */
export interface LlmSettingsFile {
    backends?:  { [key: string]: BackendEntry } | null;
    endpoints?: EndpointEntry[] | null;
    tools?:     ToolsEntry;
    /**
     * "2"; the number 2 and an omitted VERSION mean the same. Checked before the rest by the
     * loader, with its own message.
     */
    VERSION?: number | string;
    [property: string]: unknown;
}

/**
 * `backends.<name>`: its models and an optional default endpoint.
 */
export interface BackendEntry {
    default_endpoint?: null | string;
    models?:           { [key: string]: ModelEntry } | null;
    [property: string]: unknown;
}

/**
 * `backends.<name>.models.<key>`.
 */
export interface ModelEntry {
    context_length?:          number | null;
    enabled?:                 boolean | null;
    endpoints?:               Array<ModelEndpointBinding | string> | null;
    function_call_available?: boolean | null;
    /**
     * Provider-side id; the model key when absent.
     */
    id?:                string;
    max_output_tokens?: number | null;
    [property: string]: unknown;
}

/**
 * A model bound to an endpoint: endpoint_id, and optionally the provider model_id there,
 * enabled, and priority (1 is the highest).
 */
export interface ModelEndpointBinding {
    enabled?:    boolean | null;
    endpoint_id: string;
    model_id?:   null | string;
    priority?:   number | null;
    [property: string]: unknown;
}

/**
 * One provider endpoint; ids are unique in the file (checked by the loader).
 */
export interface EndpointEntry {
    api_base?: null | string;
    /**
     * Kept in memory only; never printed.
     */
    api_key?:       null | string;
    enabled?:       boolean | null;
    endpoint_type?: null | string;
    headers?:       { [key: string]: string } | null;
    id:             string;
    [property: string]: unknown;
}

/**
 * `tools`: settings of the agent's tools (vv-agent's own key; other vv-llm loaders ignore
 * it).
 */
export interface ToolsEntry {
    bash?: null | Bash;
    [property: string]: unknown;
}

export interface Bash {
    /**
     * Environment variables the bash tool passes to commands although they look like secrets.
     */
    env_allow?: string[] | null;
    [property: string]: unknown;
}

/**
 * A model's endpoint: an endpoint id, or a binding object.
 */
export type ModelEndpoint = string | ModelEndpointBinding;
