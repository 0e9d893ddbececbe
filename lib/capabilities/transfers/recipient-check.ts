import { erc20Abi, getAddress, isAddressEqual, parseAbi, type Address, type PublicClient } from 'viem';
import { PermanentError } from '../../errors.ts';
import { evmChains } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';

/**
 * Addresses no one can spend from. The zero address (tokens "burned" there are
 * gone); 0x…dEaD, the conventional burn address; 0xdEAD…4206942069, the burn
 * address of many meme-token launches; the precompiled contracts 0x01–0x11
 * (Ethereum's, Prague's BLS ones included) and 0x100 (RIP-7212 P-256 on the
 * rollups), which hold what they receive forever; and the chains' system
 * contracts.
 */
const unspendable = new Map<string, string>([
  ['0x0000000000000000000000000000000000000000', 'the zero address'],
  ['0x000000000000000000000000000000000000dead', 'the burn address 0x…dEaD'],
  ['0xdead000000000000000042069420694206942069', 'a burn address'],
  ['0x0000000000000000000000000000000000000100', 'a precompiled contract'],
  ...Array.from({ length: 0x11 }, (_, i): [string, string] => [`0x${(i + 1).toString(16).padStart(40, '0')}`, 'a precompiled contract']),
  // Polygon PoS's system contracts: the validator set, the state receiver and MRC20, the native POL token's own contract.
  ['0x0000000000000000000000000000000000001000', 'a Polygon system contract'],
  ['0x0000000000000000000000000000000000001001', 'a Polygon system contract'],
  ['0x0000000000000000000000000000000000001010', "Polygon's native token contract (MRC20)"],
  // Ethereum's system contracts (EIP-4788 beacon roots, EIP-2935 block hashes), on every chain that follows its forks.
  ['0x000f3df6d732807ef1319fb7b8bb8522d0beac02', 'a system contract'],
  ['0x0000f90827f1c53a10cb7a02335b175320002935', 'a system contract'],
]);

/**
 * The OP Stack's predeploys (Base, Unichain): 0x4200…0000 to 0x4200…00ff. A
 * native transfer to some of them succeeds and is gone: the fee vaults keep
 * it, the L2-to-L1 message passer starts a withdrawal nobody asked for.
 */
const opStackPredeploy = /^0x420{36}[0-9a-f]{2}$/;

const protocolNames: Record<string, string> = {
  multicall3: 'Multicall3',
  uniswapV3Factory: 'Uniswap V3 factory',
  quoterV2: 'Uniswap quoter',
  swapRouter02: 'Uniswap SwapRouter02',
  swapRouter: 'Uniswap SwapRouter',
  positionManager: 'Uniswap position manager',
  launchpad: 'launchpad',
};

/** Every token and protocol contract the registry knows, on any chain: the same address elsewhere is as suspect. */
const knownContracts = new Map<string, string>();
for (const chain of evmChains) {
  for (const token of chain.tokens) knownContracts.set(token.address.toLowerCase(), `the ${token.symbol} token contract`);
  for (const [name, address] of Object.entries(chain.protocols))
    if (address) knownContracts.set(address.toLowerCase(), `the ${protocolNames[name] ?? name} contract`);
}

/**
 * Why an EVM recipient would lose what it is sent, from its address alone, or
 * undefined. Pure: the burn, precompile and system-contract addresses, the OP
 * Stack predeploys, and every token and protocol contract of the registry (a router or a token holding tokens sent
 * to it keeps them, or lets anyone sweep them).
 */
export function evmRecipientLoss(to: Address): string | undefined {
  const key = to.toLowerCase();
  return unspendable.get(key) ?? knownContracts.get(key) ?? (opStackPredeploy.test(key) ? 'an OP Stack system contract (predeploy)' : undefined);
}

const erc721Abi = parseAbi(['function supportsInterface(bytes4 id) view returns (bool)']);

/**
 * Why an EVM recipient would lose what it is sent, read from the chain, or
 * undefined: a token contract (it answers `decimals` and `totalSupply`, or
 * says it is an ERC-721), or — for the native coin — a contract whose
 * simulation of the transfer reverts (it refuses it, or cannot take it). A
 * contract that is neither (a multisig, a smart wallet) is a fine recipient.
 * @throws TransientError when the chain does not answer.
 */
export async function probeEvmRecipient(
  client: PublicClient,
  input: { to: Address; from: Address; value?: bigint; chainLabel: string },
): Promise<string | undefined> {
  const code = await client.getCode({ address: input.to }).catch((error: unknown) => {
    throw toChainError(error, input.chainLabel);
  });
  if (!code || code === '0x' || code.startsWith('0xef0100')) return undefined; // an account, or one delegating to code (EIP-7702)
  const [decimals, supply, nft] = await Promise.allSettled([
    client.readContract({ address: input.to, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: input.to, abi: erc20Abi, functionName: 'totalSupply' }),
    client.readContract({ address: input.to, abi: erc721Abi, functionName: 'supportsInterface', args: ['0x80ac58cd'] }),
  ]);
  if ((decimals.status === 'fulfilled' && supply.status === 'fulfilled') || (nft.status === 'fulfilled' && nft.value === true)) return 'a token contract';
  if (input.value === undefined) return undefined;
  const refused = await client.estimateGas({ account: input.from, to: input.to, value: input.value }).then(
    () => false,
    () => true,
  );
  return refused ? 'a contract that refuses this transfer (its simulation reverts)' : undefined;
}

/**
 * Why a recipient would lose what it is sent because it is this service's own launchpad (`config.launchpadAddress`,
 * which the registry may not list: the sandbox deploys its own): it keeps tokens sent to it, and no one can take
 * them out. Pure; undefined for any other address.
 */
export function launchpadLoss(to: Address, launchpad: Address | undefined): string | undefined {
  return launchpad && isAddressEqual(to, launchpad) ? 'the launchpad contract' : undefined;
}

/**
 * Refuses an EVM recipient that would lose what it is sent, before anything is signed.
 * @param input.launchpad the service's configured launchpad (`config.launchpadAddress`), refused like the registry's contracts.
 * @throws PermanentError `LOSSY_RECIPIENT` naming why, with `details.field: 'to'`.
 */
export async function checkEvmRecipient(
  client: PublicClient,
  input: { to: string; from: Address; value?: bigint; chainLabel: string; what: string; launchpad?: Address | undefined },
): Promise<void> {
  const to = getAddress(input.to.toLowerCase());
  if (isAddressEqual(to, input.from)) return;
  const loss = evmRecipientLoss(to) ?? launchpadLoss(to, input.launchpad) ?? (await probeEvmRecipient(client, { ...input, to }));
  if (loss) throw lossyRecipient(to, loss, input.what);
}

/** The refusal for a recipient that would lose the money: where it is, why, and that nothing moved. */
export const lossyRecipient = (to: string, why: string, what: string): PermanentError =>
  new PermanentError('LOSSY_RECIPIENT', `${to} is ${why}: ${what} sent there could never be got back. Check the address; nothing was sent.`, {
    details: { field: 'to' },
  });
