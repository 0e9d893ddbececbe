import { describe, expect, it } from 'vitest';
import { thrown } from '../support/thrown.ts';
import { ConflictError } from '../../lib/errors.ts';
import { isTerminal, jobStatuses, newJob, transition, type Job, type JobEvent, type JobStatus } from '../../lib/jobs/job.ts';
import { toJobView } from '../../lib/jobs/job-view.ts';

const created = '2030-01-01T00:00:00.000Z';
const started = '2030-01-01T00:00:10.000Z';
const now = new Date('2030-01-01T00:01:00.000Z');
const at = now.toISOString();
const liveLease = '2030-01-01T00:05:00.000Z';
const leaseMs = 30_000;
const renewedLease = '2030-01-01T00:01:30.000Z';

/** A stored job in `status` with the fields that status carries. */
function jobIn(status: JobStatus, extra: Partial<Job> = {}): Job {
  const base: Job = {
    jobId: 'job-1',
    accountId: 'acct-1',
    threadId: 'thread-1',
    status,
    prompt: 'what is my ETH balance on base',
    createdAt: created,
    statusUpdates: [{ at: created, status: 'pending', message: 'Queued.' }],
    attempt: 0,
  };
  const byStatus: Record<JobStatus, Partial<Job>> = {
    pending: {},
    processing: { startedAt: started, attempt: 1, leaseUntil: liveLease },
    completed: { startedAt: started, completedAt: '2030-01-01T00:00:40.000Z', attempt: 1, response: 'done', richData: [] },
    failed: { startedAt: started, completedAt: '2030-01-01T00:00:40.000Z', attempt: 1, error: 'boom', errorCode: 'BOOM' },
    cancelled: { cancelledAt: '2030-01-01T00:00:20.000Z' },
  };
  return { ...base, ...byStatus[status], ...extra };
}

const events: Record<JobEvent['type'], JobEvent> = {
  start: { type: 'start', leaseMs },
  progress: { type: 'progress', message: 'Reading balances.', leaseMs },
  complete: { type: 'complete', response: 'You have 1 ETH.', richData: [{ kind: 'balance' }], metadata: { chain: 'base' } },
  fail: { type: 'fail', error: 'RPC unavailable.', code: 'RPC_DOWN' },
  commit: { type: 'commit', stepId: 'job-1#0', message: 'Sending the transaction on Base.', leaseMs },
  await: { type: 'await', message: 'Waiting for transaction 0xabc on Base to be mined.' },
  remember: { type: 'remember', key: 'amount', value: '12.5' },
  cancel: { type: 'cancel' },
  lose: { type: 'lose', error: 'The sandbox chain lost transaction 0xabc.', code: 'SANDBOX_CHAIN_LOST' },
};

const allowed: ReadonlyArray<[JobStatus, JobEvent['type']]> = [
  ['pending', 'start'],
  ['pending', 'fail'],
  ['pending', 'cancel'],
  ['processing', 'progress'],
  ['processing', 'complete'],
  ['processing', 'fail'],
  ['processing', 'commit'],
  ['processing', 'await'],
  ['processing', 'remember'],
  ['processing', 'cancel'],
  ['cancelled', 'cancel'],
  ['completed', 'lose'],
];

const isAllowed = (status: JobStatus, type: JobEvent['type']) => allowed.some(([s, t]) => s === status && t === type);

const refusedPairs = jobStatuses.flatMap((status) =>
  (Object.keys(events) as Array<JobEvent['type']>)
    // processing × start is allowed once the lease has expired; it has its own tests.
    .filter((type) => !isAllowed(status, type) && !(status === 'processing' && type === 'start'))
    .map((type) => ({ status, type })),
);

const conflict = (fn: () => unknown): ConflictError => thrown(fn, ConflictError);

