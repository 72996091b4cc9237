/** The demo's own error line: announced at once (role="alert"), nothing when there is no error. */
export function ErrorAlert({ message }: { message: string | undefined | null }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}
