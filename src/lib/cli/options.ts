/** `--timeout-seconds` as given: a number (NaN when not numeric), checked by prepareAppServer. */
export function parseTimeoutSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return value.trim() === '' ? Number.NaN : Number(value);
}
