/** The sentence to show for a failed command: the app's own message (already written for people). */
export function problemOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return String(error);
}
