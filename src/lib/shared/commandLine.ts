/**
 * A command given as one string or as its argv. A string is split by execa's own parser
 * (`parseCommandString`): on spaces, with a backslash keeping a space inside an argument, and no
 * quotes or other shell syntax; so a command line means the same to every part that starts one.
 * execa costs ~160 ms to import: call this only when a process is about to start.
 */
export async function commandArgv(command: string | readonly string[]): Promise<string[]> {
  if (typeof command !== 'string') return [...command];
  const { parseCommandString } = await import('execa');
  return parseCommandString(command);
}
