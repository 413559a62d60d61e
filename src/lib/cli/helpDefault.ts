/**
 * Shows `[default: VALUE]` in a flag's help without giving the flag a value: the command (or the
 * library it calls) applies the default itself, so an absent flag stays absent, which keeps
 * `exclusive` checks and "was this given?" decisions exact.
 */
export function helpDefault(shown: string): { defaultHelp: () => Promise<string> } {
  return { defaultHelp: () => Promise.resolve(shown) };
}
