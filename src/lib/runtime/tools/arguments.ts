/** Small readers for tool arguments; each failure is an `invalid_arguments` ToolError naming the field. */
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
