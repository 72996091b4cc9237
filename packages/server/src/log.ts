/** One line for the integrator: what happened (a stable `code`), in words, and the error behind it. */
export interface ServerLogEntry {
  /** `error` for this server's faults, `warn` for refusals the integrator should know about. */
  level: 'warn' | 'error';
  /** A stable code, e.g. a `ServerErrorCode`. */
  code: string;
  /** What happened, in English. */
  message: string;
  /** The original error, if any. */
  cause?: unknown;
}

/** Where the handlers report what the integrator should know and the browser must not see; default the console. */
export type ServerLog = (entry: ServerLogEntry) => void;

export const consoleLog: ServerLog = ({ level, code, message, cause }) => {
  const line = `@wallet-kit/server ${code}: ${message}`;
  if (level === 'error') console.error(line, ...(cause === undefined ? [] : [cause]));
  else console.warn(line, ...(cause === undefined ? [] : [cause]));
};
