import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import type { JobQueue } from '../jobs/job-queue.ts';
import { QueueJournal, type JournalMessage } from './queue-journal.ts';

export type BatchConsumer = (records: SQSRecord[]) => Promise<SQSBatchResponse>;

export interface LocalQueueOptions {
  readonly name: string;
  /** Journal file; without it the queue lives in memory only (tests). */
  readonly journalPath?: string;
  /** Delay before a failed message is visible again (SQS: the visibility timeout). */
  readonly retryDelayMs: number;
  /** After this many receives a message moves to the dead-letter queue (the redrive policy). */
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  /** Batches delivered at once (Lambda's concurrency). */
  readonly concurrency: number;
  readonly deadLetter?: LocalQueue;
  readonly onError?: (error: unknown) => void;
}

interface Message extends Omit<JournalMessage, 'receiveCount'> {
  receiveCount: number;
  visibleAt: number;
  inFlight: boolean;
  seq: number;
}

const dedupWindowMs = 5 * 60_000;

/**
 * An in-process stand-in for an SQS FIFO queue with the semantics the
 * executor relies on: per-group order (a group's next message waits until the
 * one before is deleted), partial batch failures, redelivery after a delay,
 * a dead-letter queue after `maxReceiveCount` receives, deduplication ids,
 * and durability through a journal file.
 */
export class LocalQueue implements JobQueue {
  private readonly messages = new Map<string, Message>();
  private readonly recentDedupIds = new Map<string, number>();
  private readonly journal: QueueJournal;
  private consumer: BatchConsumer | undefined;
  private running = 0;
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(private readonly options: LocalQueueOptions) {
    this.journal = new QueueJournal(options.journalPath);
    for (const message of this.journal.load()) {
      this.messages.set(message.id, { ...message, visibleAt: 0, inFlight: false, seq: this.seq++ });
    }
  }

  /** Starts delivering to the consumer (the executor handler). */
  start(consumer: BatchConsumer): void {
    this.consumer = consumer;
    this.pump();
  }

  async enqueue(message: { accountId: string; jobId: string }, options?: { dedupId?: string }): Promise<void> {
    this.send(JSON.stringify(message), message.accountId, options?.dedupId ?? message.jobId);
  }

  send(body: string, group: string, dedupId: string, receiveCount = 0): void {
    const now = Date.now();
    for (const [id, at] of this.recentDedupIds) if (now - at > dedupWindowMs) this.recentDedupIds.delete(id);
    if (this.recentDedupIds.has(dedupId)) return;
    this.recentDedupIds.set(dedupId, now);
    const message: Message = { id: randomUUID(), body, group, dedupId, sentAt: now, receiveCount, visibleAt: now, inFlight: false, seq: this.seq++ };
    this.journal.sent(message);
    this.messages.set(message.id, message);
    this.pump();
  }

  /** Messages not yet deleted (visible, delayed or in flight). */
  get depth(): number {
    return this.messages.size;
  }

  /** Resolves when no batch is running and nothing is visible to deliver. */
  async idle(): Promise<void> {
    if (this.running === 0 && this.nextBatch(false).length === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops delivering and waits for running batches. Sends still succeed
   * afterwards (SQS accepts messages whatever its consumers do): they are
   * journaled and delivered on the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private nextBatch(take: boolean): Message[] {
    const now = Date.now();
    const ordered = [...this.messages.values()].sort((a, b) => a.seq - b.seq);
    const blocked = new Set<string>();
    const batch: Message[] = [];
    for (const message of ordered) {
      if (batch.length >= this.options.batchSize) break;
      if (blocked.has(message.group)) continue;
      if (message.inFlight || message.visibleAt > now) {
        blocked.add(message.group);
        continue;
      }
      batch.push(message);
    }
    if (take) for (const message of batch) message.inFlight = true;
    return batch;
  }

  private pump(): void {
    if (!this.consumer || this.stopped) return;
    while (this.running < this.options.concurrency) {
      const batch = this.nextBatch(true);
      if (batch.length === 0) break;
      this.running += 1;
      void this.deliver(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
    this.scheduleWake();
    if (this.running === 0 && this.nextBatch(false).length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /**
   * Wakes the queue when the next group can be delivered: the earliest
   * visibility of a group's head (its oldest message) among groups with
   * nothing in flight, already visible ones included — a message that turned
   * visible between `nextBatch` and here would otherwise never be woken for.
   * Nothing to wake for while every delivery slot is taken or a group's
   * message is in flight: the delivery's end pumps again.
   */
  private scheduleWake(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running >= this.options.concurrency) return;
    const heads = new Map<string, Message>();
    const busy = new Set<string>();
    for (const message of [...this.messages.values()].sort((a, b) => a.seq - b.seq)) {
      if (message.inFlight) busy.add(message.group);
      else if (!heads.has(message.group)) heads.set(message.group, message);
    }
    const waiting = [...heads.values()].filter((m) => !busy.has(m.group));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((m) => m.visibleAt));
    this.timer = setTimeout(() => this.pump(), Math.max(0, next - Date.now()));
  }

  private async deliver(batch: Message[]): Promise<void> {
    const deliverable: Message[] = [];
    for (const message of batch) {
      message.receiveCount += 1;
      this.journal.received(message.id);
      if (message.receiveCount > this.options.maxReceiveCount && this.options.deadLetter) {
        try {
          this.options.deadLetter.send(message.body, message.group, `${message.dedupId}:dead:${message.id}`);
          this.remove(message);
        } catch (error) {
          // The dead-letter journal could not be written: keep the message here and try again later.
          this.options.onError?.(error);
          message.inFlight = false;
          message.visibleAt = Date.now() + this.options.retryDelayMs;
        }
      } else {
        deliverable.push(message);
      }
    }
    if (deliverable.length === 0) return;
    let failed: Set<string>;
    try {
      const response = await this.consumer!(deliverable.map((m) => this.toRecord(m)));
      failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      this.options.onError?.(error);
      failed = new Set(deliverable.map((m) => m.id));
    }
    const retryAt = Date.now() + this.options.retryDelayMs;
    for (const message of deliverable) {
      if (failed.has(message.id)) {
        message.inFlight = false;
        message.visibleAt = retryAt;
      } else {
        this.remove(message);
      }
    }
  }

  private remove(message: Message): void {
    this.messages.delete(message.id);
    this.journal.deleted(message.id);
  }

  private toRecord(message: Message): SQSRecord {
    return {
      messageId: message.id,
      receiptHandle: message.id,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
        MessageGroupId: message.group,
        MessageDeduplicationId: message.dedupId,
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.options.name}`,
      awsRegion: 'local',
    };
  }
}
