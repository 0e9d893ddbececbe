import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { isEvmName, nameServiceOf } from '../../lib/names/name-resolver.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * ENS names and Basenames as the recipient of a transfer (issue 16): read as written, resolved when the job runs
 * (so the interpreter never turns one into an address), never guessed into a chain, refused on Solana and anywhere
 * but a transfer's recipient.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('a name is read as the recipient of a transfer, as written', () => {
  it.each([
    ['send 5 usdc to vitalik.eth on base', 'base', 'USDC', '5', 'vitalik.eth'],
    ['send 0.01 eth to alice.eth on ethereum', 'ethereum', 'ETH', '0.01', 'alice.eth'],
    ['pay carol.base.eth 10 USDC on base', 'base', 'USDC', '10', 'carol.base.eth'],
    ['transfer 2 usdc to bob.eth on polygon', 'polygon', 'USDC', '2', 'bob.eth'],
    ['Send 3 USDC to Vitalik.eth on Base', 'base', 'USDC', '3', 'Vitalik.eth'],
    ['please send 1.5 dai to my-friend.eth on ethereum', 'ethereum', 'DAI', '1.5', 'my-friend.eth'],
    ['send 4 usdc on base to jesse.base.eth', 'base', 'USDC', '4', 'jesse.base.eth'],
  ])('%s', (prompt, chain, token, value, to) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain, token, amount: { kind: 'exact', value }, to } });
  });
});

describe('a name is read whole or not at all, never the tail of a longer word', () => {
  it.each([
    ['send 5 usdc to joão.eth on base', 'joão.eth'],
    ['send 5 usdc to peña.eth on base', 'peña.eth'],
    ['send 5 usdc to 🦊.eth on base', '🦊.eth'],
    ['send 5 usdc to “vitalik.eth” on base', 'vitalik.eth'],
    ['send 5 usdc to (vitalik.eth) on base', 'vitalik.eth'],
    ['send 5 usdc to alice.eth. thanks, on base', 'alice.eth'],
  ])('%s', (prompt, to) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to } });
  });

  it.each(['send 5 usdc to alice.eth.com on base', 'send 5 usdc to bob@alice.eth on base'])('%s moves nothing', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a name never chooses the chain: the chain is asked for', () => {
  it.each(['send 10 usdc to vitalik.eth', 'transfer 20 usdc to nick.eth'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'chain' } });
  });

  // (s47) A Basename is registered on Base: the transfer on Base is proposed, asked back whole for a yes, never made.
  it('pay carol.base.eth 10 usdc', () => {
    expect(read('pay carol.base.eth 10 usdc')).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', chain: 'base', awaiting: 'confirm' } });
  });

  it('the answer completes the transfer to the name', () => {
    const first = read('send 10 usdc to vitalik.eth');
    const second = interpretPrompt(
      'on base',
      [{ prompt: 'send 10 usdc to vitalik.eth', interpretation: asStored(first), status: 'completed' }],
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(second).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base', token: 'USDC', to: 'vitalik.eth' } });
  });

  it('a name answers "which address?"', () => {
    const first = read('send 10 usdc on base');
    expect(first).toMatchObject({ kind: 'ask', pending: { awaiting: 'to' } });
    const second = interpretPrompt(
      'alice.eth',
      [{ prompt: 'send 10 usdc on base', interpretation: asStored(first), status: 'completed' }],
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(second).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base', to: 'alice.eth' } });
  });
});

describe('a name is refused where it cannot be used', () => {
  it.each([
    ['send 1 sol to vitalik.eth on solana', 'WRONG_ADDRESS_TYPE'],
    ['send 2 usdc to alice.eth on solana', 'WRONG_ADDRESS_TYPE'],
    ['swap 5 usdc for eth on base and send it to vitalik.eth', undefined],
    ['what is vitalik.eth', 'ENS_UNSUPPORTED'],
    ['price of vitalik.eth', 'ENS_UNSUPPORTED'],
    // Two names are a batch now (interpreter-batch-names.test.ts): one amount said once for both is asked about.
    ['send 5 usdc to alice.eth and 1 eth to bob.eth on base', 'ONE_ACTION'],
  ])('%s', (prompt, code) => {
    const result = read(prompt);
    expect(result.kind).toBe('fail');
    if (code) expect(result).toMatchObject({ code });
  });
});

describe('names: what counts as one, and where it resolves', () => {
  it.each([
    ['vitalik.eth', true, 'ethereum'],
    ['carol.base.eth', true, 'base'],
    ['a.b.eth', true, 'ethereum'],
    ['Alice.ETH', true, 'ethereum'],
    ['base.eth', true, 'ethereum'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', false, undefined],
    ['vitalik', false, undefined],
    ['.eth', false, undefined],
    ['vitalik.eth.com', false, undefined],
  ])('%s', (name, isName, chain) => {
    expect(isEvmName(name)).toBe(isName);
    expect(nameServiceOf(name)?.chain.name).toBe(chain);
  });
});