describe('transition: allowed pairs', () => {
  it.each([
    {
      status: 'pending',
      type: 'start',
      change: {
        expect: { status: ['pending'] },
        set: { status: 'processing', startedAt: at, attempt: 1, leaseUntil: renewedLease },
        append: [{ at, status: 'processing', message: 'Started processing your request.' }],
        remove: [],
      },
    },
    {
      status: 'pending',
      type: 'fail',
      change: {
        expect: { status: ['pending'] },
        set: { status: 'failed', completedAt: at, error: 'RPC unavailable.', errorCode: 'RPC_DOWN' },
        append: [{ at, status: 'failed', message: 'RPC unavailable.' }],
        remove: ['leaseUntil'],
      },
    },
    {
      status: 'pending',
      type: 'cancel',
      change: {
        expect: { status: ['pending', 'processing'], uncommitted: true },
        set: { status: 'cancelled', cancelledAt: at },
        append: [{ at, status: 'cancelled', message: 'Cancelled at your request.' }],
        remove: ['leaseUntil'],
      },
    },
    {
      status: 'processing',
      type: 'progress',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { leaseUntil: renewedLease },
        append: [{ at, status: 'processing', message: 'Reading balances.' }],
        remove: [],
      },
    },
    {
      status: 'processing',
      type: 'complete',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { status: 'completed', completedAt: at, response: 'You have 1 ETH.', richData: [{ kind: 'balance' }], metadata: { chain: 'base' } },
        append: [{ at, status: 'completed', message: 'Completed.' }],
        remove: ['leaseUntil'],
      },
    },
    {
      status: 'processing',
      type: 'fail',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { status: 'failed', completedAt: at, error: 'RPC unavailable.', errorCode: 'RPC_DOWN' },
        append: [{ at, status: 'failed', message: 'RPC unavailable.' }],
        remove: ['leaseUntil'],
      },
    },
    {
      status: 'processing',
      type: 'cancel',
      change: {
        expect: { status: ['pending', 'processing'], uncommitted: true },
        set: { status: 'cancelled', cancelledAt: at },
        append: [{ at, status: 'cancelled', message: 'Cancelled at your request.' }],
        remove: ['leaseUntil'],
      },
    },
    {
      status: 'processing',
      type: 'commit',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { committedStep: 'job-1#0', leaseUntil: renewedLease },
        append: [{ at, status: 'processing', message: 'Sending the transaction on Base.' }],
        remove: [],
      },
    },
    {
      status: 'processing',
      type: 'await',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { leaseUntil: at },
        append: [{ at, status: 'processing', message: 'Waiting for transaction 0xabc on Base to be mined.' }],
        remove: [],
      },
    },
    {
      status: 'processing',
      type: 'remember',
      change: {
        expect: { status: ['processing'], attempt: 1 },
        set: { memo: { amount: '12.5' } },
        append: [],
        remove: [],
      },
    },
    {
      status: 'completed',
      type: 'lose',
      change: {
        expect: { status: ['completed'] },
        set: { status: 'failed', error: 'The sandbox chain lost transaction 0xabc.', errorCode: 'SANDBOX_CHAIN_LOST' },
        append: [{ at, status: 'failed', message: 'The sandbox chain lost transaction 0xabc.' }],
        remove: [],
      },
    },
  ] as const)('$status × $type produces its change', ({ status, type, change }) => {
    const result = transition(jobIn(status), events[type], now);
    expect(result.noop).toBe(false);
    expect(result.change).toStrictEqual(change);
  });

  it.each(allowed.filter(([status]) => status !== 'cancelled').map(([status, type]) => ({ status, type })))(
    '$status × $type returns the job with the change applied',
    ({ status, type }) => {
      const job = jobIn(status);
      const { job: next, change } = transition(job, events[type], now);
      const expected: Record<string, unknown> = { ...job, ...change.set, statusUpdates: [...job.statusUpdates, ...change.append] };
      for (const field of change.remove) delete expected[field];
      expect(next).toStrictEqual(expected);
    },
  );

  it('does not mutate the job it is given', () => {
    const job = jobIn('processing');
    const copy = structuredClone(job);
    transition(job, events.complete, now);
    expect(job).toStrictEqual(copy);
  });
});

