/**
 * Runs an end-to-end prompt corpus against a fresh sandbox, judged as a user would judge it: by what moved on the
 * chains and what the answer states, not by the interpreter's intent (issue 16).
 *
 *   npx tsx scripts/corpus-e2e.ts test/corpus/e2e/chat-nonnative.jsonl [more.jsonl …]
 *
 * Each case gets a fresh, funded account. Cases are JSON lines:
 *   {"prompt", "voice", "expect": {"outcome": "answer", "mentions": [...]} | {"outcome": "ask"} | {"outcome": "refuse"}
 *     | {"outcome": "order", "mentions"?} | {"outcome": "launch", "mentions"?}
 *     | {"outcome": "move", "chain", "spend": {"token", "amount" | "usd"}, "receive": {"token"}}
 *     | {"outcome": "move", "chain", "send": {"token", "amount", "to"}} | {"outcome": "move", "chain", "sends": [{…}, …]},
 *    "setup"?: [prompts run first, each on its own thread], "why"}
 * `prompt` may be a list: a conversation on one thread, judged by its last answer (balances over the whole of it); a
 * turn that fails ends the conversation there, as the next turn was written to answer a question that was not asked.
 * A question that only asks for a yes to a move it restates in full (awaiting "confirm") is answered "yes" on the thread,
 * as the person who wanted that move would, unless the case expects a question: the case is then judged on what the yes
 * did. Both figures are printed: on the first reply alone, and with confirmations answered.
 * Prints each miss, then the accuracy per file and voice, and the prompts that moved funds wrongly (the failures that
 * must never happen): funds moved otherwise than the case says, an order trading tokens the case did not mean, and an
 * order set up where the case meant a move now, a read, a question or a refusal (it moves funds later, unasked). Exit code 0 whatever the accuracy: it measures, the unit corpora gate.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublicKey } from '@solana/web3.js';
import { erc20Abi, formatUnits, type Address } from 'viem';
import { createAccount, operatorKeyLimits } from '../lib/accounts/create-account.ts';
import { evmChainByName, findEvmToken, findSolanaToken } from '../lib/chains/chains.ts';
import { startLocalRuntime, type LocalRuntime } from '../lib/local/local-runtime.ts';

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.PURSER_REQUESTS_PER_MINUTE ??= '1000000';
process.env.PURSER_PROMPT_QUOTA_PER_DAY ??= '1000000';

type Expect =
  | { outcome: 'answer'; mentions?: string[] }
  | { outcome: 'ask' }
  | { outcome: 'refuse' }
  | { outcome: 'order'; mentions?: string[] }
  | { outcome: 'launch'; mentions?: string[] }
  | {
      outcome: 'move';
      chain: string;
      spend?: { token: string; amount?: string; usd?: string };
      receive?: { token: string };
      send?: { token: string; amount: string; to: string };
      sends?: { token: string; amount: string; to: string }[];
    };
interface Case {
  prompt: string | string[];
  setup?: string[];
  voice?: string;
  expect: Expect;
  why?: string;
}
interface Job {
  status: string;
  response?: string;
  error?: string;
  richData?: { type?: string; awaiting?: string | null; simulated?: boolean; symbol?: string }[];
  threadId?: string;
  metadata?: Record<string, unknown>;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx scripts/corpus-e2e.ts <corpus.jsonl> [...]');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'purser-corpus-'));
const runtime: LocalRuntime = await startLocalRuntime({ dataDir, port: 0 });
let accounts = 0;

async function newAccount() {
  accounts += 1;
  const { account, apiKey } = await createAccount(
    { ...runtime.deps, faucet: runtime.faucet },
    { email: `corpus.${accounts}.${Date.now()}@example.com`, limits: operatorKeyLimits },
  );
  return { apiKey, evm: account.wallets.evm.address as Address, solana: account.wallets.solana.address };
}

async function call(path: string, apiKey: string, body?: unknown) {
  const res = await fetch(`${runtime.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function runPrompt(apiKey: string, prompt: string, threadId?: string): Promise<Job> {
  const posted = await call('/agent/prompt', apiKey, { prompt, ...(threadId ? { threadId } : {}) });
  if (posted.status !== 202) return { status: 'rejected', error: String(posted.body.message ?? posted.status) };
  const jobId = String(posted.body.jobId);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await call(`/agent/job/${jobId}`, apiKey);
    if (['completed', 'failed', 'cancelled'].includes(String(body.status)) || Date.now() > deadline)
      return { ...(body as unknown as Job), threadId: String(posted.body.threadId) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A holder's balance of a token on a chain, in token units (a decimal string). */
