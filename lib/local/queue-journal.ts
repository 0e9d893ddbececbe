import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface JournalMessage {
  readonly id: string;
  readonly body: string;
  readonly group: string;
  readonly dedupId: string;
  readonly sentAt: number;
  readonly receiveCount: number;
}

type Entry = { op: 'send'; message: JournalMessage } | { op: 'delete'; id: string } | { op: 'receive'; id: string };

/**
 * An append-only file that makes the local queue durable: a message sent and
 * not yet deleted is delivered again after a crash or restart, as SQS would.
 * Synchronous appends keep the order of entries exact.
 */
export class QueueJournal {
  constructor(private readonly path: string | undefined) {}

  /** Replays the journal and rewrites it with only the live messages. */
  load(): JournalMessage[] {
    if (!this.path || !existsSync(this.path)) return [];
    const live = new Map<string, JournalMessage>();
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        continue; // a torn last line from a crash mid-append
      }
      if (entry.op === 'send') live.set(entry.message.id, entry.message);
      else if (entry.op === 'delete') live.delete(entry.id);
      else {
        const message = live.get(entry.id);
        if (message) live.set(entry.id, { ...message, receiveCount: message.receiveCount + 1 });
      }
    }
    const messages = [...live.values()];
    const temp = `${this.path}.tmp`;
    writeFileSync(temp, messages.map((message) => `${JSON.stringify({ op: 'send', message })}\n`).join(''));
    renameSync(temp, this.path);
    return messages;
  }

  sent(message: JournalMessage): void {
    this.append({ op: 'send', message });
  }

  received(id: string): void {
    this.append({ op: 'receive', id });
  }

  deleted(id: string): void {
    this.append({ op: 'delete', id });
  }

  private append(entry: Entry): void {
    if (this.path) appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
  }
}
