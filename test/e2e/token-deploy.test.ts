import { erc20Abi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { sandboxLaunchpadOf } from '../../lib/sandbox/evm/deploy-launchpad.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * POST /token-launches/deploy, the published client's launch: the same launch job as a launch prompt (cooldown,
 * pipeline, records), from structured fields, answered with its outcome.
 */
let rt: TestRuntime;
const base = evmChainByName('base')!;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});

const deploy = (apiKey: string, body: unknown, headers?: Record<string, string>) =>
  rt.call('/token-launches/deploy', { apiKey, body, ...(headers ? { headers } : {}) });

describe('POST /token-launches/deploy', { timeout: 90_000 }, () => {
  it('launches from the caller’s Base wallet and answers with the token, its pool, the transaction and the fee split; a second launch within 24 hours is a 429', async () => {
    const { apiKey, evm, accountId } = await rt.newAccount();
    const res = await deploy(apiKey, {
      tokenName: 'Deploy Cat',
      tokenSymbol: '$dcat',
      websiteUrl: 'https://example.com/deploy-cat',
      tweetUrl: 'https://x.com/purser/status/2',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      chain: 'base',
      tokenAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(res.body.poolId).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const token = res.body.tokenAddress as Address;
    const client = rt.deps.chains.evm(base.chainId);
    expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })).toBe('DCAT');
    expect((await client.getTransactionReceipt({ hash: res.body.txHash })).status).toBe('success');
    expect((await rt.deps.launchProtocol!.tokensOf!(evm)).map((t) => t.toLowerCase())).toContain(token.toLowerCase());
    expect(res.body.feeDistribution.creator).toEqual({ address: evm, bps: 5700 });
    // The client's website and post are recorded with the launch (the protocol has no field for them).
    expect(await rt.deps.launches!.listByAccount(accountId)).toMatchObject([
      { token, symbol: 'DCAT', websiteUrl: 'https://example.com/deploy-cat', tweetUrl: 'https://x.com/purser/status/2' },
    ]);
    // The job it ran is the caller's, like any launch prompt's.
    const job = await rt.call(`/agent/job/${res.body.activityId}`, { apiKey });
    expect(job.body).toMatchObject({ status: 'completed', metadata: { transactionHash: res.body.txHash } });

    const again = await deploy(apiKey, { tokenName: 'Deploy Dog' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'DEPLOYMENT_LIMIT_REACHED', details: { activityId: expect.any(String) } });
    expect(again.body.message).toMatch(/^Deployment limit reached: one launch per 24 hours/);
  });

  it('makes the ticker from the name when none is given', async () => {
    const { apiKey } = await rt.newAccount();
    const res = await deploy(apiKey, { tokenName: 'Moon Rocket Fuel Extra' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const client = rt.deps.chains.evm(base.chainId);
    expect(await client.readContract({ address: res.body.tokenAddress, abi: erc20Abi, functionName: 'symbol' })).toBe('MOONROCKETFU');
  });

  it('with the same Idempotency-Key, a repeat gets the first launch back and launches nothing more', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const headers = { 'idempotency-key': 'deploy-once-0001' };
    const first = await deploy(apiKey, { tokenName: 'Once Cat', tokenSymbol: 'ONCE' }, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const repeat = await deploy(apiKey, { tokenName: 'Once Cat', tokenSymbol: 'ONCE' }, headers);
    expect(repeat.status).toBe(200);
    expect(repeat.body.tokenAddress).toBe(first.body.tokenAddress);
    expect(await rt.deps.launchProtocol!.tokensOf!(evm)).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, before any job exists', async () => {
    const { apiKey } = await rt.newAccount();
    const cases: [unknown, string][] = [
      [{}, 'tokenName'],
      [{ tokenName: '   ' }, 'tokenName'],
      [{ tokenName: 'x'.repeat(65) }, 'tokenName'],
      [{ tokenName: 'Bad', tokenSymbol: 'TOO-LONG-SYMBOL!' }, 'tokenSymbol'],
      [{ tokenName: '🚀🚀' }, 'tokenSymbol'],
      [{ tokenName: 'Bad', image: 'javascript:alert(1)' }, 'image'],
      [{ tokenName: 'Bad', websiteUrl: 'ftp://example.com' }, 'websiteUrl'],
      [{ tokenName: 'Bad', feeRecipient: { type: 'bank', value: 'x' } }, 'feeRecipient.type'],
      [{ tokenName: 'Bad', feeRecipient: { type: 'wallet', value: '' } }, 'feeRecipient.value'],
      [{ tokenName: 'Bad', simulateOnly: 'yes' }, 'simulateOnly'],
      // A misspelt option is refused, never dropped: "simulate" launching for real would spend the day's launch.
      [{ tokenName: 'Bad', simulate: true }, 'body'],
      [{ tokenName: 'Bad', feeRecipient: { type: 'wallet', value: '0x000000000000000000000000000000000000FEE1', extra: 1 } }, 'feeRecipient'],
      [{ tokenName: 'Moon\u0000Cat' }, 'tokenName'],
      [{ tokenName: 'Moon\u202eCat' }, 'tokenName'],
      ['not an object', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await deploy(apiKey, body);
      expect([res.status, res.body.details?.field], JSON.stringify(body)).toEqual([400, field]);
    }
  });

  it('simulateOnly predicts the token and sends nothing, takes no cooldown slot, and the real launch after it works', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const client = rt.deps.chains.evm(base.chainId);
    const nonce = await client.getTransactionCount({ address: evm });
    const simulated = await deploy(apiKey, { tokenName: 'Dry Cat', tokenSymbol: 'DRY', simulateOnly: true });
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
    expect(simulated.body).toMatchObject({ success: true, simulated: true, chain: 'base', tokenAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(simulated.body.txHash).toBeUndefined();
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce);
    expect(await rt.deps.launchProtocol!.tokensOf!(evm)).toEqual([]);
    const real = await deploy(apiKey, { tokenName: 'Dry Cat', tokenSymbol: 'DRY' });
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body.simulated).toBeUndefined();
    // After the launch the simulation tells the truth about the cooldown.
    const after = await deploy(apiKey, { tokenName: 'Dry Dog', simulateOnly: true });
    expect([after.status, after.body.code]).toEqual([429, 'DEPLOYMENT_LIMIT_REACHED']);
  });

  it('a wallet fee recipient earns the fees (the launchpad lists the token under it); social handles and unresolvable ENS names are refused with nothing launched', async () => {
    const { apiKey, evm } = await rt.newAccount();
    const recipient = '0x000000000000000000000000000000000000FEE1' as Address;
    for (const [feeRecipient, code] of [
      [{ type: 'x', value: 'somebody' }, 'FEE_RECIPIENT_UNSUPPORTED'],
      [{ type: 'farcaster', value: 'somebody' }, 'FEE_RECIPIENT_UNSUPPORTED'],
      // Not registered in the sandbox (vitalik.eth is: see the README's sandbox names).
      [{ type: 'ens', value: 'nobody-registered-this.eth' }, 'FEE_RECIPIENT_UNRESOLVED'],
      [{ type: 'wallet', value: '0x0000000000000000000000000000000000000000' }, 'INVALID_ADDRESS'],
      [{ type: 'wallet', value: '0x000000000000000000000000000000000000FeE1' }, 'INVALID_ADDRESS'],
      // Contracts that could never use the fees: a registry token, the launchpad.
      [{ type: 'wallet', value: base.tokens.find((t) => t.symbol === 'USDC')!.address }, 'LOSSY_RECIPIENT'],
      [{ type: 'wallet', value: sandboxLaunchpadOf(base)! }, 'LOSSY_RECIPIENT'],
    ] as const) {
      const refused = await deploy(apiKey, { tokenName: 'Gift Cat', feeRecipient });
      expect([refused.status, refused.body.code], JSON.stringify(feeRecipient)).toEqual([400, code]);
    }
    expect(await rt.deps.launchProtocol!.tokensOf!(evm)).toEqual([]);
    // The published client's default type is x: a 0x address is still unambiguous (no handle is 42 hex characters).
    const res = await deploy(apiKey, { tokenName: 'Gift Cat', tokenSymbol: 'GIFT', feeRecipient: { type: 'x', value: recipient } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feeDistribution.creator).toEqual({ address: recipient, bps: 5700 });
    expect((await rt.deps.launchProtocol!.tokensOf!(recipient)).map((t) => t.toLowerCase())).toEqual([res.body.tokenAddress.toLowerCase()]);
    expect(await rt.deps.launchProtocol!.tokensOf!(evm)).toEqual([]);
  });

  it('a read-only key cannot launch (403), and nothing is queued', async () => {
    const { accountId, evm } = await rt.newAccount();
    const { apiKey } = await rt.addKey(accountId, { scope: 'read-only' });
    const res = await deploy(apiKey, { tokenName: 'Read Cat' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SCOPE_INSUFFICIENT');
    expect(await rt.deps.launchProtocol!.tokensOf!(evm)).toEqual([]);
  });
});