describe('transition: refused pairs', () => {
  it('the table covers every refused pair', () => {
    expect(refusedPairs.map(({ status, type }) => `${status}×${type}`)).toMatchInlineSnapshot(`
      [
        "pending×progress",
        "pending×complete",
        "pending×commit",
        "pending×await",
        "pending×remember",
        "pending×lose",
        "processing×lose",
        "completed×start",
        "completed×progress",
        "completed×complete",
        "completed×fail",
        "completed×commit",
        "completed×await",
        "completed×remember",
        "completed×cancel",
        "failed×start",
        "failed×progress",
        "failed×complete",
        "failed×fail",
        "failed×commit",
        "failed×await",
        "failed×remember",
        "failed×cancel",
        "failed×lose",
        "cancelled×start",
        "cancelled×progress",
        "cancelled×complete",
        "cancelled×fail",
        "cancelled×commit",
        "cancelled×await",
        "cancelled×remember",
        "cancelled×lose",
      ]
    `);
  });

  it.each(refusedPairs.filter(({ type }) => type !== 'cancel'))('$status × $type throws INVALID_JOB_TRANSITION', ({ status, type }) => {
    const error = conflict(() => transition(jobIn(status), events[type], now));
    expect(error.code).toBe('INVALID_JOB_TRANSITION');
    expect(error.status).toBe(409);
    expect(error.message).toBe(`Job job-1 is ${status}; cannot ${type} it.`);
    expect(error.details).toStrictEqual({ status, event: type });
  });

  it.each(['completed', 'failed'] as const)('cancelling a %s job throws JOB_NOT_CANCELLABLE naming the status', (status) => {
    const error = conflict(() => transition(jobIn(status), events.cancel, now));
    expect(error.code).toBe('JOB_NOT_CANCELLABLE');
    expect(error.message).toBe(`Job job-1 is already ${status} and cannot be cancelled.`);
    expect(error.details).toStrictEqual({ status });
  });

  it('the cancel refusal text', () => {
    expect(conflict(() => transition(jobIn('completed'), events.cancel, now)).message).toMatchInlineSnapshot(
      `"Job job-1 is already completed and cannot be cancelled."`,
    );
  });

  it('the transition refusal text', () => {
    expect(conflict(() => transition(jobIn('pending'), events.complete, now)).message).toMatchInlineSnapshot(`"Job job-1 is pending; cannot complete it."`);
  });
});

describe('transition: cancel of a cancelled job', () => {
  it('is a noop that returns the same job', () => {
    const job = jobIn('cancelled');
    const result = transition(job, events.cancel, now);
    expect(result.noop).toBe(true);
    expect(result.job).toBe(job);
  });

  it('expects the job still cancelled and writes nothing', () => {
    expect(transition(jobIn('cancelled'), events.cancel, now).change).toStrictEqual({
      expect: { status: ['cancelled'] },
      set: {},
      append: [],
      remove: [],
    });
  });
});

describe('transition: start on a processing job', () => {
  it.each([
    { name: 'a lease in the future', leaseUntil: '2030-01-01T00:01:00.001Z' },
    { name: 'no lease at all', leaseUntil: undefined },
  ])('is refused with $name', ({ leaseUntil }) => {
    expect(conflict(() => transition(jobIn('processing', { leaseUntil }), events.start, now)).code).toBe('INVALID_JOB_TRANSITION');
  });

  it.each([
    { name: 'a lease ending exactly now', leaseUntil: at },
    { name: 'a lease in the past', leaseUntil: '2030-01-01T00:00:59.999Z' },
  ])('takes over with $name, bumping the attempt', ({ leaseUntil }) => {
    const result = transition(jobIn('processing', { leaseUntil, attempt: 3 }), events.start, now);
    expect(result.change).toStrictEqual({
      expect: { status: ['processing'], attempt: 3, leaseExpiredAt: at },
      set: { attempt: 4, leaseUntil: renewedLease },
      append: [{ at, status: 'processing', message: 'Resumed after an interrupted attempt.' }],
      remove: [],
    });
  });

  it('keeps the first startedAt when taking over', () => {
    const result = transition(jobIn('processing', { leaseUntil: at }), events.start, now);
    expect(result.job.startedAt).toBe(started);
    expect(result.job.status).toBe('processing');
  });
});

describe('transition: details', () => {
  it('start from pending bumps the attempt from whatever it was', () => {
    expect(transition(jobIn('pending', { attempt: 2 }), events.start, now).job.attempt).toBe(3);
  });

  it('progress renews the lease from now, not from the old lease', () => {
    const result = transition(jobIn('processing'), { type: 'progress', message: 'x', leaseMs: 1_000 }, now);
    expect(result.job.leaseUntil).toBe('2030-01-01T00:01:01.000Z');
  });

  it('progress fences on the current attempt', () => {
    expect(transition(jobIn('processing', { attempt: 7 }), events.progress, now).change.expect).toStrictEqual({
      status: ['processing'],
      attempt: 7,
    });
  });

  it('complete stores response, richData and metadata and drops the lease', () => {
    const { job } = transition(jobIn('processing'), events.complete, now);
    expect(job).toMatchObject({ status: 'completed', response: 'You have 1 ETH.', richData: [{ kind: 'balance' }], metadata: { chain: 'base' } });
    expect(job).not.toHaveProperty('leaseUntil');
  });

  it('complete without metadata sets no metadata', () => {
    const result = transition(jobIn('processing'), { type: 'complete', response: 'ok', richData: [] }, now);
    expect(result.change.set).not.toHaveProperty('metadata');
    expect(result.job).not.toHaveProperty('metadata');
  });

  it.each(['pending', 'processing'] as const)('cancel from %s drops the lease', (status) => {
    expect(transition(jobIn(status), events.cancel, now).job).not.toHaveProperty('leaseUntil');
  });
});

