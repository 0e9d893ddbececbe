import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../lib/core/logger.ts';
import { TransientError } from '../../lib/errors.ts';
import type { JobMessage } from '../../lib/jobs/job-queue.ts';
import { processJobBatch } from '../../lib/jobs/process-job-batch.ts';
import { LocalQueue, type BatchConsumer, type LocalQueueOptions } from '../../lib/local/local-queue.ts';
import { QueueJournal } from '../../lib/local/queue-journal.ts';

const retryDelayMs = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
const deferred = (): Deferred => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

const queues: LocalQueue[] = [];
function makeQueue(options: Partial<LocalQueueOptions> = {}): LocalQueue {
  const queue = new LocalQueue({ name: 'jobs', retryDelayMs, maxReceiveCount: 5, batchSize: 10, concurrency: 4, ...options });
  queues.push(queue);
  return queue;
}

/** A consumer that records every delivery and fails the bodies `fail` picks. */
function recorder(fail: (record: SQSRecord, receive: number) => boolean = () => false) {
  const deliveries: Array<{ at: number; records: SQSRecord[] }> = [];
  const bodies = () => deliveries.flatMap((d) => d.records.map((r) => r.body));
  const consumer: BatchConsumer = async (records) => {
    deliveries.push({ at: Date.now(), records });
    return {
      batchItemFailures: records.filter((r) => fail(r, Number(r.attributes.ApproximateReceiveCount))).map((r) => ({ itemIdentifier: r.messageId })),
    };
  };
  return { deliveries, bodies, consumer };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'purser-queue-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  { storage: 'in memory', journal: false },
  { storage: 'with a journal', journal: true },
])('LocalQueue $storage', ({ journal }) => {
  const queueWith = (options: Partial<LocalQueueOptions> = {}) =>
    makeQueue({ ...(journal ? { journalPath: join(dir, `${options.name ?? 'jobs'}.journal`) } : {}), ...options });

  it('holds a group’s next message until the one before is deleted, while another group proceeds', async () => {
    const queue = queueWith({ batchSize: 1 });
    const started: string[] = [];
    const gates = new Map<string, Deferred>();
    queue.start(async ([record]) => {
      started.push(record!.body);
      const gate = deferred();
      gates.set(record!.body, gate);
      await gate.promise;
      return { batchItemFailures: [] };
    });
    queue.send('a1', 'A', 'a1');
    queue.send('a2', 'A', 'a2');
    queue.send('b1', 'B', 'b1');
    queue.send('b2', 'B', 'b2');
    await vi.waitFor(() => expect(started).toStrictEqual(['a1', 'b1']));
    gates.get('b1')!.resolve();
    await vi.waitFor(() => expect(started).toStrictEqual(['a1', 'b1', 'b2']));
    await sleep(30);
    expect(started).not.toContain('a2');
    gates.get('a1')!.resolve();
    await vi.waitFor(() => expect(started).toStrictEqual(['a1', 'b1', 'b2', 'a2']));
    gates.get('b2')!.resolve();
    gates.get('a2')!.resolve();
    await queue.idle();
    expect(queue.depth).toBe(0);
  });

  it('puts a group’s visible messages into one batch in send order', async () => {
    const queue = queueWith();
    queue.send('a1', 'A', 'a1');
    queue.send('b1', 'B', 'b1');
    queue.send('a2', 'A', 'a2');
    const { deliveries, consumer } = recorder();
    queue.start(consumer);
    await queue.idle();
    expect(deliveries.map((d) => d.records.map((r) => r.body))).toStrictEqual([['a1', 'b1', 'a2']]);
  });

  it('delivers at most batchSize records per batch', async () => {
    const queue = queueWith({ batchSize: 2, concurrency: 1 });
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5']) queue.send(id, id, id);
    const { deliveries, consumer } = recorder();
    queue.start(consumer);
    await queue.idle();
    expect(deliveries.map((d) => d.records.map((r) => r.body))).toStrictEqual([['m1', 'm2'], ['m3', 'm4'], ['m5']]);
  });

  it('runs no more than concurrency batches at once', async () => {
    const queue = queueWith({ batchSize: 1, concurrency: 2 });
    let running = 0;
    let peak = 0;
    queue.start(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(10);
      running -= 1;
      return { batchItemFailures: [] };
    });
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5']) queue.send(id, id, id);
    await vi.waitFor(() => expect(queue.depth).toBe(0));
    expect(peak).toBe(2);
  });

  it('redelivers only the failed items of a batch, after retryDelayMs', async () => {
    const queue = queueWith();
    const { deliveries, consumer } = recorder((record, receive) => record.body === 'm2' && receive === 1);
    queue.send('m1', 'A', 'm1');
    queue.send('m2', 'B', 'm2');
    queue.send('m3', 'C', 'm3');
    queue.start(consumer);
    await vi.waitFor(() => expect(deliveries).toHaveLength(2));
    expect(deliveries.map((d) => d.records.map((r) => r.body))).toStrictEqual([['m1', 'm2', 'm3'], ['m2']]);
    expect(deliveries[1]!.at - deliveries[0]!.at).toBeGreaterThanOrEqual(retryDelayMs);
    expect(deliveries[1]!.records[0]!.attributes.ApproximateReceiveCount).toBe('2');
    await vi.waitFor(() => expect(queue.depth).toBe(0));
  });

  it('retries the whole batch when the consumer throws, and reports the error', async () => {
    const onError = vi.fn();
    const queue = queueWith({ onError });
    const seen: string[][] = [];
    const boom = new Error('consumer crashed');
    queue.send('m1', 'A', 'm1');
    queue.send('m2', 'B', 'm2');
    queue.start(async (records) => {
      seen.push(records.map((r) => r.body));
      if (seen.length === 1) throw boom;
      return { batchItemFailures: [] };
    });
    await vi.waitFor(() => expect(queue.depth).toBe(0));
    expect(seen).toStrictEqual([
      ['m1', 'm2'],
      ['m1', 'm2'],
    ]);
    expect(onError).toHaveBeenCalledExactlyOnceWith(boom);
  });

  it('moves a message to the dead-letter queue after maxReceiveCount receives', async () => {
    const deadLetter = queueWith({ name: 'dlq' });
    const dead = recorder();
    deadLetter.start(dead.consumer);
    const queue = queueWith({ maxReceiveCount: 2, deadLetter });
    const main = recorder((record) => record.body === 'poison');
    queue.send('poison', 'A', 'job-1');
    queue.send('fine', 'B', 'job-2');
    queue.start(main.consumer);
    await vi.waitFor(() => expect(dead.deliveries).toHaveLength(1));
    expect(main.bodies()).toStrictEqual(['poison', 'fine', 'poison']);
    const [record] = dead.deliveries[0]!.records;
    expect(record!.body).toBe('poison');
    expect(record!.attributes.MessageGroupId).toBe('A');
    expect(record!.attributes.MessageDeduplicationId).toMatch(/^job-1:dead:[0-9a-f-]{36}$/);
    expect(record!.attributes.ApproximateReceiveCount).toBe('1');
    expect(queue.depth).toBe(0);
  });

  it('without a dead-letter queue keeps delivering past maxReceiveCount', async () => {
    const queue = queueWith({ maxReceiveCount: 1 });
    const { bodies, consumer } = recorder((_, receive) => receive < 3);
    queue.send('m', 'A', 'm');
    queue.start(consumer);
    await vi.waitFor(() => expect(queue.depth).toBe(0));
    expect(bodies()).toStrictEqual(['m', 'm', 'm']);
  });

  it('drops a message whose deduplication id was seen in the window, even after the first was deleted', async () => {
    const queue = queueWith();
    const { bodies, consumer } = recorder();
    queue.start(consumer);
    queue.send('first', 'A', 'job-1');
    queue.send('same id', 'B', 'job-1');
    await queue.idle();
    queue.send('again later', 'A', 'job-1');
    queue.send('other id', 'A', 'job-2');
    await queue.idle();
    expect(bodies()).toStrictEqual(['first', 'other id']);
  });

  it('accepts a deduplication id again once the five-minute window has passed', () => {
    const queue = queueWith();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    queue.send('first', 'A', 'job-1');
    now.mockReturnValue(start + 5 * 60_000);
    queue.send('at the edge', 'A', 'job-1');
    expect(queue.depth).toBe(1);
    now.mockReturnValue(start + 5 * 60_000 + 1);
    queue.send('after the window', 'A', 'job-1');
    expect(queue.depth).toBe(2);
  });

  it('enqueue sends the job message in the account’s group, deduplicated by job id', async () => {
    const queue = queueWith();
    await queue.enqueue({ accountId: 'acct-1', jobId: 'job-1' });
    await queue.enqueue({ accountId: 'acct-1', jobId: 'job-1' });
    const { deliveries, consumer } = recorder();
    queue.start(consumer);
    await queue.idle();
    expect(deliveries).toHaveLength(1);
    const [record] = deliveries[0]!.records;
    expect(JSON.parse(record!.body)).toStrictEqual({ accountId: 'acct-1', jobId: 'job-1' });
    expect(record!.attributes).toMatchObject({ MessageGroupId: 'acct-1', MessageDeduplicationId: 'job-1', ApproximateReceiveCount: '1' });
  });

  it('delivers SQS-shaped records', async () => {
    const queue = queueWith();
    queue.send('{"x":1}', 'A', 'd-1');
    const { deliveries, consumer } = recorder();
    queue.start(consumer);
    await queue.idle();
    const [record] = deliveries[0]!.records;
    expect(record!.receiptHandle).toBe(record!.messageId);
    expect({
      ...record,
      messageId: '<id>',
      receiptHandle: '<id>',
      attributes: { ...record!.attributes, SentTimestamp: '<t>', ApproximateFirstReceiveTimestamp: '<t>' },
    }).toMatchInlineSnapshot(`
      {
        "attributes": {
          "ApproximateFirstReceiveTimestamp": "<t>",
          "ApproximateReceiveCount": "1",
          "MessageDeduplicationId": "d-1",
          "MessageGroupId": "A",
          "SenderId": "local",
          "SentTimestamp": "<t>",
        },
        "awsRegion": "local",
        "body": "{"x":1}",
        "eventSource": "aws:sqs",
        "eventSourceARN": "arn:aws:sqs:local:000000000000:jobs",
        "md5OfBody": "",
        "messageAttributes": {},
        "messageId": "<id>",
        "receiptHandle": "<id>",
      }
    `);
  });

  it('idle() resolves at once for an empty queue', async () => {
    const queue = queueWith();
    queue.start(recorder().consumer);
    await expect(queue.idle()).resolves.toBeUndefined();
  });

  it('idle() resolves once the running batches are done', async () => {
    const queue = queueWith();
    const gate = deferred();
    let done = false;
    queue.start(async () => {
      await gate.promise;
      done = true;
      return { batchItemFailures: [] };
    });
    queue.send('m', 'A', 'm');
    const idle = queue.idle();
    setTimeout(() => gate.resolve(), 10);
    await idle;
    expect(done).toBe(true);
    expect(queue.depth).toBe(0);
  });

  it('stop() waits for a running batch, which still deletes its messages', async () => {
    const queue = queueWith();
    const gate = deferred();
    const started = deferred();
    queue.start(async () => {
      started.resolve();
      await gate.promise;
      return { batchItemFailures: [] };
    });
    queue.send('m', 'A', 'm');
    await started.promise;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(queue.depth).toBe(0);
  });

  it('accepts a send once stopped but does not deliver it', async () => {
    const queue = queueWith();
    const consumer = vi.fn(async () => ({ batchItemFailures: [] }));
    queue.start(consumer);
    await queue.stop();
    queue.send('m', 'A', 'm');
    await sleep(retryDelayMs * 3);
    expect(queue.depth).toBe(1);
    expect(consumer).not.toHaveBeenCalled();
  });

  it('stop() leaves undelivered messages in place', async () => {
    const queue = queueWith();
    queue.send('m', 'A', 'm');
    await queue.stop();
    expect(queue.depth).toBe(1);
  });
});

