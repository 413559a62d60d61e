/**
 * Servers sometimes echo the credential they rejected ("Incorrect API key provided: sk-abc...",
 * "token rt_... is not valid"), so any server text that ends up in a message is scrubbed: the
 * known secrets verbatim, and anything shaped like a bearer token or a `sk-`/`sk-ant-` key.
 * Secrets shorter than 4 characters are left alone: scrubbing them would mangle ordinary words.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (typeof secret === 'string' && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out
    .replace(/\bsk-[A-Za-z0-9_\-*.]{4,}/g, 'sk-[redacted]')
    .replace(/\b(Bearer)\s+([A-Za-z0-9_\-.=:+/]{4,})/gi, (whole, bearer: string, value: string) => (looksLikeCredential(value) ? `${bearer} [redacted]` : whole));
}

/**
 * What follows "bearer" in a server's text is taken for a credential, unless it is one of the words
 * servers use to talk about one ("missing bearer token", "the bearer token is not valid"), which
 * must stay readable.
 */
const WORDS_AFTER_BEARER = new Set(['token', 'tokens', 'auth', 'authentication', 'authorization', 'credential', 'credentials', 'header', 'scheme']);

function looksLikeCredential(value: string): boolean {
  return !WORDS_AFTER_BEARER.has(value.toLowerCase());
}
