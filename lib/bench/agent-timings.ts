import { benchInterpreter } from '../agent/interpreter/index.ts';
import type { LocalRuntime } from '../local/local-runtime.ts';

/** Phrasings of every kind the interpreter handles, for its per-prompt timing. */
const phrasings = [
  'what is my ETH balance on base',
  'yo whats my eth bal on base',
  'swp 5 usdc->eth base',
  'buy $20 of degen with usdc on base',
  'sell half my eth for usdc on base',
  'send 0.01 ETH to 0x000000000000000000000000000000000000dEaD on base',
  'send 0.1 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on solana',
  'price of degen',
  'show my portfolio',
  'whats trending on base',
  // Orders, launches, careful prose and pasted text (issue 16): the slower readings, so the median is of the mix people send.
  'if eth drops to 2500 buy $100 of eth with usdc on base',
  'every monday at 9:00 UTC buy $25 of eth with usdc on base for 10 weeks',
  'launch a token called Moon Cat with symbol MCAT on base',
  'In order to pay our designer, could you please send 250 USDC on Base to carol.base.eth? Please make sure it goes out on Base only.',
  '[mom]: pls send 3 USDC to 0x3333333333333333333333333333333333333333 on base for the groceries\n\nok do it',
];

/**
 * Interpreter time per prompt (median µs) and, through the real local
 * runtime, submit → completed for swap prompts (p50, p99 ms).
 */
export async function measureAgent(runtime: LocalRuntime, apiKey: string, swaps: number) {
  const interpreterMedianUs = benchInterpreter(phrasings, 50);
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${runtime.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Record<string, any>;
  };
  const swapMs: number[] = [];
  for (let i = 0; i < swaps; i += 1) {
    const started = performance.now();
    const { jobId } = await call('/agent/prompt', { prompt: 'swap 1 usdc for eth on base' });
    for (;;) {
      const job = await call(`/agent/job/${jobId}`);
      if (job.status === 'completed') break;
      if (job.status === 'failed') throw new Error(`swap job failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    swapMs.push(performance.now() - started);
  }
  swapMs.sort((a, b) => a - b);
  const at = (p: number) => Number(swapMs[Math.min(swapMs.length - 1, Math.floor((p / 100) * swapMs.length))]!.toFixed(1));
  return { interpreterMedianUs, swapPromptToCompletedMs: { n: swaps, p50: at(50), p99: at(99), goalP50: 1000 } };
}
