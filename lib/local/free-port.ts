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

/**
 * A port whose next `count - 1` ports are free too, on `host`: `npm start` takes PORT and the six ports after it, so a
 * free PORT alone is not enough (after many connections, one of the six may be an ephemeral port still in use; the bench
 * once failed so). Each candidate is checked with its first port still held, then released.
 *
 * @param count how many consecutive ports (≥ 1).
 * @throws when no such range is found in 50 tries.
 */
export async function getFreePortRange(count: number, host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = createServer();
    try {
      const base = await listenOnAnyPort(first, host);
      if (base + count - 1 <= 65_535 && (await portsFree(base + 1, count - 1, host))) return base;
    } finally {
      await new Promise<void>((resolve) => first.close(() => resolve()));
    }
  }
  throw new Error(`no ${count} consecutive free ports found on ${host}`);
}

/** Whether `count` ports from `from` on can all be listened on now (each held until all are checked, then released). */
export async function portsFree(from: number, count: number, host = '127.0.0.1'): Promise<boolean> {
  const held: Server[] = [];
  try {
    for (let port = from; port < from + count; port++) {
      const server = createServer();
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen({ port, host, exclusive: true }, () => resolve(true));
      });
      if (!ok) return false;
      held.push(server);
    }
    return true;
  } finally {
    await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}
