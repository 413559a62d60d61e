// GENERATED from schemas/mcp-config/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
/**
 * The file's root. Other top-level keys are ignored, so a desktop client's whole settings
 * file (e.g. claude_desktop_config.json) can be named.
 */
export interface McpConfig {
    /**
     * Servers by name. The name prefixes each of its tools (`NAME__tool`); characters other
     * than letters, digits, `_` and `-` become `_` there.
     */
    mcpServers: { [key: string]: McpServerConfig };
    [property: string]: unknown;
}

/**
 * One server: either `command` (with `args`, `env`, `cwd`: a child process spoken to over
 * stdio) or `url` (with `headers`: Streamable HTTP, or the legacy SSE transport with `type:
 * sse`).
 */
export interface McpServerConfig {
    /**
     * stdio: the command's arguments.
     */
    args?: string[];
    /**
     * stdio: the executable (looked up on PATH); it speaks MCP on its stdin/stdout. It is
     * stopped when the App Server stops.
     */
    command?: string;
    /**
     * stdio: working directory of the process (default: the App Server's).
     */
    cwd?: string;
    /**
     * true: the entry is kept but the server is not started or connected.
     */
    disabled?: boolean;
    /**
     * stdio: added to the variables the MCP SDK passes on by default (HOME, LOGNAME, PATH,
     * SHELL, TERM, USER); the rest of the App Server's environment is not inherited.
     */
    env?: { [key: string]: string };
    /**
     * HTTP: sent with every request, e.g. `Authorization: Bearer ...`.
     */
    headers?: { [key: string]: string };
    type?:    McpServerType;
    /**
     * HTTP: the server's MCP endpoint (http or https).
     */
    url?: string;
}

/**
 * Optional, as desktop clients write it: `stdio` for a command; `http` or `streamable-http`
 * (the default for a URL) for Streamable HTTP, `sse` for the legacy HTTP+SSE transport.
 */
export type McpServerType = "stdio" | "http" | "streamable-http" | "sse";

