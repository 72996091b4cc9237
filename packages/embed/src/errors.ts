import type { EmbedErrorCode } from './types.js';

/** What went wrong in the embed itself, with a stable `code` and the original error as `cause`. */
export class EmbedError extends Error {
  readonly code: EmbedErrorCode;

  constructor(code: EmbedErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbedError';
    this.code = code;
  }
}
