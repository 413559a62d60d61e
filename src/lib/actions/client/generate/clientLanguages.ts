// Kept free of imports: the `agent generate-client` command reads it for its help text at start-up.

/** Languages `agent generate-client --lang` writes. */
export const CLIENT_LANGUAGES = ['ts', 'python', 'go', 'rust', 'swift', 'kotlin', 'csharp'] as const;

export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

export function isClientLanguage(value: string): value is ClientLanguage {
  return (CLIENT_LANGUAGES as readonly string[]).includes(value);
}
