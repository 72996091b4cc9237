// Issue 23's measuring stick: one wallet session of a signed-in user through createServiceHandler in
// front of an in-process sandbox 80 ms away. Measured in a child process under the `source`
// condition, so that it needs no build and shares no state with the other parts.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface FlowFigures {
  browserCalls: number;
  upstreamCalls: number;
  /** Upstream calls per browser call. */
  perCall: number;
  floorMs: number;
}

export interface HandlerSessionFigures {
  latencyMs: number;
  runs: number;
  session: FlowFigures & { wallMs: number };
  send: FlowFigures & { confirmToCompletedMs: number };
  /** The handler's own time per forwarded call (its wall time less the time upstream), p50, the service answering at once. */
  ownMsP50: number;
  /** The forwarded calls that p50 is of. */
  ownCalls: number;
  /** A signed webhook delivered -> its event read off the user's stream, in process, p50. */
  pushMsP50: number;
  pushes: number;
  /** The same, until the kit's client (its stream reader and watchTransaction) yields the change, p50. */
  kitPushMsP50: number;
  kitPushes: number;
  /** `GET /transactions/{id}` sent by that watch while its stream was up, after its first read. */
  kitStatusPolls: number;
}

export function benchHandlerSession(): Promise<HandlerSessionFigures> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile('npx', ['tsx', '--conditions=source', 'bench/handler-session-measure.ts'], { cwd: root, timeout: 600_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the handler session bench failed: ${stderr}`, { cause: error }));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as HandlerSessionFigures);
    });
  });
}
