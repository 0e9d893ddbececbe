import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * A reply to "Which address should I send USDC to?" that gives no address (issue 16): a contact the service cannot see
 * ("mike is in my contacts.json"), a bare name, is asked again, never failed and never resolved by a guess. An address
 * completes the transfer, and a request of its own is read as its own, as before.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (first: string, next: string) => {
  const r = interpretPrompt(first, [], now);
  return interpretPrompt(next, [{ prompt: first, interpretation: asStored(r), status: r.kind === 'fail' ? 'failed' : 'completed' }], now);
};
const A = '0x4444444444444444444444444444444444444444';
const sendToMike = 'send_usdc(to="mike", amount=20, chain="base")';

describe('a reply with no address is asked again', () => {
  it.each([
    [sendToMike, 'recipient_resolution: "mike" is in my contacts.json, just use that'],
    [sendToMike, 'mike is in my contacts, just use that'],
    [sendToMike, 'mike'],
    ['send 20 usdc to mike on base', 'use my saved contact mike'],
    // Who the person is, read as every balance for its "my" (held-out-31 voice 75).
    ['send fifty usdc on base', 'to my brother'],
    ['send fifty usdc on base', 'my sister'],
    ['send 20 usdc on base', 'to my mom pls'],
  ])('%s then %s', (first, next) => {
    expect(thread(first, next)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', awaiting: 'to' } });
  });
});

describe('near misses read as before', () => {
  it('an address completes the transfer', () => {
    expect(thread(sendToMike, A)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: A, amount: { value: '20' } } });
  });
  it.each(["what's my balance", 'how much do i have'])('a question about holdings is answered: %s', (reply) => {
    expect(thread('send fifty usdc on base', reply)).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
  it('a request of its own is its own', () => {
    expect(thread(sendToMike, 'price of eth')).toMatchObject({ kind: 'intent', intent: { kind: 'price' } });
  });
  it('an unreadable reply to another question is not asked as an address', () => {
    expect(thread('swap 10 usdc for eth', 'mike')).not.toMatchObject({ pending: { awaiting: 'to' } });
  });
});
