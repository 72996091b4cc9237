/**
 * The form in which the handler keeps and passes on an app's `loginId` (in its store, on the events bus):
 * a SHA-256, so a login id that is a bearer token of the app's is never written anywhere.
 */
export async function loginKeyOf(loginId: string | undefined): Promise<string | undefined> {
  if (loginId === undefined) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(loginId)));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
