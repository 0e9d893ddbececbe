import { describe, expect, it } from 'vitest';
import { keyedMutex } from '../../lib/transactions/keyed-mutex.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that logs its start and end around a short wait. */
const logged =
  (events: string[], name: string, ms = 5) =>
  async () => {
    events.push(`start ${name}`);
    await sleep(ms);
    events.push(`end ${name}`);
    return name;
  };

describe('keyedMutex', () => {
  it('runs work on the same key one after another, in call order', async () => {
    const withLock = keyedMutex();
    const events: string[] = [];
    await Promise.all([withLock('k', logged(events, 'a', 15)), withLock('k', logged(events, 'b', 1)), withLock('k', logged(events, 'c', 1))]);
    expect(events).toStrictEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs work on different keys concurrently', async () => {
    const withLock = keyedMutex();
    const events: string[] = [];
    await Promise.all([withLock('k1', logged(events, 'a', 15)), withLock('k2', logged(events, 'b', 1))]);
    expect(events).toStrictEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it('resolves each call with its own work’s result', async () => {
    const withLock = keyedMutex();
    await expect(Promise.all([withLock('k', async () => 1), withLock('k', async () => 2)])).resolves.toStrictEqual([1, 2]);
  });

  it('rejects a call with its work’s error and still runs the next one', async () => {
    const withLock = keyedMutex();
    const events: string[] = [];
    const boom = new Error('boom');
    const failing = withLock('k', async () => {
      await sleep(5);
      events.push('failed');
      throw boom;
    });
    const next = withLock('k', logged(events, 'next'));
    await expect(failing).rejects.toBe(boom);
    await expect(next).resolves.toBe('next');
    expect(events).toStrictEqual(['failed', 'start next', 'end next']);
  });

  it('runs the next work after one that throws synchronously', async () => {
    const withLock = keyedMutex();
    const failing = withLock('k', (() => {
      throw new Error('sync');
    }) as () => Promise<never>);
    await expect(failing).rejects.toThrow('sync');
    await expect(withLock('k', async () => 'after')).resolves.toBe('after');
  });

  it('does not let the second of three wait past a failure of the first', async () => {
    const withLock = keyedMutex();
    const order: string[] = [];
    const results = await Promise.allSettled([
      withLock('k', async () => {
        order.push('1');
        throw new Error('first');
      }),
      withLock('k', async () => {
        order.push('2');
        throw new Error('second');
      }),
      withLock('k', async () => {
        order.push('3');
        return 3;
      }),
    ]);
    expect(order).toStrictEqual(['1', '2', '3']);
    expect(results.map((r) => r.status)).toStrictEqual(['rejected', 'rejected', 'fulfilled']);
  });

  it('keeps locks of separate mutexes apart', async () => {
    const first = keyedMutex();
    const second = keyedMutex();
    const events: string[] = [];
    await Promise.all([first('k', logged(events, 'a', 15)), second('k', logged(events, 'b', 1))]);
    expect(events).toStrictEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it('starts work on a free key at once, after earlier work on it finished', async () => {
    const withLock = keyedMutex();
    await withLock('k', async () => undefined);
    const events: string[] = [];
    const pending = withLock('k', logged(events, 'a'));
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toStrictEqual(['start a']);
    await pending;
  });
});
