import { describe, expect, it } from 'vitest';
import { evmRecipientLoss } from '../../lib/capabilities/transfers/recipient-check.ts';

describe('evmRecipientLoss', () => {
  it.each([
    ['0x0000000000000000000000000000000000000000', 'the zero address'],
    ['0x000000000000000000000000000000000000dEaD', 'the burn address 0x…dEaD'],
    ['0xdEAD000000000000000042069420694206942069', 'a burn address'],
    ['0x0000000000000000000000000000000000000001', 'a precompiled contract'],
    ['0x0000000000000000000000000000000000000011', 'a precompiled contract'],
    ['0x0000000000000000000000000000000000000100', 'a precompiled contract'],
    ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'the USDC token contract'],
    ['0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', 'the USDC token contract'],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 'the USDT token contract'],
    ['0x4200000000000000000000000000000000000006', 'the WETH token contract'],
    ['0xcA11bde05977b3631167028862bE2a173976CA11', 'the Multicall3 contract'],
    ['0x2626664c2603336E57B271c5C0b26F421741e481', 'the Uniswap SwapRouter02 contract'],
    // Found by an outside probe: each took a native transfer that no one could get back.
    ['0x4200000000000000000000000000000000000016', 'an OP Stack system contract (predeploy)'],
    ['0x4200000000000000000000000000000000000011', 'an OP Stack system contract (predeploy)'],
    ['0x420000000000000000000000000000000000001A', 'an OP Stack system contract (predeploy)'],
    ['0x0000000000000000000000000000000000001010', "Polygon's native token contract (MRC20)"],
    ['0x000F3df6D732807Ef1319fB7B8bB8522d0Beac02', 'a system contract'],
  ])('%s is %s', (address, why) => {
    expect(evmRecipientLoss(address as `0x${string}`)).toBe(why);
  });

  it.each([
    '0x0000000000000000000000000000000000000012',
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    '0x4200000000000000000000000000000000000100',
    '0x4200000000000000000000000000000000000A16',
  ])('%s is an ordinary recipient', (address) => {
    expect(evmRecipientLoss(address as `0x${string}`)).toBeUndefined();
  });
});
