/**
 * Loopback ports held by a plain server, to make a start fail on them, and a check that a port is
 * free again (a connection refused) after a failed start.
 */
import { createServer, type Server } from 'node:net';

const blockers: Server[] = [];

export async function takenPort(): Promise<number> {
  const blocker = createServer();
  blockers.push(blocker);
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return (blocker.address() as { port: number }).port;
}

/** Frees every port `takenPort` holds (call it after each test). */
export async function releaseTakenPorts(): Promise<void> {
  await Promise.all(blockers.splice(0).map((b) => new Promise((resolve) => b.close(resolve))));
}

/** True when a connection to the port is refused: nothing listens there. */
export function portClosed(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => false,
    () => true,
  );
}
