import { createServer, type Server } from 'node:net';

/**
 * Asks the OS for `count` distinct free TCP ports on `host`.
 *
 * All listeners are held open together before any is closed, so the ports of
 * one call never repeat. Another process may still take a port between this
 * call and the child binding it; the window is milliseconds and the OS hands
 * out ephemeral ports in rotation, so a clash is rare enough to surface as a
 * start failure rather than be retried here.
 *
 * @param count how many ports (≥ 0).
 * @param host the interface the children will bind (default `127.0.0.1`).
 * @throws when the OS refuses to listen (no free port, bad host).
 */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      ports.push(await listenOnAnyPort(server, host));
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

/** One free TCP port on `host` (see {@link getFreePorts}). */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await getFreePorts(1, host);
  return port as number;
}

function listenOnAnyPort(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`could not read the port bound on ${host}`));
      else resolve(address.port);
    });
  });
}