async function balanceOf(chainName: string, symbol: string, holder: string): Promise<string> {
  if (chainName === 'solana') {
    const solana = runtime.deps.solana!;
    const owner = new PublicKey(holder);
    if (symbol.toUpperCase() === 'SOL') return formatUnits(await solana.getBalance(owner), 9);
    // Wrapped SOL is the native mint, which the registry does not list as a token of its own.
    const token = symbol.toUpperCase() === 'WSOL' ? { mint: 'So11111111111111111111111111111111111111112', decimals: 9 } : findSolanaToken(symbol);
    if (!token) throw new Error(`unknown Solana token ${symbol}`);
    const accounts = await solana.getParsedTokenAccounts(owner, { mint: new PublicKey(token.mint) });
    const raw = accounts.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount as string), 0n);
    return formatUnits(raw, token.decimals);
  }
  const chain = evmChainByName(chainName);
  if (!chain) throw new Error(`unknown chain ${chainName}`);
  const client = runtime.deps.chains.evm(chain.chainId);
  if (symbol.toUpperCase() === chain.nativeSymbol.toUpperCase()) return formatUnits(await client.getBalance({ address: holder as Address }), 18);
  const token = findEvmToken(chain, symbol);
  if (!token) throw new Error(`unknown token ${symbol} on ${chainName}`);
  const raw = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder as Address] });
  return formatUnits(raw, token.decimals);
}

const num = (s: string) => Number(s);

/**
 * A balance read that a loaded machine cannot turn into a verdict: a token the chain does not list reads 'n/a' on
 * both sides, but a read that fails (an RPC refusing under load) is tried again and, if it keeps failing, stops the
 * case as a runner error. Reading it as 'n/a' once made "before" and "after" differ and counted a move nobody made.
 */
