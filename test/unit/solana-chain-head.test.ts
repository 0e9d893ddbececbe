import { describe, expect, it } from 'vitest';
import { ChainHead } from '../../lib/sandbox/solana/chain-head.ts';

function head(start = 0) {
  let now = start;
  const chain = ChainHead.genesis(1000, 'genesis', () => now);
  return {
    chain,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ChainHead', () => {
  it('moves one slot and one block per 400 ms, only when asked', () => {
    const { chain, advance } = head();
    advance(399);
    expect(chain.advanceToNow()).toBeUndefined();
    advance(1);
    expect(chain.advanceToNow()).toEqual({ parent: 1000, slot: 1001 });
    advance(4000);
    expect(chain.advanceToNow()).toEqual({ parent: 1001, slot: 1011 });
    expect([chain.slot, chain.blockHeight]).toEqual([1011, 1011]);
  });

  it('keeps a blockhash valid through block height + 150 and no further', () => {
    const { chain, advance } = head();
    expect(chain.latest).toEqual({ blockhash: 'genesis', lastValidBlockHeight: 1150 });
    advance(150 * 400);
    chain.advanceToNow();
    expect(chain.isValid('genesis')).toBe(true);
    advance(400);
    chain.advanceToNow();
    expect(chain.isValid('genesis')).toBe(false);
    expect(chain.isValid('never-issued')).toBe(false);
  });

  it('issues fresh blockhashes without spending block height', () => {
    const { chain } = head();
    for (let i = 0; i < 500; i++) chain.register(`hash-${i}`);
    expect(chain.latest).toEqual({ blockhash: 'hash-499', lastValidBlockHeight: 1150 });
    expect(chain.isValid('genesis')).toBe(true);
    expect(chain.blockHeight).toBe(1000);
  });

  it('persists only live blockhashes and resumes from them', () => {
    const { chain, advance } = head();
    chain.register('early');
    advance(100 * 400);
    chain.advanceToNow();
    chain.register('late');
    advance(60 * 400);
    chain.advanceToNow();
    const state = chain.toState();
    expect(state.blockhashes.map((b) => b.blockhash)).toEqual(['late']);
    const resumed = new ChainHead(state, () => 160 * 400);
    expect([resumed.slot, resumed.latest.blockhash, resumed.isValid('late')]).toEqual([1160, 'late', true]);
  });
});
