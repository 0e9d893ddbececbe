import { describe, expect, it } from 'vitest';
import { historyMatchesState } from '../../lib/local/anvil-nodes.ts';

const eoa = '0x1111111111111111111111111111111111111111';
const other = '0x2222222222222222222222222222222222222222';
const sent = (from: string, hash: string) => ({ info: { from, transaction_hash: hash } });

describe("an anvil save's history against its state", () => {
  it('matches when every account without code has sent as many transactions as its nonce', () => {
    expect(
      historyMatchesState({
        accounts: { [eoa]: { nonce: 2, code: '0x' }, [other]: { nonce: 0, code: '0x' } },
        transactions: [sent(eoa.toUpperCase().replace('0X', '0x'), '0xa'), sent(eoa, '0xb')],
      }),
    ).toBe(true);
  });

  it('does not match when an account has a nonce its saved transactions do not reach (a block saved half-way)', () => {
    expect(historyMatchesState({ accounts: { [eoa]: { nonce: 2, code: '0x' } }, transactions: [sent(eoa, '0xa')] })).toBe(false);
  });

  it('counts a transaction listed twice once', () => {
    expect(historyMatchesState({ accounts: { [eoa]: { nonce: 2, code: '0x' } }, transactions: [sent(eoa, '0xa'), sent(eoa, '0xa')] })).toBe(false);
  });

  it('leaves out contracts, whose nonce also counts the contracts they created', () => {
    expect(historyMatchesState({ accounts: { [other]: { nonce: 5, code: '0x6080' } }, transactions: [] })).toBe(true);
  });

  it('passes a save without a history, which it cannot check', () => {
    expect(historyMatchesState({ accounts: { [eoa]: { nonce: 3 } } })).toBe(true);
  });
});
