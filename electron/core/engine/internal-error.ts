/** An unexpected error as text for the log: with its stack, since it is a bug to be found. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