describe('LocalQueue wake-up', () => {
  afterEach(() => vi.useRealTimers());

  it('redelivers a message that turns visible between looking for a batch and setting the wake-up', async () => {
    // Timers are fake; the wall clock is a variable, so the moment the message turns visible can fall inside one pump.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 1_000;
    let script: number[] = [];
    vi.spyOn(Date, 'now').mockImplementation(() => script.shift() ?? clock);
    const queue = makeQueue();
    const { deliveries, consumer } = recorder((_record, receive) => receive === 1);
    queue.send('m', 'A', 'm');
    queue.start(consumer);
    await vi.advanceTimersByTimeAsync(0);
    expect(deliveries).toHaveLength(1); // failed: visible again at 1,000 + retryDelayMs
    // The wake-up fires; the batch lookup still reads the moment before visibility, everything after it the moment of it.
    clock = 1_000 + retryDelayMs;
    script = [clock - 1];
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    expect(deliveries).toHaveLength(2);
    expect(queue.depth).toBe(0);
  });
});

describe('LocalQueue durability', () => {
  const path = () => join(dir, 'jobs.journal');
  const durable = (options: Partial<LocalQueueOptions> = {}) => makeQueue({ journalPath: path(), ...options });

  it('a new queue on the same journal has the messages sent and not deleted', async () => {
    const first = durable({ retryDelayMs: 60_000 });
    const { deliveries, consumer } = recorder((record) => record.body === 'failed');
    first.send('acked', 'A', 'd1');
    first.send('failed', 'B', 'd2');
    first.start(consumer);
    await vi.waitFor(() => expect(first.depth).toBe(1));
    // Group B waits behind the failed message, so this one is never delivered.
    first.send('never delivered', 'B', 'd3');
    await first.stop();
    expect(deliveries.flatMap((d) => d.records.map((r) => r.body))).toStrictEqual(['acked', 'failed']);

    const second = durable();
    expect(second.depth).toBe(2);
    const { bodies, consumer: next } = recorder();
    second.start(next);
    await second.idle();
    expect(bodies()).toStrictEqual(['failed', 'never delivered']);
  });

  it('carries receive counts across restarts', async () => {
    for (let run = 1; run <= 2; run += 1) {
      const queue = durable({ retryDelayMs: 60_000 });
      if (run === 1) queue.send('m', 'A', 'd1');
      const { deliveries, consumer } = recorder(() => true);
      queue.start(consumer);
      await vi.waitFor(() => expect(deliveries).toHaveLength(1));
      expect(deliveries[0]!.records[0]!.attributes.ApproximateReceiveCount).toBe(String(run));
      await queue.stop();
    }
    const last = durable();
    const { deliveries, consumer } = recorder();
    last.start(consumer);
    await last.idle();
    expect(deliveries[0]!.records[0]!.attributes.ApproximateReceiveCount).toBe('3');
  });

  it('counts receives before a restart toward the dead-letter limit', async () => {
    const first = durable({ retryDelayMs: 60_000 });
    const failing = recorder(() => true);
    first.send('m', 'A', 'd1');
    first.start(failing.consumer);
    await vi.waitFor(() => expect(failing.deliveries).toHaveLength(1));
    await first.stop();

    const deadLetter = makeQueue({ name: 'dlq' });
    const dead = recorder();
    deadLetter.start(dead.consumer);
    const second = durable({ maxReceiveCount: 1, deadLetter });
    const main = recorder();
    second.start(main.consumer);
    await vi.waitFor(() => expect(dead.bodies()).toStrictEqual(['m']));
    expect(main.deliveries).toHaveLength(0);
    expect(second.depth).toBe(0);
  });

  it('a message sent but never received starts again at receive count 1', async () => {
    const first = durable();
    first.send('m', 'A', 'd1');
    await first.stop();
    const second = durable();
    const { deliveries, consumer } = recorder();
    second.start(consumer);
    await second.idle();
    expect(deliveries[0]!.records[0]!.attributes.ApproximateReceiveCount).toBe('1');
  });

  it('keeps send order across a restart', async () => {
    const first = durable();
    for (const id of ['m1', 'm2', 'm3']) first.send(id, 'A', id);
    await first.stop();
    const second = durable();
    const { bodies, consumer } = recorder();
    second.start(consumer);
    await second.idle();
    expect(bodies()).toStrictEqual(['m1', 'm2', 'm3']);
  });

  it('tolerates a torn last line', async () => {
    const first = durable();
    first.send('m1', 'A', 'd1');
    first.send('m2', 'B', 'd2');
    await first.stop();
    appendFileSync(path(), '{"op":"delete","id":"');
    const second = durable();
    expect(second.depth).toBe(2);
  });

  it('after a torn line, later entries still count on the next restart', async () => {
    const first = durable();
    first.send('m1', 'A', 'd1');
    await first.stop();
    appendFileSync(path(), '{"op":"send","mess');
    const second = durable();
    second.send('m2', 'B', 'd2');
    await second.stop();
    const third = durable();
    const { bodies, consumer } = recorder();
    third.start(consumer);
    await third.idle();
    expect(bodies()).toStrictEqual(['m1', 'm2']);
  });

  it('an in-memory queue writes no file', async () => {
    const queue = makeQueue();
    queue.send('m', 'A', 'd');
    await queue.stop();
    expect(existsSync(path())).toBe(false);
  });
});

