import { UsageError } from '../shared/errors.js';

/**
 * oclif keeps the last of a repeated option; the App Server's options must be given once
 * (contract section 9), so repeats are refused, in either `--key value` or `--key=value` form.
 */
export function rejectDuplicateOptions(argv: readonly string[], names: readonly string[]): void {
  const seen = new Set<string>();
  for (const arg of argv) {
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).split('=')[0] ?? '';
    if (!names.includes(name)) continue;
    if (seen.has(name)) throw new UsageError(`--${name} was given more than once`, 'duplicate_option');
    seen.add(name);
  }
}

/** `--timeout-seconds` as given: a number (NaN when not numeric), checked by prepareAppServer. */
export function parseTimeoutSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return value.trim() === '' ? Number.NaN : Number(value);
}
