import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { erc20Abi, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationCreateIntent } from '../../lib/capabilities/automations/intent.ts';
import { evmChains } from '../../lib/chains/chains.ts';
import { cancelAutomation } from '../../lib/automations/cancel-automation.ts';
import { createAutomation } from '../../lib/automations/create-automation.ts';
import { listAutomations } from '../../lib/automations/list-automations.ts';
import { movePrice } from '../../lib/sandbox/evm/move-price.ts';
import { adjustableClock } from '../support/clock.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

const run = promisify(execFile);
const hour = 3_600_000;
const base = evmChains.find((c) => c.name === 'base')!;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const degen = base.tokens.find((t) => t.symbol === 'DEGEN')!.address;
const clock = adjustableClock();
let rt: TestRuntime;

beforeAll(async () => {
  // The local scheduler's timer is off: each test ticks by hand, at the clock it has advanced.
  rt = await startTestRuntime({ clock, automationTickMs: 0 });
});
afterAll(async () => rt?.stop());

const balanceOf = (token: Address, owner: string) =>
  rt.deps.chains.evm(base.chainId).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] });
const recipient = () =>
  `0x${Date.now().toString(16).padStart(12, '0')}${Math.floor(Math.random() * 2 ** 32)
    .toString(16)
    .padStart(8, '0')}${'0'.repeat(20)}`;
const transferUsdc = (to: string, value = '1'): AutomationCreateIntent['action'] => ({
  kind: 'transfer',
  chain: 'base',
  token: 'USDC',
  amount: { kind: 'exact', value },
  to,
});
const get = (accountId: string, automationId: string) => rt.deps.automations.get(accountId, automationId);

/** A funded account and a full key of its own (automations act with the key that created them). */
async function owner() {
  const account = await rt.newAccount();
  const key = await rt.addKey(account.accountId, { scope: 'trade-only' });
  return { ...account, ...key };
}

async function create(who: { accountId: string; keyId: string }, intent: Omit<AutomationCreateIntent, 'kind'>) {
  const { automation } = await createAutomation(rt.deps, {
    accountId: who.accountId,
    keyId: who.keyId,
    keyScope: 'trade-only',
    intent: { kind: 'automation-create', ...intent },
  });
  return automation;
}

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hour).toISOString();

