import type { ChainName } from '../../../chains/chains.ts';
import { ask, fail, type AwaitedField, type PartialOf, type Reading } from '../../../language/reading.ts';
import { chainLabels, chainList, chainsWith, standInOn, symbolOn } from '../../../language/token-registry.ts';
import { isEvmName } from '../../../names/name-resolver.ts';
import { TransferBatchIntentSchema, type TransferBatchIntent } from './intent.ts';

export type BatchReading = Reading<TransferBatchIntent>;

/** What is known of a batch while a question about it is open (kept on the job as the question's `pending`). */
export interface BatchDraft {
  readonly kind: 'transfer-batch';
  readonly chain?: ChainName;
  readonly token?: string;
  readonly recipients: readonly string[];
  /** One per recipient, once known. */
  readonly amounts?: readonly string[];
  readonly awaiting?: AwaitedField;
}

/**
 * The batch as far as it is known: the next question, a refusal, or the intent.
 * @param once the amount said once without "each": confirmed before it goes to every recipient.
 * @param doubt anything else the batch is confirmed for (a total said before that the amounts do not make).
 */
export function completeBatch(draft: BatchDraft, once?: string, doubt?: string): BatchReading {
  const { recipients } = draft;
  if (!draft.token) return ask('Which token should I send to these addresses?', pendingOf({ ...draft, awaiting: 'token' }));
  if (!draft.amounts) return ask(`How much ${draft.token} should each address get?`, pendingOf({ ...draft, awaiting: 'amount' }));
  if (!draft.chain) {
    const where = chainsWith(draft.token.toUpperCase()).filter((c) => c !== 'solana');
    if (where.length === 0) return fail('TOKEN_NOT_ON_CHAIN', `${draft.token} is not on any EVM chain, and these are EVM addresses. Nothing was sent.`);
    return ask(`Which chain should I send ${draft.token} on? It is on: ${chainList(where)}.`, pendingOf({ ...draft, awaiting: 'chain' }));
  }
  const chain = draft.chain;
  const solanaChain = chain === 'solana';
  // A name (alice.eth, carol.base.eth) holds an EVM address: it receives on the EVM chains, never on Solana.
  const evmRecipient = (to: string) => to.startsWith('0x') || isEvmName(to);
  const wrong = recipients.find((to) => evmRecipient(to) === solanaChain);
  if (wrong) {
    const what = isEvmName(wrong) ? 'an ENS name, which holds an EVM address' : solanaChain ? 'an EVM address' : 'a Solana address';
    return fail('WRONG_ADDRESS_TYPE', `${wrong} is ${what}, which cannot receive on ${chainLabels[chain]}. Nothing was sent.`);
  }
  const key = draft.token.toUpperCase();
  const symbol = symbolOn(key, chain);
  const standIn = symbol ? undefined : standInOn(key, chain);
  if (!symbol && !standIn) {
    const elsewhere = chainsWith(key);
    return fail(
      'TOKEN_NOT_ON_CHAIN',
      `${key} is not available on ${chainLabels[chain]}.${elsewhere.length > 0 ? ` It is on ${chainList(elsewhere)}.` : ''} Nothing was sent.`,
    );
  }
  const resolved: BatchDraft = { ...draft, token: symbol ?? standIn! };
  const doubles = duplicates(recipients, solanaChain);
  const concerns = [
    ...(standIn ? [`On ${chainLabels[chain]} there is no native ${key}; the token there is ${standIn}.`] : []),
    ...(once ? [`You wrote ${once} ${resolved.token} once for ${recipients.length} addresses: each would get ${once} ${resolved.token}.`] : []),
    ...doubles.map(([to, count]) => `${to} is listed ${count} times, so it would get ${count} transfers.`),
    ...(doubt ? [doubt] : []),
  ];
  if (concerns.length > 0) {
    return ask(`${concerns.join(' ')} Send ${summary(resolved)}? (yes / no)`, pendingOf({ ...resolved, awaiting: 'confirm' }));
  }
  return finishBatch(resolved);
}

/** "6 USDC in all on Base: 2 USDC each to 0x…, 0x… and 0x…", every address whole: the person checks what they confirm. */
function summary(draft: BatchDraft): string {
  const amounts = draft.amounts!;
  const same = amounts.every((a) => a === amounts[0]);
  const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
  const where = chainLabels[draft.chain!];
  const total = `${sumOf(amounts)} ${draft.token} in all on ${where}`;
  return same
    ? `${total}: ${amounts[0]} ${draft.token} each to ${list(draft.recipients)}`
    : `${total}: ${list(draft.recipients.map((to, i) => `${amounts[i]} ${draft.token} to ${to}`))}`;
}

function duplicates(recipients: readonly string[], solana: boolean): [string, number][] {
  const counts = new Map<string, { to: string; count: number }>();
  for (const to of recipients) {
    const key = solana ? to : to.toLowerCase();
    const seen = counts.get(key);
    counts.set(key, { to: seen?.to ?? to, count: (seen?.count ?? 0) + 1 });
  }
  return [...counts.values()].filter((c) => c.count > 1).map((c) => [c.to, c.count]);
}

export function finishBatch(draft: BatchDraft): BatchReading {
  const parsed = TransferBatchIntentSchema.safeParse({
    kind: 'transfer-batch',
    chain: draft.chain,
    token: draft.token,
    transfers: draft.recipients.map((to, i) => ({ to, amount: draft.amounts?.[i] })),
  });
  return parsed.success
    ? { kind: 'intent', intent: parsed.data }
    : fail('INTERPRETER_ERROR', `I could not build a valid batch (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was sent.`);
}

/** The draft kept as the question's `pending`: the recipients are known, their amounts may not be yet. */
export const pendingOf = (draft: BatchDraft): PartialOf<TransferBatchIntent> => draft as unknown as PartialOf<TransferBatchIntent>;

const sumOf = (amounts: readonly string[]): string => formatDecimal(amounts.reduce((total, a) => total + toScaled(a), 0n));
const SCALE = 18;
const toScaled = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0') || '0');
};
const formatDecimal = (scaled: bigint): string => {
  const digits = scaled.toString().padStart(SCALE + 1, '0');
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${digits.slice(0, -SCALE)}${fraction ? `.${fraction}` : ''}`;
};
