/**
 * `word` as one POSIX shell word, for a command line the user is told to paste (`next: cd DIR &&
 * ...`): as it is when no shell would read any of its characters specially, else single-quoted (a
 * quote inside becomes '\''), so a folder with a space or a quote in its name stays one argument.
 */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
