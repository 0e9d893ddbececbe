import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getAddress, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import { dynamoLaunchStore } from '../../lib/adapters/dynamodb/dynamo-launch-store.ts';
import { claimFees } from '../../lib/capabilities/launches/claim-fees.ts';
import { checkFees } from '../../lib/capabilities/launches/check-fees.ts';
import { launchToken } from '../../lib/capabilities/launches/launch-token.ts';
import type { LaunchDeps } from '../../lib/capabilities/launches/launch-deps.ts';
import type { FeeAmounts, LaunchProtocol } from '../../lib/capabilities/launches/launch-protocol.ts';
import type { LaunchStore } from '../../lib/capabilities/launches/launch-store.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import { defaultConfig } from '../../lib/deps.ts';
import { PermanentError } from '../../lib/errors.ts';
import { createLocalDynamoDbClient } from '../../lib/local/dynamodb-local.ts';
import { ensureTable } from '../../lib/local/table-schema.ts';
import type { PriceService } from '../../lib/market/price-service.ts';
import type { TxStepStore } from '../../lib/transactions/tx-step-store.ts';
import { adjustableClock, type AdjustableClock } from '../support/clock.ts';

/**
 * The deployment cooldown, the launch store and the fee use cases against
 * the real launch store on DynamoDB Local. The launch protocol is faked at
 * its port only: in production it is a third-party protocol's adapter, and
 * the PurserLaunchpad sandbox contract lands separately (its end-to-end
 * launch and claim test comes with it).
 */
const tableName = `launches-${randomUUID().slice(0, 8)}`;
const wallet: Address = '0x00000000000000000000000000000000000000a1';
let store: LaunchStore;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  const client = createLocalDynamoDbClient(inject('dynamoEndpoint'));
  await ensureTable(client, tableName);
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  store = dynamoLaunchStore(doc, tableName);
});
afterAll(() => doc?.destroy());

/** A fake of the launch protocol port: every launch a new token, after a pause so parallel jobs overlap. */
function fakeProtocol(): LaunchProtocol & { launched: string[]; unclaimedOf: Map<string, FeeAmounts>; claims: string[] } {
  let n = 0;
  const launched: string[] = [];
  const unclaimedOf = new Map<string, FeeAmounts>();
  const claims: string[] = [];
  return {
    name: 'fake',
    chainId: 8453,
    weth: '0x4200000000000000000000000000000000000006',
    vesting: true,
    pooledWeth: false,
    launched,
    unclaimedOf,
    claims,
    async terms() {
      return { swapFeeBps: 120, creatorShareBps: 5700 };
    },
    async simulateLaunch() {
      return { token: '0x00000000000000000000000000000000000051a7' };
    },
    async launch(_sender, input) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (input.symbol === 'FAIL') throw new PermanentError('TRANSACTION_REVERTED', 'The launch of FAIL reverted on Base; only gas was spent.');
      n += 1;
      const token = getAddress(`0x${String(n).padStart(4, '0')}${'b'.repeat(36)}`);
      launched.push(input.symbol);
      return { token, txHash: `0x${String(n).padStart(64, '0')}` as Hex };
    },
    async unclaimed(_creator, token) {
      return unclaimedOf.get(token.toLowerCase()) ?? { weth: 0n, tokenAmount: 0n };
    },
    async claimable(_creator, token) {
      return unclaimedOf.get(token.toLowerCase()) ?? { weth: 0n, tokenAmount: 0n };
    },
    async claim(_sender, _creator, token) {
      claims.push(token);
      return { txHash: `0x${'c'.repeat(64)}`, weth: 0n, tokens: [] };
    },
    async claimAll() {
      claims.push('all');
      return { txHash: `0x${'c'.repeat(64)}`, weth: 0n, tokens: [] };
    },
    async tokensOf() {
      return launched.map((_, i) => getAddress(`0x${String(i + 1).padStart(4, '0')}${'b'.repeat(36)}`));
    },
    async isLaunched() {
      return true;
    },
  };
}

let clock: AdjustableClock;
let protocol: ReturnType<typeof fakeProtocol>;
beforeEach(() => {
  clock = adjustableClock();
  protocol = fakeProtocol();
});

const deps = (overrides: Partial<LaunchDeps['config']> = {}): LaunchDeps => ({
  config: { ...defaultConfig, ...overrides },
  clock,
  chains: {} as ChainGateway,
  steps: { get: async () => undefined } as unknown as TxStepStore,
  launches: store,
  launchProtocol: protocol,
});

function context(accountId: string, options: { member?: boolean; jobId?: string } = {}): JobContext & { sent: number } {
  const ctx = {
    sent: 0,
    job: { jobId: options.jobId ?? `job_${randomUUID()}`, accountId } as JobContext['job'],
    account: {
      accountId,
      email: 'a@example.com',
      createdAt: '',
      wallets: { evm: { keyId: 'k', address: wallet }, solana: { keyId: 's', address: 'x' } },
      ...(options.member ? { member: true } : {}),
    },
    progress: async () => undefined,
    assertNotCancelled: async () => undefined,
    sendTransaction: async () => {
      ctx.sent += 1;
      throw new Error('the fake protocol sends nothing');
    },
  };
  return ctx as JobContext & { sent: number };
}

const intent = (symbol: string) => ({ kind: 'launch' as const, chain: 'base' as const, name: `${symbol} Token`, symbol });
const account = () => `acct_${randomUUID()}`;

