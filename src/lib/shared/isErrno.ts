/** Whether `error` is a Node system error with errno code `code` (e.g. 'ENOENT'). */
export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
