import { createAccount } from '../accounts/create-account.ts';
import type { LocalRuntime } from '../local/local-runtime.ts';

/**
 * Confirmed transactions per second through `POST /agent/submit`
 * (waitForConfirmation) on the sandbox's Base chain, from one wallet and
 * spread over several, and KMS Sign calls per confirmed transaction.
 */
export async function measureThroughput(runtime: LocalRuntime, options: { perWallet: number; wallets: number }) {
  const keys = await Promise.all(
    Array.from({ length: options.wallets }, async (_, i) => {
      const { apiKey } = await createAccount({ ...runtime.deps, faucet: runtime.faucet }, { email: `throughput${i}.${Date.now()}@purser.local` });
      return apiKey;
    }),
  );
  const submit = async (apiKey: string) => {
    const res = await fetch(`${runtime.url}/agent/submit`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: { to: '0x000000000000000000000000000000000000dEaD', value: '0x1', chainId: 8453 }, waitForConfirmation: true }),
    });
    const body = (await res.json()) as { status?: string };
    if (body.status !== 'success') throw new Error(`submit did not confirm: ${JSON.stringify(body)}`);
  };
  const round = async (apiKeys: string[], each: number) => {
    const signsBefore = runtime.kmsOperationCounts().Sign ?? 0;
    const started = performance.now();
    await Promise.all(apiKeys.flatMap((key) => Array.from({ length: each }, () => submit(key))));
    const seconds = (performance.now() - started) / 1000;
    const confirmed = apiKeys.length * each;
    return {
      confirmed,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Number((confirmed / seconds).toFixed(1)),
      kmsSignPerTx: Number((((runtime.kmsOperationCounts().Sign ?? 0) - signsBefore) / confirmed).toFixed(2)),
    };
  };
  const oneWallet = await round([keys[0]!], options.perWallet * options.wallets);
  const manyWallets = await round(keys, options.perWallet);
  return { oneWallet, manyWallets: { wallets: options.wallets, ...manyWallets } };
}