describe('deployment cooldown', () => {
  it('lets one of two parallel launches of an account pass', async () => {
    const id = account();
    const results = await Promise.allSettled([launchToken(deps(), context(id), intent('ONE')), launchToken(deps(), context(id), intent('TWO'))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'DEPLOYMENT_LIMIT_REACHED' });
    expect(refused.reason.message).toBe('Deployment limit reached: one launch per 24 hours (next launch possible in 24 h).');
    expect(protocol.launched).toHaveLength(1);
  });

  it('says how long is left, and allows the next launch 24 hours after the last', async () => {
    const id = account();
    await launchToken(deps(), context(id), intent('MCAT'));
    clock.advance((10 * 60 + 48) * 60_000);
    await expect(launchToken(deps(), context(id), intent('NEXT'))).rejects.toThrow(
      'Deployment limit reached: one launch per 24 hours (next launch possible in 13 h 12 min).',
    );
    clock.advance((13 * 60 + 12) * 60_000 + 1_000);
    await expect(launchToken(deps(), context(id), intent('NEXT'))).resolves.toMatchObject({ metadata: { chain: 'base' } });
  });

  it('gives members their configured limit', async () => {
    const id = account();
    for (const symbol of ['A', 'B', 'C']) await launchToken(deps({ memberLaunchesPerDay: 3 }), context(id, { member: true }), intent(symbol));
    await expect(launchToken(deps({ memberLaunchesPerDay: 3 }), context(id, { member: true }), intent('D'))).rejects.toThrow(
      /Deployment limit reached: 3 launches per 24 hours/,
    );
  });

  it('gives the slot back when the launch puts nothing on chain', async () => {
    const id = account();
    await expect(launchToken(deps(), context(id), intent('FAIL'))).rejects.toMatchObject({ code: 'TRANSACTION_REVERTED' });
    const next = await launchToken(deps(), context(id), intent('MCAT'));
    expect(next.response).toMatch(/MCAT/);
    expect(protocol.launched).toEqual(['MCAT']);
  });

  it('keeps the slot of a retried job: the cooldown lets the same job through again', async () => {
    const id = account();
    const jobId = `job_${randomUUID()}`;
    await launchToken(deps(), context(id, { jobId }), intent('MCAT'));
    const retried = await launchToken(deps(), context(id, { jobId }), intent('MCAT'));
    expect(retried.response).toMatch(/MCAT/);
    // Only the cooldown is under test: this fake launches again on the retry, where the real protocol's
    // transaction steps (keyed by the job) would find the first launch and send nothing (pipeline.test.ts).
    expect(protocol.launched).toEqual(['MCAT', 'MCAT']);
    // Another job of the account, inside the 24 hours, is still refused.
    await expect(launchToken(deps(), context(id), intent('OTHER'))).rejects.toThrow(/Deployment limit reached/);
  });

  it('records the launch for the account and the symbol lookup', async () => {
    const id = account();
    const outcome = await launchToken(deps(), context(id), { ...intent('RCRD'), vestingDays: 30, description: 'a "quoted" description' });
    const [record] = await store.listByAccount(id);
    expect(record).toMatchObject({
      accountId: id,
      chain: 'base',
      symbol: 'RCRD',
      name: 'RCRD Token',
      creator: wallet,
      vestingSeconds: 30 * 86_400,
      description: 'a "quoted" description',
    });
    expect(outcome.response).toContain(`Launched RCRD Token (RCRD) on Base: ${record!.token}.`);
    expect(outcome.response).toContain('fees vest over 30 days');
    expect((await store.findBySymbol('base', 'rcrd')).map((r) => r.token)).toContain(record!.token);
  });
});

describe('creator fees', () => {
  const prices: PriceService = { usdPrice: async ({ token }) => ({ usd: token === 'WETH' ? 3000 : 0.01, source: 'test' }) };

  it('completes without sending anything when nothing is claimable', async () => {
    const id = account();
    await launchToken(deps(), context(id), intent('MCAT'));
    const ctx = context(id);
    const outcome = await claimFees({ ...deps(), prices }, ctx, { token: 'mcat' });
    expect(outcome.response).toMatch(/^No claimable fees for MCAT: nothing was sent\./);
    expect(outcome.metadata).toBeUndefined();
    expect(protocol.claims).toEqual([]);
    expect(ctx.sent).toBe(0);
  });

  /** An account that launched MCAT, which has 0.01 WETH and 5 MCAT of unclaimed fees. */
  async function launchedWithFees(): Promise<{ id: string; token: string }> {
    const id = account();
    await launchToken(deps(), context(id), intent('MCAT'));
    const [record] = await store.listByAccount(id);
    protocol.unclaimedOf.set(record!.token.toLowerCase(), { weth: 10n ** 16n, tokenAmount: 5n * 10n ** 18n });
    return { id, token: record!.token };
  }

  it('claims a token with fees to the caller', async () => {
    const { id, token } = await launchedWithFees();
    const outcome = await claimFees({ ...deps(), prices }, context(id), { token: 'MCAT' });
    expect(protocol.claims).toEqual([token]);
    expect(outcome.metadata).toEqual({ transactionHash: `0x${'c'.repeat(64)}`, chain: 'base' });
  });

  it('reports unclaimed fees in WETH and tokens with dollar values', async () => {
    const { id } = await launchedWithFees();
    const outcome = await checkFees({ ...deps(), prices }, context(id), { token: 'MCAT' });
    expect(outcome.response).toContain('0.01 WETH + 5 MCAT (≈ $30.05)');
  });

  it('refuses a token the caller did not launch', async () => {
    const id = account();
    await expect(claimFees({ ...deps(), prices }, context(id), { token: 'NOPE' })).rejects.toMatchObject({ code: 'NOT_YOUR_LAUNCH' });
  });

  it('answers that Solana has no creator fees', async () => {
    const outcome = await checkFees({ ...deps(), prices }, context(account()), { chain: 'solana' });
    expect(outcome.response).toBe('You have no creator fees on Solana: Solana launch fee terms are not specified, so launches are Base-only.');
  });
});
