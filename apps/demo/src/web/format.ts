/** A refusal in words for the demo's own error lines: the service's or backend's reason where there is one. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'reason' in error && typeof (error as { reason: unknown }).reason === 'string') return (error as { reason: string }).reason;
  if (error instanceof Error) return error.message;
  return String(error);
}