describe('newJob', () => {
  it('creates a pending job at attempt 0 with a queued update', () => {
    expect(newJob({ jobId: 'j', accountId: 'a', threadId: 't', prompt: 'p' }, now)).toStrictEqual({
      jobId: 'j',
      accountId: 'a',
      threadId: 't',
      prompt: 'p',
      status: 'pending',
      createdAt: at,
      statusUpdates: [{ at, status: 'pending', message: 'Queued.' }],
      attempt: 0,
    });
  });

  it('can be started', () => {
    expect(transition(newJob({ jobId: 'j', accountId: 'a', threadId: 't', prompt: 'p' }, now), events.start, now).job.status).toBe('processing');
  });
});

describe('isTerminal', () => {
  it.each([
    ['pending', false],
    ['processing', false],
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
  ] as const)('%s → %s', (status, terminal) => {
    expect(isTerminal(status)).toBe(terminal);
  });
});

describe('toJobView', () => {
  it.each([
    { status: 'pending', keys: ['success', 'jobId', 'threadId', 'status', 'prompt', 'createdAt', 'statusUpdates', 'cancellable'] },
    {
      status: 'processing',
      keys: ['success', 'jobId', 'threadId', 'status', 'prompt', 'createdAt', 'startedAt', 'statusUpdates', 'cancellable'],
    },
    {
      status: 'completed',
      keys: [
        'success',
        'jobId',
        'threadId',
        'status',
        'prompt',
        'createdAt',
        'startedAt',
        'completedAt',
        'processingTime',
        'statusUpdates',
        'cancellable',
        'response',
        'richData',
      ],
    },
    {
      status: 'failed',
      keys: [
        'success',
        'jobId',
        'threadId',
        'status',
        'prompt',
        'createdAt',
        'startedAt',
        'completedAt',
        'processingTime',
        'statusUpdates',
        'cancellable',
        'error',
        'errorCode',
      ],
    },
    {
      status: 'cancelled',
      keys: ['success', 'jobId', 'threadId', 'status', 'prompt', 'createdAt', 'cancelledAt', 'processingTime', 'statusUpdates', 'cancellable'],
    },
  ] as const)('a $status job shows exactly its fields', ({ status, keys }) => {
    expect(Object.keys(toJobView(jobIn(status)))).toStrictEqual(keys);
  });

  it.each(jobStatuses)('a %s job leaks no accountId, attempt or lease', (status) => {
    const view = toJobView(jobIn(status, { leaseUntil: liveLease, attempt: 5 }));
    expect(view).not.toHaveProperty('accountId');
    expect(view).not.toHaveProperty('attempt');
    expect(view).not.toHaveProperty('leaseUntil');
  });

  it.each(['pending', 'processing', 'cancelled'] as const)('a %s job shows no response, richData, metadata or error even if stored', (status) => {
    const view = toJobView(jobIn(status, { response: 'r', richData: [1], metadata: { chain: 'base' }, error: 'e', errorCode: 'E' }));
    for (const field of ['response', 'richData', 'metadata', 'error', 'errorCode']) expect(view).not.toHaveProperty(field);
  });

  it('a failed job shows no response even if stored', () => {
    const view = toJobView(jobIn('failed', { response: 'r', richData: [1], metadata: { chain: 'base' } }));
    for (const field of ['response', 'richData', 'metadata']) expect(view).not.toHaveProperty(field);
  });

  it('a completed job shows no error even if stored', () => {
    const view = toJobView(jobIn('completed', { error: 'e', errorCode: 'E' }));
    expect(view).not.toHaveProperty('error');
    expect(view).not.toHaveProperty('errorCode');
  });

  it.each([
    { status: 'pending', cancellable: true },
    { status: 'processing', cancellable: true },
    { status: 'completed', cancellable: false },
    { status: 'failed', cancellable: false },
    { status: 'cancelled', cancellable: false },
  ] as const)('a $status job has cancellable $cancellable', ({ status, cancellable }) => {
    expect(toJobView(jobIn(status)).cancellable).toBe(cancellable);
  });

  it.each([
    { name: 'completed, from startedAt', job: jobIn('completed'), ms: 30_000 },
    { name: 'failed, from startedAt', job: jobIn('failed'), ms: 30_000 },
    { name: 'cancelled before starting, from createdAt', job: jobIn('cancelled'), ms: 20_000 },
    { name: 'cancelled while processing, from startedAt', job: jobIn('cancelled', { startedAt: started }), ms: 10_000 },
    { name: 'failed before starting, from createdAt', job: jobIn('failed', { startedAt: undefined }), ms: 40_000 },
    { name: 'a clock that went backwards, clamped to 0', job: jobIn('completed', { completedAt: created }), ms: 0 },
  ])('processingTime of a job $name', ({ job, ms }) => {
    expect(toJobView(job).processingTime).toBe(ms);
  });

  it('a completed job with metadata shows it', () => {
    expect(toJobView(jobIn('completed', { metadata: { chain: 'base', transactionHash: '0xab' } })).metadata).toStrictEqual({
      chain: 'base',
      transactionHash: '0xab',
    });
  });

  it('a completed job without stored response or richData shows defaults', () => {
    const view = toJobView(jobIn('completed', { response: undefined, richData: undefined }));
    expect(view.response).toBe('');
    expect(view.richData).toStrictEqual([]);
  });

  it('a failed job without a stored error shows a generic one and no errorCode', () => {
    const view = toJobView(jobIn('failed', { error: undefined, errorCode: undefined }));
    expect(view.error).toBe('The job failed.');
    expect(view).not.toHaveProperty('errorCode');
  });

  it('the view of a completed job', () => {
    expect(toJobView(transition(jobIn('processing'), events.complete, now).job)).toMatchInlineSnapshot(`
      {
        "cancellable": false,
        "completedAt": "2030-01-01T00:01:00.000Z",
        "createdAt": "2030-01-01T00:00:00.000Z",
        "jobId": "job-1",
        "metadata": {
          "chain": "base",
        },
        "processingTime": 50000,
        "prompt": "what is my ETH balance on base",
        "response": "You have 1 ETH.",
        "richData": [
          {
            "kind": "balance",
          },
        ],
        "startedAt": "2030-01-01T00:00:10.000Z",
        "status": "completed",
        "statusUpdates": [
          {
            "at": "2030-01-01T00:00:00.000Z",
            "message": "Queued.",
            "status": "pending",
          },
          {
            "at": "2030-01-01T00:01:00.000Z",
            "message": "Completed.",
            "status": "completed",
          },
        ],
        "success": true,
        "threadId": "thread-1",
      }
    `);
  });
});

