// Kept free of imports: the `app-server generate` command reads it for its help text at start-up.

/** Languages `app-server generate --lang` emits, with quicktype's name and a file extension. */
export const MODEL_LANGUAGES = {
  python: { quicktype: 'python', extension: 'py', options: { 'python-version': '3.7' } },
  go: { quicktype: 'go', extension: 'go', options: { package: 'vvagent' } },
  rust: { quicktype: 'rust', extension: 'rs', options: { 'derive-debug': 'true' } },
  swift: { quicktype: 'swift', extension: 'swift', options: {} },
  kotlin: { quicktype: 'kotlin', extension: 'kt', options: { framework: 'kotlinx', package: 'vvagent' } },
  csharp: { quicktype: 'csharp', extension: 'cs', options: { namespace: 'VvAgent', framework: 'SystemTextJson' } },
} as const satisfies Record<string, { quicktype: string; extension: string; options: Record<string, string> }>;

export type ModelLanguage = keyof typeof MODEL_LANGUAGES;

export function isModelLanguage(value: string): value is ModelLanguage {
  return Object.hasOwn(MODEL_LANGUAGES, value);
}

