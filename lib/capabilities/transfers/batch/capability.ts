import { capability, intentKind } from '../../capability.ts';
import { solanaUnavailable } from '../transfer-token.ts';
import { TransferBatchIntentSchema } from './intent.ts';
import { readTransferBatch } from './read-transfer-batch.ts';
import { sendEvmBatch } from './send-evm-batch.ts';
import { sendSolanaBatch } from './send-solana-batch.ts';

/** One token to several recipients on one chain, one exactly-once transfer each, checked as a whole before the first. */
export const transferBatches = capability({
  name: 'transfer-batches',
  summary: 'transfers to several addresses ("send 2 usdc each to 0x…, 0x… and 0x… on base")',
  kinds: [
    intentKind({
      schema: TransferBatchIntentSchema,
      movesFunds: true,
      scope: 'trade',
      examples: [
        'send 2 usdc each to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 and 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B on base',
        'send 5 usdc to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 and 3 usdc to 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B on base',
      ],
      run: (deps, ctx, intent) => {
        if (intent.chain !== 'solana') return sendEvmBatch(deps, ctx, intent);
        if (!deps.solana) throw solanaUnavailable();
        return sendSolanaBatch({ solana: deps.solana, keyVault: deps.keyVault, solanaSteps: deps.solanaSteps, clock: deps.clock }, ctx, intent);
      },
    }),
  ],
  // Last of the readers: an order ("every monday send …") and a launch are read first; only a send now to several addresses is a batch.
  read: (text, { thread }) => readTransferBatch(text, thread),
});
