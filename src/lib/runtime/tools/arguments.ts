/**
 * Typed readers of tool arguments. The runtime has already checked the arguments against the
 * tool's `parameters` schema (argumentsCheck.ts), so these only narrow types; a failure here
 * means a tool reads a field its schema does not declare that way, and is still an
 * `invalid_arguments` ToolError naming the field rather than a crash.
 */
import type { JsonObject } from '../json.js';
import { ToolError } from './toolError.js';

export function requireString(args: JsonObject, field: string): string {
  const value = args[field];
  if (typeof value !== 'string') throw new ToolError('invalid_arguments', `"${field}" must be a string`);
  return value;
}

export function optionalString(args: JsonObject, field: string): string | undefined {
  const value = args[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ToolError('invalid_arguments', `"${field}" must be a string`);
  return value;
}

export function optionalBoolean(args: JsonObject, field: string): boolean | undefined {
  const value = args[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new ToolError('invalid_arguments', `"${field}" must be a boolean`);
  return value;
}

export function optionalPositiveInteger(args: JsonObject, field: string): number | undefined {
  const value = args[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new ToolError('invalid_arguments', `"${field}" must be a positive integer`);
  }
  return value;
}