describe('transition: commit before a broadcast', () => {
  it('makes a processing job no longer cancellable, naming why', () => {
    const committed = transition(jobIn('processing'), events.commit, now).job;
    expect(committed.committedStep).toBe('job-1#0');
    expect(() => transition(committed, events.cancel, now)).toThrowError(
      expect.objectContaining({ code: 'JOB_COMMITTED', message: expect.stringContaining('can no longer be cancelled') }),
    );
    expect(toJobView(committed).cancellable).toBe(false);
  });

  it('is a no-op when the same step commits again (a resumed attempt)', () => {
    const committed = transition(jobIn('processing'), events.commit, now).job;
    const again = transition(committed, events.commit, now);
    expect(again.noop).toBe(true);
    expect(again.job).toBe(committed);
  });
});

describe('transition: the interpretation travels with the job, not the view', () => {
  it('is stored on complete and on fail, and never shown', () => {
    const interpretation = { kind: 'ask', question: 'Which chain?', pending: { kind: 'transfer' } };
    const done = transition(jobIn('processing'), { type: 'complete', response: 'Which chain?', richData: [], interpretation }, now).job;
    expect(done.interpretation).toEqual(interpretation);
    const failed = transition(jobIn('processing'), { type: 'fail', error: 'x', code: 'X', interpretation }, now).job;
    expect(failed.interpretation).toEqual(interpretation);
    expect(toJobView(done)).not.toHaveProperty('interpretation');
  });
});
