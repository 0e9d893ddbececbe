import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { clankerFeeTerms } from '../../lib/adapters/clanker/clanker-fee-terms.ts';
import { launchConfigFromEnv } from '../../lib/capabilities/launches/launch-cooldown.ts';
import { configuredLaunchProtocol } from '../../lib/composition/launch-protocol.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import { defaultConfig } from '../../lib/deps.ts';

/** Configuration only: nothing here calls a chain. */
const recipient = getAddress('0x00000000000000000000000000000000000fee01');
const chains = {
  evm: () => {
    throw new Error('no chain in this test');
  },
} as unknown as ChainGateway;

describe('clankerFeeTerms', () => {
  it('turns a 1.2% swap fee with 57% to the creator into a 1% LP fee split 68.4% / 31.6%', () => {
    expect(clankerFeeTerms(120, 5700)).toEqual({ lpFeeBps: 100, creatorRewardBps: 6840, operatorRewardBps: 3160 });
  });

  it("keeps the creator's part of the whole fee for other terms", () => {
    const terms = clankerFeeTerms(240, 5000);
    expect(terms).toEqual({ lpFeeBps: 200, creatorRewardBps: 6000, operatorRewardBps: 4000 });
    // creator's part of volume: reward × LP fee = share × swap fee
    expect(terms.creatorRewardBps * terms.lpFeeBps).toBe(5000 * 240);
  });

  it('refuses terms Clanker cannot express', () => {
    expect(() => clankerFeeTerms(100, 5700)).toThrow(/1\.2 × a whole number of bps/);
    expect(() => clankerFeeTerms(120, 9000)).toThrow(/at most 10000/);
    expect(() => clankerFeeTerms(120, 5701)).toThrow(/not expressible/);
    expect(() => clankerFeeTerms(0, 5700)).toThrow(/between 1 and 3000/);
    expect(() => clankerFeeTerms(120, 0)).toThrow(/between 1 and 10000/);
  });
});

describe('launchConfigFromEnv', () => {
  it('reads the protocol choice, the fee recipient and the terms', () => {
    expect(
      launchConfigFromEnv({
        PURSER_LAUNCH_PROTOCOL: 'clanker',
        PURSER_CLANKER_FEE_RECIPIENT: '0x00000000000000000000000000000000000fee01',
        PURSER_LAUNCH_SWAP_FEE_BPS: '240',
        PURSER_LAUNCH_CREATOR_SHARE_BPS: '5000',
        PURSER_LAUNCHES_PER_DAY: '2',
      }),
    ).toEqual({
      launchProtocol: 'clanker',
      clankerFeeRecipient: recipient,
      launchSwapFeeBps: 240,
      launchCreatorShareBps: 5000,
      launchesPerDay: 2,
    });
    expect(launchConfigFromEnv({})).toEqual({});
  });

  it('names the variable of a malformed value', () => {
    expect(() => launchConfigFromEnv({ PURSER_LAUNCH_PROTOCOL: 'pump' })).toThrow(/PURSER_LAUNCH_PROTOCOL must be "purser" or "clanker"/);
    expect(() => launchConfigFromEnv({ PURSER_CLANKER_FEE_RECIPIENT: '0x00000000000000000000000000000000000fEE01' })).toThrow(
      /PURSER_CLANKER_FEE_RECIPIENT must be a 0x address with a valid checksum/,
    );
    expect(() => launchConfigFromEnv({ PURSER_LAUNCHPAD_ADDRESS: 'base' })).toThrow(/PURSER_LAUNCHPAD_ADDRESS/);
    expect(() => launchConfigFromEnv({ PURSER_LAUNCH_SWAP_FEE_BPS: '1.2' })).toThrow(/PURSER_LAUNCH_SWAP_FEE_BPS must be a positive integer/);
  });
});

describe('configuredLaunchProtocol', () => {
  it('chooses Clanker by configuration, with the configured terms', async () => {
    const protocol = configuredLaunchProtocol({ ...defaultConfig, launchProtocol: 'clanker', clankerFeeRecipient: recipient }, chains);
    expect(protocol).toMatchObject({ name: 'Clanker v4', vesting: false, pooledWeth: true, chainId: 8453 });
    expect(protocol!.tokensOf).toBeUndefined();
    expect(await protocol!.terms()).toEqual({ swapFeeBps: 120, creatorShareBps: 5700 });
  });

  it('fails at startup when Clanker lacks its fee recipient or gets terms it cannot express', () => {
    expect(() => configuredLaunchProtocol({ ...defaultConfig, launchProtocol: 'clanker' }, chains)).toThrow(/needs PURSER_CLANKER_FEE_RECIPIENT/);
    expect(() =>
      configuredLaunchProtocol({ ...defaultConfig, launchProtocol: 'clanker', clankerFeeRecipient: recipient, launchSwapFeeBps: 100 }, chains),
    ).toThrow(/not expressible on Clanker/);
  });

  it('uses the PurserLaunchpad at the configured address otherwise', () => {
    const protocol = configuredLaunchProtocol({ ...defaultConfig, launchpadAddress: getAddress('0x000000000000000000000000000000000000beef') }, chains);
    expect(protocol).toMatchObject({ name: 'PurserLaunchpad', vesting: true, pooledWeth: false });
    expect(() => configuredLaunchProtocol({ ...defaultConfig, launchProtocol: 'purser' }, chains)).toThrow(/needs PURSER_LAUNCHPAD_ADDRESS/);
    expect(configuredLaunchProtocol(defaultConfig, chains)).toBeUndefined();
  });
});