describe('automations: limit orders, scheduled and recurring trades', () => {
  it('a limit buy of DEGEN "if it drops 10%" waits at the current price, fires once after the price falls 20%, and its job is visible', async () => {
    const who = await owner();
    const automation = await create(who, {
      action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '100' }, side: 'buy', slippageBps: 500 },
      trigger: { type: 'price', token: 'DEGEN', chain: 'base', direction: 'below', percent: 10 },
      description: 'buy 100 DEGEN with USDC on base if DEGEN drops 10%',
    });
    expect(automation).toMatchObject({ kind: 'limit', status: 'active', trigger: { priceUsd: expect.stringMatching(/^\d+\.\d+$/) } });
    expect(automation.nextRunAt).toBeUndefined();
    const before = await balanceOf(degen, who.evm);

    expect((await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId)).toEqual([]);

    const rpcUrl = rt.rpcUrls[String(base.chainId)]![0]!;
    let fired: Array<{ automationId: string; jobId: string }>;
    let job: any;
    await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: -20 });
    try {
      fired = (await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId);
      // Still below the limit, but a limit order fires once.
      const again = (await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId);
      expect(again).toEqual([]);
      expect(fired).toHaveLength(1);
      job = await rt.waitForJob(fired[0]!.jobId, who.apiKey, 30_000);
    } finally {
      // Other test files trade DEGEN on the same chain: put the price back as soon as the order has traded.
      await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: 25 });
    }
    expect(job.status, job.error).toBe('completed');
    expect(job.metadata).toMatchObject({ automationId: automation.automationId, chain: 'base', transactionHash: expect.stringMatching(/^0x/) });
    expect((await balanceOf(degen, who.evm)) - before).toBe(parseUnits('100', 18));

    await rt.tickAutomations();
    const done = await get(who.accountId, automation.automationId);
    expect(done).toMatchObject({ status: 'completed', runs: [{ jobId: fired[0]!.jobId, status: 'completed' }] });
    expect((await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId)).toEqual([]);
  });

  it('a transfer scheduled two hours ahead does nothing after one hour and runs at two', async () => {
    const who = await owner();
    const to = recipient();
    const automation = await create(who, { action: transferUsdc(to), trigger: { type: 'at', at: inHours(2) }, description: 'send 1 USDC on base in 2 hours' });
    expect(automation).toMatchObject({ kind: 'scheduled', nextRunAt: automation.trigger.type === 'at' ? automation.trigger.at : '' });

    clock.advance(hour);
    expect((await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId)).toEqual([]);
    clock.advance(hour + 1_000);
    const fired = (await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId);
    expect(fired).toHaveLength(1);
    const job = await rt.waitForJob(fired[0]!.jobId, who.apiKey);
    expect(job).toMatchObject({ status: 'completed', metadata: { automationId: automation.automationId } });
    expect(await balanceOf(usdc, to)).toBe(parseUnits('1', 6));
    await rt.tickAutomations();
    expect(await get(who.accountId, automation.automationId)).toMatchObject({ status: 'completed', runCount: 1 });
  });

  it('a recurring transfer every hour, 3 times, runs exactly 3 times over 4 hours', async () => {
    const who = await owner();
    const to = recipient();
    const automation = await create(who, {
      action: transferUsdc(to),
      trigger: { type: 'every', intervalSeconds: 3_600, startAt: clock.now().toISOString(), count: 3 },
      description: 'send 1 USDC on base every hour, 3 times',
    });
    const jobs: string[] = [];
    for (let h = 0; h <= 4; h += 1) {
      if (h > 0) clock.advance(hour);
      for (const f of (await rt.tickAutomations()).fired.filter((x) => x.automationId === automation.automationId)) {
        jobs.push(f.jobId);
        expect((await rt.waitForJob(f.jobId, who.apiKey)).status).toBe('completed');
      }
    }
    expect(jobs).toHaveLength(3);
    expect(await balanceOf(usdc, to)).toBe(parseUnits('3', 6));
    const [view] = (await listAutomations(rt.deps, who.accountId)).filter((a) => a.automationId === automation.automationId);
    expect(view).toMatchObject({ kind: 'recurring', status: 'completed', nextRunAt: null, runCount: 3 });
    expect(view!.runs.map((r) => [r.jobId, r.status])).toEqual(jobs.map((jobId) => [jobId, 'completed']));
  });

  it('cancelling a recurring trade stops further executions', async () => {
    const who = await owner();
    const automation = await create(who, {
      action: transferUsdc(recipient()),
      trigger: { type: 'every', intervalSeconds: 3_600, startAt: clock.now().toISOString() },
      description: 'send 1 USDC on base every hour',
    });
    const first = (await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId);
    expect(first).toHaveLength(1);
    const [cancelled] = await cancelAutomation(rt.deps, { accountId: who.accountId, target: automation.automationId });
    expect(cancelled).toMatchObject({ status: 'cancelled', nextRunAt: null });
    clock.advance(2 * hour);
    expect((await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId)).toEqual([]);
    await rt.waitForJob(first[0]!.jobId, who.apiKey);
    await rt.tickAutomations();
    // The run already submitted is recorded; the automation stays cancelled.
    expect(await get(who.accountId, automation.automationId)).toMatchObject({ status: 'cancelled', runCount: 1, runs: [{ status: 'completed' }] });
  });

  it('revoking the key that created an automation pauses it, with the reason, and runs nothing', async () => {
    const who = await owner();
    const automation = await create(who, {
      action: transferUsdc(recipient()),
      trigger: { type: 'at', at: inHours(1) },
      description: 'send 1 USDC on base in an hour',
    });
    await rt.deps.accounts.revokeKey(who.accountId, who.keyId, clock.now().toISOString());
    clock.advance(hour + 1_000);
    const tick = await rt.tickAutomations();
    expect(tick.paused).toContain(automation.automationId);
    expect(tick.fired.filter((f) => f.automationId === automation.automationId)).toEqual([]);
    const paused = await get(who.accountId, automation.automationId);
    expect(paused).toMatchObject({ status: 'paused', runs: [], reason: expect.stringContaining(`API key ${who.keyId} that created it was revoked`) });
    expect(paused!.nextRunAt).toBeUndefined();
  });

  it('a failed execution (insufficient balance) is recorded and the limit order becomes failed with the reason', async () => {
    const who = await owner();
    const automation = await create(who, {
      action: transferUsdc(recipient(), '1000000000'),
      trigger: { type: 'price', token: 'DEGEN', chain: 'base', direction: 'above', percent: 5 },
      description: 'send 1,000,000,000 USDC on base when DEGEN rises 5%',
    });
    const rpcUrl = rt.rpcUrls[String(base.chainId)]![0]!;
    await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: 10 });
    let fired: Array<{ automationId: string; jobId: string }>;
    try {
      fired = (await rt.tickAutomations()).fired.filter((f) => f.automationId === automation.automationId);
    } finally {
      await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: -9.09 });
    }
    expect(fired).toHaveLength(1);
    const job = await rt.waitForJob(fired[0]!.jobId, who.apiKey);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'INSUFFICIENT_FUNDS', metadata: { automationId: automation.automationId } });
    const tick = await rt.tickAutomations();
    expect(tick.settled).toContainEqual({ automationId: automation.automationId, status: 'failed' });
    const failed = await get(who.accountId, automation.automationId);
    expect(failed).toMatchObject({
      status: 'failed',
      runs: [{ jobId: fired[0]!.jobId, status: 'failed', error: expect.stringContaining('INSUFFICIENT_FUNDS') }],
    });
    expect(failed!.reason).toContain(`${fired[0]!.jobId} failed: INSUFFICIENT_FUNDS`);
  });

  it('a price trigger is made to wait: "when it hits" goes from the price now, and one the price already meets is refused', async () => {
    const who = await owner();
    const now = (await rt.deps.prices.usdPrice({ chain: 'base', token: 'DEGEN' })).usd;
    const at = (factor: number) => (now * factor).toPrecision(6);
    const reach = (priceUsd: string) =>
      create(who, {
        action: transferUsdc(recipient()),
        trigger: { type: 'price', token: 'DEGEN', chain: 'base', direction: 'reach', priceUsd },
        description: `send 1 USDC on base when DEGEN hits $${priceUsd}`,
      });
    expect((await reach(at(0.5))).trigger).toMatchObject({ direction: 'below', priceUsd: at(0.5) });
    expect((await reach(at(2))).trigger).toMatchObject({ direction: 'above', priceUsd: at(2) });
    for (const [direction, factor] of [
      ['above', 0.5],
      ['below', 2],
    ] as const) {
      const refused = create(who, {
        action: transferUsdc(recipient()),
        trigger: { type: 'price', token: 'DEGEN', chain: 'base', direction, priceUsd: at(factor) },
        description: `send 1 USDC on base when DEGEN is ${direction} $${at(factor)}`,
      });
      await expect(refused).rejects.toMatchObject({ code: 'PRICE_TRIGGER_ALREADY_MET', message: expect.stringContaining('would run at once') });
    }
    const open = (await rt.deps.automations.listByAccount(who.accountId)).filter((a) => a.status === 'active');
    expect(open.map((a) => a.trigger)).toHaveLength(2);
    expect((await rt.tickAutomations()).fired.filter((f) => open.some((a) => a.automationId === f.automationId))).toEqual([]);
  });

  it('two watcher ticks racing fire one job', async () => {
    const who = await owner();
    const automation = await create(who, {
      action: transferUsdc(recipient()),
      trigger: { type: 'at', at: clock.now().toISOString() },
      description: 'send 1 USDC on base now',
    });
    const ticks = await Promise.all([rt.tickAutomations(), rt.tickAutomations(), rt.tickAutomations()]);
    const fired = ticks.flatMap((t) => t.fired).filter((f) => f.automationId === automation.automationId);
    expect(fired).toHaveLength(1);
    const stored = await get(who.accountId, automation.automationId);
    expect(stored!.runs).toHaveLength(1);
    expect((await rt.waitForJob(fired[0]!.jobId, who.apiKey)).status).toBe('completed');
  });

  it('a read-only key cannot create an automation', async () => {
    const who = await owner();
    await expect(
      createAutomation(rt.deps, {
        accountId: who.accountId,
        keyId: who.keyId,
        keyScope: 'read-only',
        intent: { kind: 'automation-create', action: transferUsdc(recipient()), trigger: { type: 'at', at: inHours(1) }, description: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'SCOPE_INSUFFICIENT' });
  });

  it('from prompts: a read-only key is refused, an order is created, listed and cancelled', async () => {
    const who = await owner();
    const prompt = async (apiKey: string, text: string) => {
      const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
      expect(res.status).toBe(202);
      return rt.waitForJob(res.body.jobId, apiKey, 30_000);
    };
    const readOnly = await rt.addKey(who.accountId, { scope: 'read-only' });
    const refused = await prompt(readOnly.apiKey, 'buy 100 degen with usdc on base if it drops below $0.000001');
    expect(refused).toMatchObject({ status: 'failed', errorCode: 'SCOPE_INSUFFICIENT' });
    expect(await rt.deps.automations.listByAccount(who.accountId)).toEqual([]);

    const created = await prompt(who.apiKey, 'buy 100 degen with usdc on base if it drops below $0.000001');
    expect(created.status, created.error).toBe('completed');
    expect(created.response).toMatch(/^Order auto_[0-9A-Z]{26} created: /);
    const automationId = created.richData[0].automationId as string;
    expect(await get(who.accountId, automationId)).toMatchObject({ kind: 'limit', status: 'active', keyId: who.keyId, trigger: { priceUsd: '0.000001' } });

    const listed = await prompt(readOnly.apiKey, 'show my orders');
    expect(listed.status).toBe('completed');
    expect(listed.response).toContain(automationId);
    expect(listed.richData[0].automations).toEqual([expect.objectContaining({ automationId, status: 'active', runs: [] })]);

    const cancelled = await prompt(who.apiKey, `cancel order ${automationId}`);
    expect(cancelled.status, cancelled.error).toBe('completed');
    expect(cancelled.response).toContain(`Cancelled ${automationId}`);
    expect(await get(who.accountId, automationId)).toMatchObject({ status: 'cancelled' });
  });

  it('from prompts (issue 16): an order asks on the thread, an open-ended one says how to stop it, and orders are listed and cancelled by what they are', async () => {
    const who = await owner();
    const prompt = async (text: string, threadId?: string) => {
      const res = await rt.call('/agent/prompt', { apiKey: who.apiKey, body: { prompt: text, ...(threadId ? { threadId } : {}) } });
      expect(res.status).toBe(202);
      return rt.waitForJob(res.body.jobId, who.apiKey, 30_000);
    };
    const usdcBefore = await balanceOf(usdc, who.evm);

    // The order lacks its chain: asked on the thread, and the answer completes the order (nothing trades now).
    const asked = await prompt('every monday buy $5 of eth with usdc');
    expect(asked.status, asked.error).toBe('completed');
    expect(asked.richData[0]).toMatchObject({ type: 'question', awaiting: 'chain' });
    expect(await rt.deps.automations.listByAccount(who.accountId)).toEqual([]);
    const weekly = await prompt('base', asked.threadId);
    expect(weekly.status, weekly.error).toBe('completed');
    expect(weekly.response).toMatch(/Recurring trade auto_[0-9A-Z]{26} created: .* It repeats with no end until you stop it: say "stop my weekly ETH buys"/);
    const daily = await prompt('buy $5 of eth with usdc on base every day');
    expect(daily.response).toMatch(/say "stop my daily ETH buys"/);
    const limit = await prompt('buy 100 degen with usdc on base if degen drops below $0.000001');
    expect(limit.status, limit.error).toBe('completed');
    expect(await balanceOf(usdc, who.evm)).toBe(usdcBefore);

    const recurring = await prompt('show my recurring buys');
    expect(recurring.response).toMatch(/^Your recurring buys \(2\):/);
    const limits = await prompt('list my limit orders');
    expect(limits.richData[0].automations.map((a: { automationId: string }) => a.automationId)).toEqual([limit.richData[0].automationId]);

    // Two ETH buys recur: asked which, nothing cancelled; the weekly one is one order.
    const which = await prompt('stop my eth purchases');
    expect(which.response).toMatch(/^2 open orders are ETH buys; nothing was cancelled\. Say which one: "cancel order auto_/);
    const none = await prompt('cancel the ETH buy at $2,400');
    expect(none.response).toMatch(/^No open order is one of your limit ETH buys at \$2400; nothing was cancelled/);
    const stopped = await prompt('stop my weekly ETH buys');
    expect(stopped.response).toContain(`Cancelled ${weekly.richData[0].automationId}`);
    const statuses = (await rt.deps.automations.listByAccount(who.accountId)).map((a) => [a.automationId, a.status]);
    expect(statuses).toEqual([
      [weekly.richData[0].automationId, 'cancelled'],
      [daily.richData[0].automationId, 'active'],
      [limit.richData[0].automationId, 'active'],
    ]);
  });

  it('a weekday order read from a prompt is stored and runs on weekdays at its time only, in UTC (issue 16)', async () => {
    const who = await owner();
    const to = recipient();
    // Move the clock to a Friday 08:00 UTC, an hour before the order's time.
    const now = clock.now();
    const daysToFriday = (5 - now.getUTCDay() + 7) % 7 || 7;
    clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToFriday, 8) - now.getTime());
    const res = await rt.call('/agent/prompt', { apiKey: who.apiKey, body: { prompt: `send 1 usdc to ${to} on base weekdays at 9:00 UTC` } });
    const created = await rt.waitForJob(res.body.jobId, who.apiKey, 30_000);
    expect(created.status, created.error).toBe('completed');
    const automationId = created.richData[0].automationId as string;
    // What the watcher reads is the stored order (it would be the same after a restart).
    const stored = await get(who.accountId, automationId);
    expect(stored).toMatchObject({ kind: 'recurring', trigger: { calendar: { weekdays: [1, 2, 3, 4, 5] } } });
    expect(new Date(stored!.nextRunAt!).getUTCDay()).toBe(5);

    const fired: string[] = [];
    const tick = async () => {
      for (const f of (await rt.tickAutomations()).fired.filter((x) => x.automationId === automationId)) {
        fired.push(clock.now().toISOString().slice(0, 13));
        expect((await rt.waitForJob(f.jobId, who.apiKey)).status).toBe('completed');
      }
    };
    await tick(); // Friday 08:00: not yet
    for (let h = 0; h < 4 * 24; h += 1) {
      clock.advance(hour);
      await tick();
    }
    // Friday 09:00 and Monday 09:00 ran; Saturday and Sunday did not.
    expect(fired.map((h) => new Date(`${h}:00:00Z`).getUTCDay())).toEqual([5, 1]);
    expect(fired.every((h) => h.endsWith('T09'))).toBe(true);
    expect(await balanceOf(usdc, to)).toBe(parseUnits('2', 6));
  });

  it('lists and cancels from the operator CLI as JSON', { timeout: 120_000 }, async () => {
    const who = await owner();
    const automation = await create(who, {
      action: transferUsdc(recipient()),
      trigger: { type: 'at', at: inHours(3) },
      description: 'send 1 USDC on base in 3 hours',
    });
    const cli = async (...args: string[]) =>
      JSON.parse((await run('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], { env: { ...process.env, PURSER_DATA_DIR: rt.dataDir } })).stdout);
    const listed = await cli('automations', 'list', '--account', who.accountId);
    expect(listed.automations).toEqual([
      expect.objectContaining({ automationId: automation.automationId, kind: 'scheduled', status: 'active', nextRunAt: automation.nextRunAt, runs: [] }),
    ]);
    const cancelled = await cli('automations', 'cancel', '--account', who.accountId, '--all');
    expect(cancelled.cancelled).toEqual([expect.objectContaining({ automationId: automation.automationId, status: 'cancelled' })]);
  });
});
