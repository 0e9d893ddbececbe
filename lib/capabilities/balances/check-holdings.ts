import { formatUnits, parseUnits } from 'viem';
import { evmChainByName, type ChainName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import { chainsWith, symbolOn } from '../../language/token-registry.ts';
import { formatUsd } from '../../market/format-usd.ts';
import type { PriceService } from '../../market/price-service.ts';
import { balanceEntry } from './read-token-balances.ts';
import { readListedHoldings, type Holding, type HoldingsDeps } from './read-holdings.ts';
import type { HoldingCheck } from './intent.ts';

/** Gas of one swap with its approval, the most a single request spends on an EVM chain. */
const swapGas = 300_000n;
/** A Solana swap's fee (5,000 lamports a signature) and a new token account's rent, rounded up: 0.003 SOL. */
const solanaSwapLamports = 3_000_000n;

type CheckDeps = HoldingsDeps & { prices: PriceService };

/**
 * Answers a yes/no question about holdings ("is my USDT on ethereum over 500", "can I afford $50 of AERO on base",
 * "enough ETH for gas on base"): reads the balances, judges each, and says yes or no first, with every balance it was
 * judged on. A read: nothing moves. With several holdings the answer is yes when one of them alone passes (a swap or a
 * transfer spends from one chain), and "less than" is yes only when every one is below.
 * @throws PermanentError `UNKNOWN_TOKEN`, `NO_PRICE` (a dollar comparison of a token nothing prices); TransientError
 *   when an RPC or the price source does not answer.
 */
export async function checkHoldings(
  deps: CheckDeps,
  ctx: JobContext,
  params: { chains: ChainName[]; tokens: string[] | 'all'; check: HoldingCheck },
): Promise<JobOutcome> {
  await ctx.progress(`Reading your balances on ${params.chains.join(', ')}.`);
  const wallets = { evm: ctx.account.wallets.evm.address, solana: ctx.account.wallets.solana.address };
  const rows = await readListedHoldings(deps, wallets, params);
  const richData = rows.map(balanceEntry);
  if (params.check.test === 'gas') return { response: await gasAnswer(deps, rows), richData };
  const judged = await Promise.all(rows.map((row) => judge(deps.prices, row, params.check)));
  const less = params.check.test === 'less-than';
  const yes = less ? judged.every((j) => j.passes) : judged.some((j) => j.passes);
  const said = (j: Judged) => `${amount(j.row)}${j.held}, ${j.passes ? '' : 'not '}${comparison[params.check.test]} ${j.wanted}`;
  return { response: answer(yes, judged, said), richData };
}

interface Judged {
  readonly row: Holding;
  readonly passes: boolean;
  /** The holding's dollar value, when the comparison is in dollars: " ($30,000.00)". */
  readonly held: string;
  /** What it was compared with: "500 USDT", "$50.00", "100 AERO ($100.00)". */
  readonly wanted: string;
}

const comparison: Record<HoldingCheck['test'], string> = { 'at-least': 'at least', 'more-than': 'more than', 'less-than': 'less than', gas: '' };
const amount = (h: Holding): string => `${formatUnits(h.raw, h.token.decimals)} ${h.token.symbol}`;

/** "Yes: your USDT balance on Ethereum is …" for one holding; "Yes." and a line per holding for several. */
function answer<J extends { row: Holding }>(yes: boolean, judged: readonly J[], said: (j: J) => string): string {
  const word = yes ? 'Yes' : 'No';
  if (judged.length === 1) return `${word}: your ${judged[0]!.row.token.symbol} balance on ${judged[0]!.row.chainLabel} is ${said(judged[0]!)}.`;
  if (judged.length === 0) return `${word}: you hold none of it on the chains read.`;
  return `${word}.\n${judged.map((j) => `${j.row.chainLabel}: ${said(j)}`).join('\n')}`;
}

/** One holding against the amount: in base units when the unit is its own token, in dollars otherwise. */
async function judge(prices: PriceService, row: Holding, check: HoldingCheck): Promise<Judged> {
  const unit = check.unit ?? row.token.symbol;
  const value = check.amount ?? '0';
  const compare = (have: number | bigint, want: number | bigint): boolean =>
    check.test === 'more-than' ? have > want : check.test === 'less-than' ? have < want : have >= want;
  if (unit.toUpperCase() === row.token.symbol.toUpperCase()) {
    return { row, passes: compare(row.raw, parseUnits(value, row.token.decimals)), held: '', wanted: `${value} ${row.token.symbol}` };
  }
  const usd = (token: string, chain: ChainName = row.chain) => prices.usdPrice({ chain, token }).then((p) => p.usd);
  const held = Number(formatUnits(row.raw, row.token.decimals)) * (await usd(row.token.native ? row.token.symbol : (row.token.address ?? row.token.symbol)));
  // "enough USDC on polygon for buying 1 ETH": a token the chain does not list is priced where it is listed.
  const unitChain = symbolOn(unit, row.chain) ? row.chain : (chainsWith(unit)[0] ?? row.chain);
  const wanted = unit === 'USD' ? Number(value) : Number(value) * (await usd(unit, unitChain));
  return {
    row,
    passes: compare(held, wanted),
    held: ` (${formatUsd(held)})`,
    wanted: unit === 'USD' ? formatUsd(wanted) : `${value} ${unit} (${formatUsd(wanted)})`,
  };
}

/** Whether each chain's native balance pays the gas of one swap there, at the current gas price. */
async function gasAnswer(deps: CheckDeps, rows: readonly Holding[]): Promise<string> {
  const natives = rows.filter((r) => r.token.native);
  const judged = await Promise.all(
    natives.map(async (row) => {
      const cost = row.chain === 'solana' ? solanaSwapLamports : (await gasPrice(deps, row.chain)) * swapGas;
      return { row, cost, passes: row.raw >= cost };
    }),
  );
  const said = (j: (typeof judged)[number]) =>
    `${amount(j.row)}; a swap there costs about ${formatUnits(j.cost, j.row.token.decimals)} ${j.row.token.symbol} in fees, so it is ${j.passes ? '' : 'not '}enough`;
  return answer(
    judged.some((j) => j.passes),
    judged,
    said,
  );
}

async function gasPrice(deps: CheckDeps, chain: ChainName): Promise<bigint> {
  const info = evmChainByName(chain)!;
  try {
    return await deps.chains.evm(info.chainId).getGasPrice();
  } catch (error) {
    throw toChainError(error, info.label);
  }
}
