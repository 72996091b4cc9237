/** One dispatched message of a `text/event-stream`: its data (lines joined), and the last id and type set. */
export interface StreamMessage {
  /** The `id:` in force (the last one the stream set), or `undefined` when none was. */
  id: string | undefined;
  /** The `event:` field; `message` when the message named none. */
  event: string;
  data: string;
}

/** What the parser hands back: messages, and a new reconnect delay when the stream sent `retry:`. */
export interface StreamParser {
  /** Feeds decoded text, in chunks cut anywhere (even between `\r` and `\n`). */
  push(text: string): void;
}

/**
 * The WHATWG event-stream rules, for a fetch body (EventSource cannot send our headers again on a
 * reconnect of our own): lines end in CRLF, LF or CR; a blank line dispatches; `:` starts a comment;
 * one space after the colon is dropped; an `id` holding NUL is ignored; `retry` must be digits.
 */
export function createStreamParser(onMessage: (message: StreamMessage) => void, onRetry: (ms: number) => void = () => {}): StreamParser {
  let buffer = '';
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];
  // A chunk that ended on CR: an LF opening the next chunk belongs to that line end.
  let skipLf = false;

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(text) {
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end < 0) return;
        const crAtEnd = buffer[end] === '\r' && end === buffer.length - 1;
        const width = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
        if (crAtEnd) skipLf = true;
      }
    },
  };
}
