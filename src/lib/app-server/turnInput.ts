import type { InputItem } from '../../../generated/app-server/types.js';

/**
 * The text a turn's input gives the model (contract section 6): each item's `text` when it is a
 * string, else the item as JSON; empty parts dropped; joined with newlines.
 */
export function inputText(input: readonly InputItem[]): string {
  return input
    .map((item) => (typeof item.text === 'string' ? item.text : JSON.stringify(item)))
    .filter((part) => part.length > 0)
    .join('\n');
}

/** Input must be a list of objects; anything else is the caller's mistake (-32602). */
export function isInputList(value: unknown): value is InputItem[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}
