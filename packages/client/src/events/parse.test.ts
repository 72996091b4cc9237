import { describe, expect, it } from 'vitest';
import { createStreamParser, type StreamMessage } from './parse.js';

function parse(chunks: string[]): { messages: StreamMessage[]; retries: number[] } {
  const messages: StreamMessage[] = [];
  const retries: number[] = [];
  const parser = createStreamParser((message) => messages.push(message), (ms) => retries.push(ms));
  chunks.forEach((chunk) => parser.push(chunk));
  return { messages, retries };
}

describe('the event-stream parser', () => {
  it('reads what the backend sends: retry, a comment, then numbered events', () => {
    const { messages, retries } = parse(['retry: 3000\n: connected\n\n', 'id: 1\ndata: {"a":1}\n\n', ': heartbeat\n\n', 'id: 2\ndata: {"a":2}\n\n']);
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([
      { id: '1', event: 'message', data: '{"a":1}' },
      { id: '2', event: 'message', data: '{"a":2}' },
    ]);
  });

  it('puts a message together from chunks cut anywhere, a CRLF split between two chunks included', () => {
    const text = 'id: 7\r\ndata: first\r\ndata: second\r\n\r\nid: 8\rdata: x\r\r';
    const whole = parse([text]).messages;
    for (let cut = 1; cut < text.length; cut++) expect(parse([text.slice(0, cut), text.slice(cut)]).messages).toEqual(whole);
    expect(whole).toEqual([
      { id: '7', event: 'message', data: 'first\nsecond' },
      { id: '8', event: 'message', data: 'x' },
    ]);
  });

  it('keeps the last id for a message without one, ignores an id holding NUL, a retry that is not digits, and a blank line without data', () => {
    const { messages, retries } = parse(['id: 3\n\n', 'event: ping\ndata:no space\n\n', 'id: 4\0\ndata: y\n\n', 'retry: soon\n\n']);
    expect(messages).toEqual([
      { id: '3', event: 'ping', data: 'no space' },
      { id: '3', event: 'message', data: 'y' },
    ]);
    expect(retries).toEqual([]);
  });
});
