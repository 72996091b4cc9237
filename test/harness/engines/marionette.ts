import { connect, type Socket } from 'node:net';

/**
 * Firefox's Marionette protocol over TCP (what geckodriver speaks to Firefox), for the one thing Firefox's
 * WebDriver BiDi lacks: WebAuthn's virtual authenticator. Its `WebAuthn:*` commands answer beside puppeteer's
 * BiDi session without a session of their own (a second `WebDriver:NewSession` is refused: "Maximum number of
 * active sessions"). Frames are `length:[0, id, command, params]`; answers `[1, id, error, result]`.
 */
export interface Marionette {
  send<T = unknown>(command: string, params?: object): Promise<T>;
  close(): void;
}

export class MarionetteError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`Marionette ${command}: ${error}: ${message}`);
    this.name = 'MarionetteError';
  }
}

export async function connectMarionette(port: number, host = '127.0.0.1'): Promise<Marionette> {
  const socket: Socket = connect(port, host);
  const pending = new Map<number, { command: string; resolve(value: unknown): void; reject(error: Error): void }>();
  let buffer = Buffer.alloc(0);
  let nextId = 0;
  let greeted: () => void;
  const greeting = new Promise<void>((resolve) => (greeted = resolve));
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(buffer.subarray(0, colon).toString());
      if (buffer.length < colon + 1 + length) return;
      const message = JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString()) as unknown;
      buffer = buffer.subarray(colon + 1 + length);
      if (!Array.isArray(message)) {
        greeted(); // { applicationType: 'gecko', marionetteProtocol: 3 }
        continue;
      }
      const [, id, error, result] = message as [1, number, { error: string; message: string } | null, unknown];
      const call = pending.get(id);
      pending.delete(id);
      if (error) call?.reject(new MarionetteError(call.command, error.error, error.message));
      else call?.resolve(result);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  });
  await greeting;
  return {
    send<T>(command: string, params: object = {}) {
      const id = ++nextId;
      const frame = JSON.stringify([0, id, command, params]);
      socket.write(`${Buffer.byteLength(frame)}:${frame}`);
      return new Promise<T>((resolve, reject) => pending.set(id, { command, resolve: resolve as (value: unknown) => void, reject }));
    },
    close: () => socket.destroy(),
  };
}
