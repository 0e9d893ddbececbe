import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getFreePortRange, portsFree } from '../../lib/local/free-port.ts';

/** `npm start` takes PORT and the six ports after it: the bench asks for a PORT whose six successors are free too. */
const held: Server[] = [];
const listen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      held.push(server);
      resolve(true);
    });
  });
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

describe('getFreePortRange', () => {
  it('returns a base port whose next six ports can all be listened on', async () => {
    const base = await getFreePortRange(7);
    for (let i = 0; i < 7; i++) expect(await listen(base + i)).toBe(true);
  });

  it('a range with one port taken is not free, and is free again once it is released', async () => {
    const base = await getFreePortRange(7);
    expect(await portsFree(base, 7)).toBe(true);
    expect(await listen(base + 4)).toBe(true);
    expect(await portsFree(base, 7)).toBe(false);
    expect(await portsFree(base, 4)).toBe(true);
  });
});
