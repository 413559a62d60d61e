/**
 * Why a tool call failed. These codes reach the model (in the tool result text) and the App
 * Server (`errorCode` of the completed tool item), so they are stable strings.
 */
export type ToolErrorCode =
  /** The model named a tool the agent does not have; never executed. */
  | 'tool_not_allowed'
  | 'tool_approval_denied'
  | 'tool_approval_timeout'
  /** Arguments were not valid JSON, not an object, or failed the tool's own checks. */
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
  /** The tool threw something that is not a ToolError. */
  | 'tool_failed';

export class ToolError extends Error {
  override readonly name = 'ToolError';
  readonly code: ToolErrorCode;

  constructor(code: ToolErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isToolError(value: unknown): value is ToolError {
  return value instanceof ToolError;
}
