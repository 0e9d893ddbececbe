import type { AutomationMatch } from '../capabilities/automations/intent.ts';
import type { Automation } from './automation.ts';

/**
 * Whether an automation is what `match` names: every field said must fit. A buy of a token is a swap that
 * receives it, a sell one that gives it away; a token without a side is either, or a transfer's token.
 */
export function matchesAutomation(automation: Automation, match: AutomationMatch): boolean {
  const { action, trigger } = automation;
  if (match.kind !== undefined && automation.kind !== match.kind) return false;
  const token = match.token?.toUpperCase();
  if (action.kind === 'transfer') {
    if (match.side !== undefined) return false;
    if (token !== undefined && action.token.toUpperCase() !== token) return false;
  } else {
    const bought = action.tokenOut.toUpperCase();
    const sold = action.tokenIn.toUpperCase();
    if (match.side === 'buy' && token !== undefined && bought !== token) return false;
    if (match.side === 'sell' && token !== undefined && sold !== token) return false;
    if (match.side === undefined && token !== undefined && bought !== token && sold !== token) return false;
    // A buy without a token: the order's words said buy ("my limit buys").
    if (match.side !== undefined && token === undefined && !automation.description.toLowerCase().includes(match.side)) return false;
  }
  if (match.priceUsd !== undefined && (trigger.type !== 'price' || trigger.priceUsd === undefined || Number(trigger.priceUsd) !== Number(match.priceUsd)))
    return false;
  if (match.intervalSeconds !== undefined && (trigger.type !== 'every' || trigger.intervalSeconds !== match.intervalSeconds)) return false;
  if (match.chain !== undefined && action.chain !== match.chain) return false;
  return true;
}

/** The match in words: "recurring ETH buys every week at $2400". */
export function describeMatch(match: AutomationMatch): string {
  const interval = match.intervalSeconds;
  const every =
    interval === undefined ? '' : interval === 86_400 ? 'daily ' : interval === 604_800 ? 'weekly ' : interval === 3600 ? 'hourly ' : `every-${interval}s `;
  const kind = match.kind === 'limit' ? 'limit ' : match.kind === 'scheduled' ? 'scheduled ' : match.kind === 'recurring' && !every ? 'recurring ' : '';
  const what = match.side ? `${match.side}s` : 'orders';
  const price = match.priceUsd ? ` at $${match.priceUsd}` : '';
  const chain = match.chain ? ` on ${match.chain}` : '';
  return `${every}${kind}${match.token ? `${match.token} ` : ''}${what}${price}${chain}`.trim();
}
