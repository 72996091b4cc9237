import { WidgetError } from '../errors.js';

// A link a person follows from inside a widget: a page, a mail or a phone number, never script.
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\.{0,2}\/(?!\/))/i;

/** Refuses a support link a person should not be sent to (`javascript:`, a bare word), naming what is expected. */
export function checkSupportUrl(url: string | undefined, where: string): string | undefined {
  if (url === undefined) return undefined;
  if (typeof url !== 'string' || !SAFE_LINK.test(url.trim())) {
    throw new WidgetError('INVALID_PROP', `${where}: supportUrl: expected an https://, mailto: or tel: link or a path such as /help, got ${JSON.stringify(url)}`);
  }
  return url.trim();
}
