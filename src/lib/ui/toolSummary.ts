/**
 * One-line summaries of a tool call's arguments and result for the live view. Pure functions of
 * what the protocol carries (tool name, arguments, status, errorCode, output), so they work for
 * any server; tools they do not know get a generic `key=value` / first-line summary.
 */

/** Control characters (an escape sequence from the model must not move the cursor or recolour the screen). */
// eslint-disable-next-line no-control-regex -- these are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` safe to print: control characters dropped, tabs as spaces (newlines kept). */
export function printable(text: string): string {
  return text.replace(/\t/g, '  ').replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** `text` on one line: newlines shown as `⏎`. */
export function oneLine(text: string): string {
  return printable(text).trim().replace(/\n+/g, ' ⏎ ');
}

/** Bytes as a user reads them: `42 B`, `1.2 KB`, `3.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function str(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' ? value : undefined;
}

/** A generic `key=value ...` line for a tool the view does not know. */
function genericArguments(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/** The call as one line, e.g. `read_file README.md`, `bash: ls -l`, `write_file note.txt (42 B)`. */
export function toolCallSummary(toolName: string, args: unknown): string {
  const a = (args !== null && typeof args === 'object' ? args : {}) as Record<string, unknown>;
  let rest: string;
  switch (toolName) {
    case 'bash':
      return oneLine(`bash: ${str(a, 'cmd') ?? genericArguments(a)}`);
    case 'read_file':
    case 'list_files':
      rest = str(a, 'path') ?? (toolName === 'list_files' ? '.' : '');
      break;
    case 'write_file': {
      const content = str(a, 'content');
      rest = `${str(a, 'path') ?? ''}${content !== undefined ? ` (${formatBytes(Buffer.byteLength(content))})` : ''}`;
      break;
    }
    case 'search_files':
      rest = `${JSON.stringify(str(a, 'pattern') ?? '')}${str(a, 'path') !== undefined ? ` in ${str(a, 'path')}` : ''}`;
      break;
    case 'ask_user':
      return oneLine(`ask_user: ${str(a, 'question') ?? ''}`);
    case 'task_finish':
      rest = '';
      break;
    default:
      rest = genericArguments(a);
  }
  return oneLine(rest === '' ? toolName : `${toolName} ${rest}`);
}

/** What the server reported when the call ended. */
export interface ToolResult {
  readonly ok: boolean;
  readonly errorCode: string | null;
  readonly output: string;
}

const EXIT = /^(exit code (\d+)|killed by (\S+))/;

/** The result as a few words, e.g. `1.2 KB`, `exit 0`, `denied`, `not_found: no such file`. */
export function toolResultSummary(toolName: string, result: ToolResult): string {
  const firstLine = oneLine(result.output.split('\n', 1)[0] ?? '');
  const lines = result.output === '' ? 0 : result.output.replace(/\n$/, '').split('\n').length;
  if (!result.ok) {
    switch (result.errorCode) {
      case 'tool_approval_denied':
        return 'denied';
      case 'tool_approval_timeout':
        return 'approval timed out';
      case 'command_failed': {
        const exit = EXIT.exec(result.output);
        if (exit) return exit[2] !== undefined ? `exit ${exit[2]}` : `killed by ${exit[3]}`;
        break;
      }
      case 'command_timeout':
        return 'timed out';
      default:
        break;
    }
    const code = result.errorCode ?? 'error';
    return firstLine === '' || firstLine === code ? code : `${code}: ${firstLine}`;
  }
  switch (toolName) {
    case 'bash': {
      const exit = EXIT.exec(result.output);
      return exit?.[2] !== undefined ? `exit ${exit[2]}` : firstLine;
    }
    case 'read_file':
      return formatBytes(Buffer.byteLength(result.output));
    case 'write_file':
      return 'written';
    case 'list_files':
      return result.output === '(empty directory)' ? 'empty' : `${lines} ${lines === 1 ? 'entry' : 'entries'}`;
    case 'search_files':
      return result.output === 'no matches' ? 'no matches' : `${lines} ${lines === 1 ? 'match' : 'matches'}`;
    case 'task_finish':
      return 'done';
    default:
      return lines <= 1 ? firstLine : `${lines} lines, ${formatBytes(Buffer.byteLength(result.output))}`;
  }
}

/** The first `max` lines of a file's content for an approval prompt, and how many were left out. */
export function contentPreview(content: string, max: number): { readonly lines: readonly string[]; readonly more: number } {
  const all = printable(content).replace(/\n$/, '').split('\n');
  return { lines: all.slice(0, max), more: Math.max(0, all.length - max) };
}