describe('QueueJournal', () => {
  const path = () => join(dir, 'q.journal');
  const message = (id: string) => ({ id, body: id, group: 'A', dedupId: id, sentAt: 1, receiveCount: 0 });

  it('loads nothing when there is no file', () => {
    expect(new QueueJournal(path()).load()).toStrictEqual([]);
  });

  it('replays sends, receives and deletes', () => {
    const journal = new QueueJournal(path());
    journal.sent(message('a'));
    journal.sent(message('b'));
    journal.received('a');
    journal.received('a');
    journal.deleted('b');
    journal.received('unknown');
    expect(new QueueJournal(path()).load()).toStrictEqual([{ ...message('a'), receiveCount: 2 }]);
  });

  it('compacts the file to the live messages on load', () => {
    const journal = new QueueJournal(path());
    journal.sent(message('a'));
    journal.received('a');
    journal.sent(message('b'));
    journal.deleted('b');
    journal.load();
    expect(readFileSync(path(), 'utf8')).toBe(`${JSON.stringify({ op: 'send', message: { ...message('a'), receiveCount: 1 } })}\n`);
  });
});

describe('processJobBatch', () => {
  const logger = () => ({ error: vi.fn(), warn: vi.fn() });
  const record = (messageId: string, group: string | undefined, body: string | JobMessage): SQSRecord =>
    ({
      messageId,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      attributes: group === undefined ? {} : { MessageGroupId: group },
    }) as unknown as SQSRecord;
  const job = (accountId: string, jobId: string): JobMessage => ({ accountId, jobId });
  const failedIds = (response: SQSBatchResponse) => response.batchItemFailures.map((f) => f.itemIdentifier).sort();
  const run = (log: ReturnType<typeof logger>, records: SQSRecord[], handle: (message: JobMessage) => Promise<void>) =>
    processJobBatch({ logger: log as unknown as Logger }, records, handle);

  it('handles every record and reports no failures', async () => {
    const handled: string[] = [];
    const response = await run(logger(), [record('1', 'A', job('A', 'j1')), record('2', 'B', job('B', 'j2'))], async (m) => {
      handled.push(m.jobId);
    });
    expect(response).toStrictEqual({ batchItemFailures: [] });
    expect(handled.sort()).toStrictEqual(['j1', 'j2']);
  });

  it('runs groups in parallel', async () => {
    const gate = deferred();
    const handled: string[] = [];
    const done = run(logger(), [record('1', 'A', job('A', 'a1')), record('2', 'B', job('B', 'b1'))], async (m) => {
      handled.push(m.jobId);
      if (m.jobId === 'a1') await gate.promise;
    });
    await vi.waitFor(() => expect(handled).toStrictEqual(['a1', 'b1']));
    gate.resolve();
    await done;
  });

  it('runs a group’s records one after another, in order', async () => {
    const events: string[] = [];
    await run(logger(), [record('1', 'A', job('A', 'a1')), record('2', 'A', job('A', 'a2')), record('3', 'A', job('A', 'a3'))], async (m) => {
      events.push(`start ${m.jobId}`);
      await sleep(5);
      events.push(`end ${m.jobId}`);
    });
    expect(events).toStrictEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
  });

  it('fails the failing record and every later record of its group, not other groups', async () => {
    const handled: string[] = [];
    const response = await run(
      logger(),
      [
        record('a1', 'A', job('A', 'a1')),
        record('b1', 'B', job('B', 'b1')),
        record('a2', 'A', job('A', 'a2')),
        record('b2', 'B', job('B', 'b2')),
        record('a3', 'A', job('A', 'a3')),
        record('a4', 'A', 'not json'),
      ],
      async (m) => {
        handled.push(m.jobId);
        if (m.jobId === 'a2') throw new Error('boom');
      },
    );
    expect(failedIds(response)).toStrictEqual(['a2', 'a3', 'a4']);
    expect(handled.sort()).toStrictEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it.each([
    { name: 'invalid JSON', body: '{"accountId":' },
    { name: 'JSON without a jobId', body: '{"accountId":"A"}' },
    { name: 'a numeric jobId', body: '{"accountId":"A","jobId":1}' },
  ])('drops a record with $name, logging it, and goes on with the group', async ({ body }) => {
    const log = logger();
    const handled: string[] = [];
    const response = await run(log, [record('bad', 'A', body), record('good', 'A', job('A', 'a2'))], async (m) => {
      handled.push(m.jobId);
    });
    expect(response.batchItemFailures).toStrictEqual([]);
    expect(handled).toStrictEqual(['a2']);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('dropping a queue message that is not a job message', { messageId: 'bad' });
  });

  it('treats records without a group as groups of their own', async () => {
    const response = await run(logger(), [record('1', undefined, job('A', 'a1')), record('2', undefined, job('A', 'a2'))], async (m) => {
      if (m.jobId === 'a1') throw new Error('boom');
    });
    expect(failedIds(response)).toStrictEqual(['1']);
  });

  it.each([
    { name: 'a retryable error', error: new TransientError('RPC_TIMEOUT', 'timeout'), level: 'warn' },
    { name: 'any other error', error: new Error('bug'), level: 'error' },
  ] as const)('logs $name at $level', async ({ error, level }) => {
    const log = logger();
    await run(log, [record('1', 'A', job('A', 'a1'))], async () => {
      throw error;
    });
    expect(log[level]).toHaveBeenCalledExactlyOnceWith('job message will be retried', { jobId: 'a1', error });
    expect(log[level === 'warn' ? 'error' : 'warn']).not.toHaveBeenCalled();
  });
});
