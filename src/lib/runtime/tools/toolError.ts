import { VvAgentError, type ErrorCategory } from '../../shared/errors.js';

/**
 * Why a tool call failed. These codes reach the model (in the tool result text) and the App
 * Server (`errorCode` of the completed tool item), so they are stable strings.
 */
export type ToolErrorCode =
  /** The model named a tool the agent does not have; never executed. */
  | 'tool_not_allowed'
  | 'tool_approval_denied'
  | 'tool_approval_timeout'
  /** Arguments were not valid JSON, not an object, or failed the tool's `parameters` schema or its own checks. */
  | 'invalid_arguments'
  | 'path_outside_workspace'
  | 'not_found'
  | 'not_a_file'
  | 'not_a_directory'
  | 'file_too_large'
  | 'io_error'
  | 'command_failed'
  | 'command_timeout'
  | 'cancelled'
  /** The tool's provider cannot be reached: its MCP server is not connected (or went away). */
  | 'tool_unavailable'
  /** The tool threw something that is not a ToolError, or reported a failure (an MCP result with isError). */
  | 'tool_failed';

const CATEGORY: Partial<Record<ToolErrorCode, ErrorCategory>> = {
  tool_not_allowed: 'forbidden',
  tool_approval_denied: 'forbidden',
  invalid_arguments: 'usage',
  path_outside_workspace: 'forbidden',
  not_found: 'not_found',
  not_a_file: 'usage',
  not_a_directory: 'usage',
  file_too_large: 'usage',
};

/** Tool failures become tool results, not thrown errors; the category only matters if one escapes. */
export class ToolError extends VvAgentError<ToolErrorCode> {
  constructor(code: ToolErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, CATEGORY[code] ?? 'runtime', options);
  }
}

export function isToolError(value: unknown): value is ToolError {
  return value instanceof ToolError;
}