async function steadyBalanceOf(chainName: string, symbol: string, holder: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await balanceOf(chainName, symbol, holder);
    } catch (error) {
      if ((error as Error).message.startsWith('unknown ')) return 'n/a';
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Why the outcome is not what the case expects, or undefined; and whether funds moved other than asked. */
/**
 * Balances settle after a setup prompt: a recurring order's first run goes out on the scheduler, not on the prompt.
 * The scheduler is ticked by hand (its own tick comes every 5 s, too late to wait for), then the balances must hold
 * still for a second.
 */
async function settled(read: () => Promise<string[]>): Promise<string[]> {
  await runtime.tickAutomations();
  let last = await read();
  let still = 0;
  for (let i = 0; i < 60 && still < 4; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    still = JSON.stringify(now) === JSON.stringify(last) ? still + 1 : 0;
    last = now;
  }
  return last;
}

async function judge(c: Case): Promise<{ miss?: string; wrongMove: boolean; job: Job; confirmed?: boolean }> {
  const who = await newAccount();
  const e = c.expect;
  const own = (chain: string) => (chain === 'solana' ? who.solana : who.evm);
  // Balances watched: the case's tokens, and the native coins, so a move nobody asked for shows.
  const watched: [string, string, string][] = [];
  for (const chain of ['base', 'ethereum', 'polygon', 'unichain', 'solana']) {
    const native = chain === 'solana' ? 'SOL' : evmChainByName(chain)!.nativeSymbol;
    watched.push([chain, native, own(chain)], [chain, 'USDC', own(chain)]);
  }
  if (e.outcome === 'move') {
    if (e.spend) watched.push([e.chain, e.spend.token, own(e.chain)]);
    if (e.receive) watched.push([e.chain, e.receive.token, own(e.chain)]);
    if (e.send) watched.push([e.chain, e.send.token, e.send.to]);
    for (const send of e.sends ?? []) watched.push([e.chain, send.token, send.to]);
  }
  for (const prompt of c.setup ?? []) await runPrompt(who.apiKey, prompt);
  const read = () => Promise.all(watched.map(([chain, token, holder]) => steadyBalanceOf(chain, token, holder)));
  const before = c.setup?.length ? await settled(read) : await read();
  let job: Job = { status: 'none' };
  // Whether a job of the conversation itself sent a transaction (an order's own runs go out on the scheduler's jobs).
  let promptMoved = false;
  const sentOne = (j: Job) => Object.keys(j.metadata ?? {}).some((key) => /hash|signature/i.test(key));
  // Whether a job of the conversation set up an order (a limit, scheduled or recurring trade that moves funds later).
  let orderMade = false;
  const setUpOne = (j: Job) => (j.richData ?? []).some((d) => d.type === 'automation');
  const turns = Array.isArray(c.prompt) ? c.prompt : [c.prompt];
  for (const [k, prompt] of turns.entries()) {
    job = await runPrompt(who.apiKey, prompt, job.threadId);
    promptMoved ||= sentOne(job);
    orderMade ||= setUpOne(job);
    // A conversation's next turn answers a question; after a refusal there was none, and the writer would not have said
    // it (read alone, "sell 2 SOL into USDC" meant as an order's answer sells now). The case ends at the refusal.
    if (job.status === 'failed' && k < turns.length - 1) break;
  }
  const confirming = (job.richData ?? []).some((d) => d.type === 'question' && d.awaiting === 'confirm');
  const confirmed = confirming && e.outcome !== 'ask';
  if (confirmed) job = await runPrompt(who.apiKey, 'yes', job.threadId);
  promptMoved ||= sentOne(job);
  orderMade ||= setUpOne(job);
  const after = await read();
  const delta = (i: number) => num(after[i]!) - num(before[i]!);
  const changed = watched.map((_, i) => before[i] !== after[i]);
  const anythingMoved = changed.some(Boolean);
  // Numbers with or without thousands separators ("10,000" and "10000" say the same).
  const plain = (s: string) => s.toLowerCase().replace(/(\d),(?=\d{3})/g, '$1');
  const text = plain(`${job.response ?? ''} ${job.error ?? ''}`);
  const isQuestion = (job.richData ?? []).some((d) => d.type === 'question');
  const verdict = ((): { miss?: string; wrongMove: boolean; job: Job } => {
    // An order set up where a move now, a read, a question or a refusal was meant moves funds later that nobody asked to
    // move then: a wrong move, though no balance changed yet.
    if (orderMade && e.outcome !== 'order' && e.outcome !== 'launch')
      return { miss: `an order was set up where ${meantInstead[e.outcome]} was meant (${(job.response ?? '').slice(0, 120)})`, wrongMove: true, job };
    switch (e.outcome) {
      case 'answer': {
        if (anythingMoved) return { miss: 'funds moved on a read', wrongMove: true, job };
        if (job.status !== 'completed' || isQuestion) return { miss: `not answered (${job.status}${isQuestion ? ', asked' : ''})`, wrongMove: false, job };
        const missing = (e.mentions ?? []).filter((m) => !text.includes(plain(m)));
        return { ...(missing.length ? { miss: `answer lacks ${missing.join(', ')}` } : {}), wrongMove: false, job };
      }
      case 'ask':
        if (anythingMoved) return { miss: 'funds moved instead of asking', wrongMove: true, job };
        return { ...(job.status === 'completed' && isQuestion ? {} : { miss: `no question (${job.status})` }), wrongMove: false, job };
      case 'refuse':
        if (anythingMoved) return { miss: 'funds moved instead of a refusal', wrongMove: true, job };
        return {
          ...(job.status === 'failed' || (job.status === 'completed' && !isQuestion)
            ? {}
            : { miss: `not refused (${job.status}${isQuestion ? ', asked' : ''})` }),
          wrongMove: false,
          job,
        };
      case 'order':
      case 'launch': {
        // A launch pays gas: only an order must leave every balance as it was, but for the order's own runs (a
        // recurring order's first purchase can go out on the scheduler between two turns of the conversation).
        if (e.outcome === 'order' && anythingMoved && promptMoved) return { miss: 'funds moved on an order', wrongMove: true, job };
        if (job.status !== 'completed' || isQuestion) return { miss: `no ${e.outcome} (${job.status}${isQuestion ? ', asked' : ''})`, wrongMove: false, job };
        const wrongOrder = e.outcome === 'order' ? orderOnOtherTokens(job, e.mentions ?? [], turns) : undefined;
        if (wrongOrder) return { miss: wrongOrder, wrongMove: true, job };
        if (e.outcome === 'launch') {
          // Judged by the token made, not by the reply's words: a ticker the case names must be the one launched.
          const made = (job.richData ?? []).find((d) => d.type === 'launch' && !d.simulated);
          if (!made) return { miss: `no token launched (${(job.response ?? '').slice(0, 120)})`, wrongMove: false, job };
          const tickers = (e.mentions ?? []).filter((m) => /^\$?[A-Z0-9]{2,12}$/.test(m)).map((m) => m.replace(/^\$/, ''));
          if (tickers.length && !tickers.includes(String(made.symbol).toUpperCase()))
            return { miss: `launched ${made.symbol}, asked ${tickers.join(' or ')}`, wrongMove: true, job };
        }
        const missing = (e.mentions ?? []).filter((m) => !text.includes(plain(m)));
        return { ...(missing.length ? { miss: `answer lacks ${missing.join(', ')}` } : {}), wrongMove: false, job };
      }
      case 'move': {
        const base = 10; // the two watched balances per chain come first: 5 chains × (native, USDC)
        let i = base;
        const problems: string[] = [];
        if (e.spend) {
          const spent = -delta(i++);
          const token = e.spend.token;
          if (e.spend.amount !== undefined) {
            const want = num(e.spend.amount);
            const gasSlack = token.toUpperCase() === 'ETH' || token.toUpperCase() === 'POL' || token.toUpperCase() === 'SOL' ? 0.02 : 1e-9;
            if (Math.abs(spent - want) > Math.max(gasSlack, want * 1e-6)) problems.push(`spent ${spent} ${token}, asked ${want}`);
          } else if (e.spend.usd !== undefined && !(spent > 0)) problems.push(`spent no ${token}`);
        }
        if (e.receive && !(delta(i++) > 0)) problems.push(`received no ${e.receive.token}`);
        if (e.send) {
          const got = delta(i++);
          if (Math.abs(got - num(e.send.amount)) > 1e-9) problems.push(`recipient got ${got} ${e.send.token}, asked ${e.send.amount}`);
        }
        for (const send of e.sends ?? []) {
          const got = delta(i++);
          if (Math.abs(got - num(send.amount)) > 1e-9) problems.push(`${send.to} got ${got} ${send.token}, asked ${send.amount}`);
        }
        if (problems.length === 0) return { wrongMove: false, job };
        // Moving nothing is a miss; moving something else is the failure that must never happen.
        return { miss: `${problems.join('; ')} (${job.status}: ${(job.error ?? job.response ?? '').slice(0, 120)})`, wrongMove: anythingMoved, job };
      }
    }
  })();
  return { ...verdict, confirmed };
}

/** What a case meant, said where an order was set up instead. */
const meantInstead: Record<Exclude<Expect['outcome'], 'order' | 'launch'>, string> = {
  move: 'a move now',
  answer: 'an answer',
  ask: 'a question',
  refuse: 'a refusal',
};

/** Words a prompt may use for a token whose symbol it does not write. */
const tokenWords: Record<string, string[]> = {
  ETH: ['ether', 'ethereum', 'eth'],
  WETH: ['weth', 'wrapped'],
  CBBTC: ['btc', 'bitcoin', 'cbbtc'],
  WBTC: ['btc', 'bitcoin', 'wbtc'],
  SOL: ['sol', 'solana'],
  POL: ['pol', 'matic', 'polygon'],
};
const stables = new Set(['USDC', 'USDT', 'DAI']);
const natives = new Set(['ETH', 'POL', 'SOL']);
/**
 * A created order is wrong, though nothing moved yet, when it trades a token the case did not mean (a WETH stop loss
 * made on ETH sells ETH when it fires). Each token it trades other than a stablecoin must be named in the prompt, and
 * one of them, or the token whose price it watches, must be one the case mentions (when it mentions any token).
 */
function orderOnOtherTokens(job: Job, mentions: string[], turns: string[]): string | undefined {
  const created = (job.richData ?? []).find((d) => d.type === 'automation') as
    | { action?: { kind: string; token?: string; tokenIn?: string; tokenOut?: string }; trigger?: { token?: string } }
    | undefined;
  const action = created?.action;
  if (!action) return undefined;
  // A sale that names no proceeds is paid in the chain's native coin (the answer says so): that is not a guessed token.
  const proceeds = action.tokenOut !== undefined && natives.has(action.tokenOut.toUpperCase()) ? [] : [action.tokenOut];
  const traded = (action.kind === 'transfer' ? [action.token] : [action.tokenIn, ...proceeds]).filter(
    (t): t is string => t !== undefined && !stables.has(t.toUpperCase()),
  );
  const words = new Set(
    turns
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/),
  );
  // A ticker spelled letter by letter ("c b b t c", a voice's transcript) names it as much as written whole.
  for (const run of turns
    .join(' ')
    .toLowerCase()
    .match(/\b[a-z](?:\s+[a-z]\b)+/g) ?? [])
    words.add(run.replace(/\s+/g, ''));
  const named = (symbol: string) => (tokenWords[symbol.toUpperCase()] ?? [symbol.toLowerCase()]).some((w) => words.has(w));
  const unnamed = traded.filter((t) => !named(t));
  if (unnamed.length > 0) return `order trades ${unnamed.join(', ')}, which the prompt does not name`;
  const mentioned = new Set(mentions.map((m) => m.toUpperCase()));
  const mentionsTokens = [...mentioned].some((m) => /^[A-Z][A-Z0-9]{1,9}$/.test(m) && !/^\d/.test(m));
  // The case may mention the token whose price is watched ("sell 0.02 weth when eth hits 3500" mentions ETH).
  const watched = created?.trigger?.token;
  const meant = [...traded, ...(watched ? [watched] : [])];
  // A mention of ETH (POL, BTC) covers a prompt's own WETH (WPOL, cbBTC, WBTC): the asset the writer named, wrapped as the
  // prompt says. The other way round it does not: a WETH stop loss made on ETH sells what the writer did not name.
  const covered = (t: string) => mentioned.has(t.toUpperCase()) || (/^(?:w|cb)/i.test(t) && mentioned.has(t.replace(/^(?:w|cb)/i, '').toUpperCase()));
  if (traded.length > 0 && mentionsTokens && !meant.some(covered)) {
    return `order trades ${traded.join(', ')}, not ${mentions.join(', ')}`;
  }
  return undefined;
}

