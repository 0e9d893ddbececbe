/**
 * The registry's SPL mints at their mainnet addresses. Nobody holds those
 * addresses' keys, so the sandbox writes the mint accounts directly (SPL
 * Token mint layout, owned by the Token program) with its own authority as
 * mint authority, which lets the faucet and market maker mint with ordinary
 * `mintTo` transactions.
 */
import { MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { solanaChain } from '../../chains/chains.ts';
import { decodeMint } from './token-state.ts';
import type { SolanaLedger } from './solana-ledger.ts';

/**
 * Creates each registry mint that is missing, and hands existing ones to
 * `authority` when they name another mint authority (a state kept across a
 * lost authority file). Supplies already minted are kept.
 */
export function ensureSandboxMints(ledger: SolanaLedger, authority: PublicKey): void {
  for (const token of solanaChain.tokens) {
    const address = new PublicKey(token.mint);
    const existing = ledger.getAccount(address);
    const mint = existing?.owner.equals(TOKEN_PROGRAM_ID) ? decodeMint(existing) : undefined;
    if (mint && mint.mintAuthorityOption === 1 && mint.mintAuthority.equals(authority) && mint.decimals === token.decimals) continue;
    const data = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: authority,
        supply: mint?.supply ?? 0n,
        decimals: token.decimals,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      data,
    );
    ledger.setAccount(address, { lamports: ledger.minimumBalanceForRentExemption(MINT_SIZE), data, owner: TOKEN_PROGRAM_ID });
  }
}
