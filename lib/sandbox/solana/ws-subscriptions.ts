/**
 * The PubSub half of the sandbox node: per WebSocket connection, the
 * subscription methods (signature, account, program, logs, slot, root) fed
 * by ledger events, plus every HTTP method so one socket can do both.
 * web3.js v1 confirms transactions through `signatureSubscribe`.
 */
import type { WebSocket } from 'ws';
import { PublicKey } from '@solana/web3.js';
import { dispatchJsonRpc, JsonRpcError, RpcErrorCode, stringifyJson, type RpcMethods } from './json-rpc.ts';
import { accountEncodingOptions, encodeAccount, type AccountEncodingOptions } from './account-encoding.ts';
import { matchesFilter, type Filter } from './rpc-account-methods.ts';
import { configParam, pubkeyParam } from './rpc-params.ts';
import type { LedgerEvent, SolanaLedger } from './solana-ledger.ts';
import type { AccountSnapshot } from './token-state.ts';
import { SLOT_MS } from './chain-head.ts';

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: PublicKey; encoding: AccountEncodingOptions }
  | { kind: 'program'; program: PublicKey; encoding: AccountEncodingOptions; filters: Filter[] }
  | { kind: 'logs'; mentions: string | undefined }
  | { kind: 'slot' }
  | { kind: 'root' };

let nextSubscriptionId = 1;

// What a node sends for an account that no longer exists: an empty system account.
const closedAccount: AccountSnapshot = { lamports: 0n, data: new Uint8Array(), owner: PublicKey.default, executable: false, rentEpoch: 0n };

/**
 * Serves JSON-RPC over one WebSocket: `methods` plus the subscription
 * methods, with notifications pushed as the ledger changes. Cleans up when
 * the socket closes.
 */
export function serveWebSocket(socket: WebSocket, ledger: SolanaLedger, methods: RpcMethods): void {
  const subscriptions = new Map<number, Subscription>();
  const send = (message: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message));
  };
  const notify = (method: string, subscription: number, result: unknown): void => send({ jsonrpc: '2.0', method, params: { result, subscription } });
  const encode = (account: AccountSnapshot | null, options: AccountEncodingOptions) => encodeAccount(account ?? closedAccount, options, ledger.decimalsOf);

  // Slots are produced lazily; while someone watches them, look every slot so they tick as on mainnet.
  let ticker: NodeJS.Timeout | undefined;
  const updateTicker = (): void => {
    const watched = [...subscriptions.values()].some((sub) => sub.kind === 'slot' || sub.kind === 'root');
    if (watched && !ticker) ticker = setInterval(() => ledger.sync(), SLOT_MS).unref();
    if (!watched && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
  const add = (subscription: Subscription): number => {
    const id = nextSubscriptionId++;
    subscriptions.set(id, subscription);
    updateTicker();
    return id;
  };
  const remove =
    (kind: Subscription['kind']) =>
    ([id]: readonly unknown[]) => {
      if (typeof id !== 'number' || subscriptions.get(id)?.kind !== kind) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid subscription id.');
      subscriptions.delete(id);
      updateTicker();
      return true;
    };

  const subscriptionMethods: RpcMethods = {
    signatureSubscribe: ([signature]) => {
      if (typeof signature !== 'string') throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: signature must be a string');
      const id = add({ kind: 'signature', signature });
      const record = ledger.transaction(signature);
      // Already processed: answer at once, but after the client has its subscription id.
      if (record) {
        setImmediate(() => {
          if (subscriptions.delete(id)) notify('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } });
        });
      }
      return id;
    },
    signatureUnsubscribe: remove('signature'),
    accountSubscribe: ([address, config]) => add({ kind: 'account', address: pubkeyParam(address), encoding: accountEncodingOptions(config, 'base58') }),
    accountUnsubscribe: remove('account'),
    programSubscribe: ([program, rawConfig]) => {
      const config = configParam<{ filters: Filter[] }>(rawConfig);
      return add({ kind: 'program', program: pubkeyParam(program), encoding: accountEncodingOptions(config, 'base58'), filters: config.filters ?? [] });
    },
    programUnsubscribe: remove('program'),
    logsSubscribe: ([filter]) => {
      if (filter === 'all' || filter === 'allWithVotes') return add({ kind: 'logs', mentions: undefined });
      const mentions = (filter as { mentions?: unknown } | undefined)?.mentions;
      if (!Array.isArray(mentions) || mentions.length !== 1) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid Request: Only 1 address supported');
      return add({ kind: 'logs', mentions: pubkeyParam(mentions[0]).toBase58() });
    },
    logsUnsubscribe: remove('logs'),
    slotSubscribe: () => add({ kind: 'slot' }),
    slotUnsubscribe: remove('slot'),
    rootSubscribe: () => add({ kind: 'root' }),
    rootUnsubscribe: remove('root'),
  };
  const allMethods: RpcMethods = { ...methods, ...subscriptionMethods };

  const onChanged = (addresses: readonly string[], slot: number): void => {
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'account' && addresses.includes(sub.address.toBase58())) {
        notify('accountNotification', id, { context: { slot }, value: encode(ledger.getAccount(sub.address), sub.encoding) });
      }
      if (sub.kind === 'program') {
        for (const address of addresses) {
          const pubkey = new PublicKey(address);
          const account = ledger.getAccount(pubkey);
          if (!account?.owner.equals(sub.program) || !sub.filters.every((f) => matchesFilter(account, f))) continue;
          notify('programNotification', id, { context: { slot }, value: { pubkey: address, account: encode(account, sub.encoding) } });
        }
      }
    }
  };

  const onEvent = (event: LedgerEvent): void => {
    if (event.kind === 'transaction') {
      const { record } = event;
      for (const [id, sub] of subscriptions) {
        if (sub.kind === 'signature' && sub.signature === record.signature) {
          subscriptions.delete(id);
          notify('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } });
        }
        if (sub.kind === 'logs' && (sub.mentions === undefined || record.accountKeys.includes(sub.mentions))) {
          notify('logsNotification', id, { context: { slot: record.slot }, value: { signature: record.signature, err: record.err, logs: record.logMessages } });
        }
      }
      onChanged(event.writable, record.slot);
    } else if (event.kind === 'accounts') {
      onChanged(event.addresses, ledger.slot);
    } else {
      for (const [id, sub] of subscriptions) {
        // Every sandbox block is rooted as soon as it is made.
        if (sub.kind === 'slot') notify('slotNotification', id, { parent: event.parent, root: event.slot, slot: event.slot });
        if (sub.kind === 'root') notify('rootNotification', id, event.slot);
      }
    }
  };

  const unsubscribeLedger = ledger.subscribe(onEvent);
  socket.on('close', () => {
    unsubscribeLedger();
    subscriptions.clear();
    updateTicker();
  });
  socket.on('message', (data) => {
    void (async () => {
      let payload: unknown;
      try {
        payload = JSON.parse(data.toString());
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: RpcErrorCode.parseError, message: 'Parse error' } });
        return;
      }
      const response = await dispatchJsonRpc(allMethods, payload);
      if (response !== undefined) send(response);
    })();
  });
}