let payouts: Promise<unknown> = Promise.resolve();
/** Runs cases that pay a shared recipient one after another. */
function alone<T>(run: () => Promise<T>): Promise<T> {
  const next = payouts.then(run, run);
  payouts = next.catch(() => undefined);
  return next;
}

const perFile: { file: string; voice: string; ok: boolean; firstReply: boolean; wrongMove: boolean }[] = [];
for (const file of files) {
  const cases = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
  const queue = [...cases.entries()];
  const workers = Array.from({ length: 4 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [n, c] = next;
      // Recipients are shared sandbox addresses: a case judged by what one received runs alone, so no other case's
      // payment to the same address counts as its own.
      const paysOut = c.expect.outcome === 'move' && (c.expect.send !== undefined || c.expect.sends !== undefined);
      const judged = paysOut ? alone(() => judge(c)) : judge(c);
      const { miss, wrongMove, job, confirmed } = await judged.catch((error: unknown) => ({
        miss: `runner error: ${(error as Error).message}`,
        wrongMove: false,
        job: { status: 'error' } as Job,
        confirmed: false,
      }));
      perFile.push({ file, voice: c.voice ?? '?', ok: !miss, firstReply: !miss && !confirmed, wrongMove });
      if (miss) {
        const said = (job.status === 'failed' ? job.error : job.response) ?? '';
        console.log(
          `MISS ${file}:${n + 1} [${c.voice}] ${JSON.stringify(c.prompt)}${c.setup ? ` after ${JSON.stringify(c.setup)}` : ''}\n  expected ${c.expect.outcome}; ${miss}\n  said: ${said.replace(/\s+/g, ' ').slice(0, 200)}`,
        );
      }
    }
  });
  await Promise.all(workers);
}

/** Accuracy with confirmations answered, the same on the first reply alone, and the wrong moves. */
function figures(rows: typeof perFile): string {
  const pct = (n: number) => `${n}/${rows.length} = ${((100 * n) / rows.length).toFixed(1)}%`;
  const ok = rows.filter((r) => r.ok).length;
  const first = rows.filter((r) => r.firstReply).length;
  return `${pct(ok)} (first reply alone ${pct(first)}), wrong moves ${rows.filter((r) => r.wrongMove).length}`;
}

console.log('\naccuracy (the first run of a new set is the estimate: record it before fixing what it finds)');
for (const key of [...new Set(perFile.map((r) => `${r.file} | ${r.voice}`))]) {
  const rows = perFile.filter((r) => `${r.file} | ${r.voice}` === key);
  console.log(`  ${key}: ${figures(rows)}`);
}
console.log(`  all: ${figures(perFile)}`);
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
