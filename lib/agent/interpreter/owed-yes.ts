import { chainLabels } from '../../language/token-registry.ts';
import { ask, moneyMovingKinds, type Interpretation, type PartialIntent } from './intent.ts';

/**
 * A yes / no question is answered by yes, and a move said as a question is run only after one: an answer that fills
 * or changes such a move ("base", to "Do you want to make this trade?"; "$30", to "should I buy $20 of $MCAT?") is
 * asked about again, whole, never run. `done` is what the answer completed; a trade of a launched token comes as
 * the refusal that carries it (`candidate`, for the runtime to check), and its candidate is asked about instead.
 */
export function owedYes(pending: PartialIntent, done: Interpretation): Interpretation {
  if (pending.awaiting !== 'confirm' && pending.confirm !== true) return done;
  if (done.kind === 'intent' && moneyMovingKinds.has(done.intent.kind)) return askWhole(done.intent);
  if (done.kind === 'ask' && done.pending.awaiting !== 'confirm') return ask(done.question, { ...done.pending, confirm: true });
  const candidate = done.kind === 'fail' ? done.candidate : undefined;
  if (done.kind !== 'fail' || !candidate) return done;
  if ('intent' in candidate) {
    const launched = 'launched' in pending ? pending.launched : undefined;
    const asked = { ...candidate.intent, ...(launched ? { launched } : {}), awaiting: 'confirm' } as PartialIntent;
    return { ...done, candidate: { question: confirmQuestion(candidate.intent), pending: asked } };
  }
  return candidate.pending.awaiting === 'confirm' ? done : { ...done, candidate: { ...candidate, pending: { ...candidate.pending, confirm: true } } };
}

/** A complete move asked about whole — after what the service says first (`lead`), if anything — and run only on a yes. */
export function askWhole(intent: Extract<Interpretation, { kind: 'intent' }>['intent'], lead?: string): Interpretation {
  return ask(lead ? `${lead} ${confirmQuestion(intent)}` : confirmQuestion(intent), { ...intent, awaiting: 'confirm' } as PartialIntent);
}

/** The yes / no question for a complete move, saying all of it: amount, token, chain and recipient (an order: what it does and when). */
export function confirmQuestion(intent: Extract<Interpretation, { kind: 'intent' }>['intent']): string {
  if (intent.kind === 'transfer') return `Do you want me to send ${describeAmount(intent)} to ${intent.to}? (yes / no)`;
  if (intent.kind === 'swap') {
    // A buy says what it buys and with what ("buy 1000 DEGEN with ETH"), never "swap 1000 DEGEN for ETH", which reads as selling it.
    const slippage = intent.slippageBps !== 100 ? `, with at most ${intent.slippageBps / 100}% slippage` : '';
    if (intent.side === 'buy' && intent.amount.kind === 'exact')
      return `Do you want me to buy ${intent.amount.value} ${intent.tokenOut} with ${intent.tokenIn} on ${chainLabels[intent.chain]}${slippage}? (yes / no)`;
    return `Do you want me to swap ${describeAmount(intent)}${slippage}? (yes / no)`;
  }
  const on =
    'chain' in intent && typeof intent.chain === 'string' && intent.chain in chainLabels ? ` on ${chainLabels[intent.chain as keyof typeof chainLabels]}` : '';
  if ((intent.kind === 'wrap' || intent.kind === 'unwrap') && 'amount' in intent && 'token' in intent) {
    const a = intent.amount as { kind: string; value: string | number };
    // A dollar value is said in dollars ("wrap 10 worth of eth" was asked as "1000% of your ETH").
    const how =
      a.kind === 'exact'
        ? `${a.value} ${intent.token}`
        : a.kind === 'usd'
          ? `$${a.value} of ${intent.token}`
          : `${Number((Number(a.value) * 100).toFixed(6))}% of your ${intent.token}`;
    return `Do you want me to ${intent.kind} ${how}${on}? (yes / no)`;
  }
  if (intent.kind === 'transfer-batch' && 'transfers' in intent && 'token' in intent) {
    const each = (intent.transfers as readonly { to: string; amount: string }[]).map((t) => `${t.amount} ${intent.token} to ${t.to}`);
    return `Do you want me to send ${each.join(', ')}${on}? (yes / no)`;
  }
  if (intent.kind === 'launch' && 'name' in intent && 'symbol' in intent) {
    // Who earns the fees, for good, is part of what is asked: a 0x address, or a name ("bob.eth") resolved when it runs.
    const recipient = [intent.feeRecipient, 'feeRecipientName' in intent ? intent.feeRecipientName : undefined].find((r) => typeof r === 'string');
    const fees = recipient ? `, with its creator fees going to ${recipient}` : '';
    return `Do you want me to launch ${intent.name} (${intent.symbol})${on}${fees}? (yes / no)`;
  }
  if (intent.kind === 'automation-create' && 'description' in intent && typeof intent.description === 'string') {
    // The description is the order as read, on its chain (describe-order.ts), never the person's words around it.
    return `Do you want me to set up this order: ${intent.description}? (yes / no)`;
  }
  return `Do you want me to do this ${intent.kind}${on}? (yes / no)`;
}

export function describeAmount(intent: Extract<Interpretation, { kind: 'intent' }>['intent']): string {
  if (intent.kind !== 'transfer' && intent.kind !== 'swap') return '';
  const a = intent.amount;
  const token = intent.kind === 'transfer' ? intent.token : intent.side === 'buy' ? intent.tokenOut : intent.tokenIn;
  const how =
    a.kind === 'exact' ? `${a.value} ${token}` : a.kind === 'usd' ? `$${a.value} of ${token}` : `${Number((a.value * 100).toFixed(6))}% of your ${token}`;
  return intent.kind === 'swap'
    ? `${how} for ${intent.side === 'buy' ? intent.tokenIn : intent.tokenOut} on ${chainLabels[intent.chain]}`
    : `${how} on ${chainLabels[intent.chain]}`;
}
