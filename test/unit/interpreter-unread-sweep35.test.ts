import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Words the interpreter cannot place, beside a move (sweep 35, classes 1, 5 and 8; issue 16). A clause set off by a
 * comma, a full stop, a dash, a bracket or a line, whose words no reader knows, was dropped and the move ran; words in
 * Cyrillic, Chinese, Devanagari or Arabic were no words at all. Now every letter of every script is a word: a move
 * beside words it cannot place is asked back naming them, and one beside a word that may take it back, put it off,
 * repeat, share or scale it ("nein", "нет", "morgen", "zweimal", "cents", "тысяч") is refused. A move a reader asks a
 * yes for, said with a negation or as a question in another language, is refused too.
 */
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));
const moves = new Set(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'fees-claim', 'automation-create', 'automation-cancel']);

/** What the reading does: 'move' (runs now), 'confirm' (asks a yes for a move), 'ask', 'info' or 'fail'. */
function outcome(prompt: string): string {
  const r = read(prompt) as { kind: string; intent?: { kind: string }; pending?: { awaiting?: string }; awaiting?: string };
  if (r.kind === 'intent') return moves.has(r.intent!.kind) ? 'move' : 'info';
  if (r.kind === 'ask') return (r.awaiting ?? r.pending?.awaiting) === 'confirm' ? 'confirm' : 'ask';
  return r.kind;
}

describe('a word beside a move that takes it back, puts it off, repeats, shares or scales it refuses the move', () => {
  it.each([
    // The sweep's: another language after a separator.
    `send 10 usdc to ${A1} on base, nein`,
    `send 10 usdc to ${A1} on base. nein!`,
    `send 10 usdc to ${A1} on base — nein, doch nicht`,
    `send 10 usdc to ${A1} on base, não`,
    `send 10 usdc to ${A1} on base, mat karo`,
    `send 10 usdc to ${A1} on base, hindi pa`,
    `send 10 usdc to ${A1} on base, otmena`,
    `send 10 usdc to ${A1} on base, esquece`,
    `send 10 usdc to ${A1} on base, para`,
    // "para" is "stop" everywhere but right before the recipient, where it is "to" ("envie 10 usdc para 0x…").
    `envie 10 usdc para ${A1} na base, para!`,
    `para, envie 10 usdc para ${A1} na base`,
    `send 10 usdc to ${A1} on base, warte`,
    `send 10 usdc to ${A1} on base, noch nicht`,
    `send 10 usdc to ${A1} on base, morgen`,
    `send 10 usdc to ${A1} on base, mañana`,
    `send 10 usdc to ${A1} on base, halb`,
    `send 10 usdc to ${A1} on base, zweimal`,
    `send 10 usdc to ${A1} on base, jeweils`,
    `send 10 usdc to ${A1} on base, täglich`,
    `send 10 usdc to ${A1} on base, cents`,
    `send 10 usdc to ${A1} on base, wei`,
    `send 10 usdc to ${A1} on base, thousand`,
    `send 10 usdc to ${A1} on base, tausend`,
    `nein, send 10 usdc to ${A1} on base`,
    `send 10 usdc, nein, to ${A1} on base`,
    `send 10 usdc to ${A1} on base (nein)`,
    `send 10 usdc to ${A1} on base\nnein`,
    // Other scripts, with or without a separator.
    `send 10 usdc to ${A1} on base нет`,
    `send 10 usdc to ${A1} on base 不要`,
    `send 10 usdc to ${A1} on base नहीं`,
    `send 10 usdc to ${A1} on base لا`,
    `нет send 10 usdc to ${A1} on base`,
    `send 10 тысяч usdc to ${A1} on base`,
    `send 10 हज़ार usdc to ${A1} on base`,
    `send 10 usdc to ${A1} on base 明天`,
    `send 10 usdc to ${A1} on base — ошибка, не тот адрес`,
    `send 10 usdc to ${A1} on base。不要`,
    // Every kind of move.
    'swap 10 usdc to eth on base, nicht',
    'sell 1 eth on base, nein',
    'buy 100 degen on base 別買',
    'wrap 0.1 eth on base нет',
    'unwrap 0.1 weth on base, nein',
    'launch a token called Moon Cat with symbol MCAT on base, nein',
    'claim my fees нет',
    'buy $10 of eth every week on base, nein',
    'buy 1 eth on base when it drops to 2000, nein',
    'cancel my eth buy 不要',
    'buy 10 тысяч degen on base',
    // Siblings written differently.
    `pay ${A1} 25 usdc on polygon; nein danke`,
    `transfer 5 dai to ${A1} on ethereum - spaeter`,
    'sell 2 sol on solana (morgen)',
    `send 3 usdc to ${A1} on base ✓`,
    `send 3 usdc to ${A1} on base 🙅`,
    `send 1 eth to ${A1} on base (done)`,
  ])('%s', (prompt) => {
    expect(outcome(prompt)).toBe('fail');
  });
});

describe('a remark of unknown words beside a move is asked back, naming them', () => {
  it.each([
    [`send 10 usdc to ${A1} on base, changed my mind`, 'mind'],
    [`send 10 usdc to ${A1} on base. wrong address`, 'wrong'],
    [`send 10 usdc to ${A1} on base. typo`, 'typo'],
    [`send 10 usdc to ${A1} on base. my bad`, 'bad'],
    [`send 10 usdc to ${A1} on base, skip it`, 'skip'],
    [`send 10 usdc to ${A1} on base, just asking`, 'asking'],
    [`send 10 usdc to ${A1} on base, banana`, 'banana'],
    [`send 1 eth to ${A1} on base lol`, 'lol'],
    [`in a game, send 1 eth to ${A1} on base`, 'game'],
    [`send 10 usdc to ${A1} on base, as a loan`, 'loan'],
    [`send 10 usdc to ${A1} on base, as a test first`, 'test'],
    [`send 10 usdc to ${A1} on base, in installments`, 'installments'],
  ])('%s', (prompt, word) => {
    const r = read(prompt);
    expect(['ask', 'fail']).toContain(r.kind);
    expect(JSON.stringify(r)).toContain(word);
  });
});

describe('a move a reader asks a yes for, said with a negation or as a question, is refused', () => {
  it.each([
    `no mandes 10 usdc a ${A1} en base`,
    `${A1} ko 10 usdc mat bhejo base pe`,
    `${A1} ko 10 usdc na bhejo base pe`,
    `10 usdc ${A1} ko nahi bhejna base pe`,
    `não envie 10 usdc para ${A1} na base`,
    `schick nicht 10 usdc an ${A1} auf base`,
    `n'envoie pas 10 usdc à ${A1} sur base`,
    `ne otpravlyai 10 usdc na ${A1} v base`,
    `не отправляй 10 usdc на ${A1} в base`,
    `abeg no send 10 usdc give ${A1} for base`,
    `i no wan send 10 usdc give ${A1} for base`,
    `nunca mandes 10 usdc a ${A1} en base`,
    `je ne veux pas envoyer 10 usdc à ${A1} sur base`,
    `how come you sent 10 usdc to ${A1} on base`,
    `¿puedo enviar 10 usdc a ${A1} en base?`,
    `warum hast du 10 usdc an ${A1} auf base geschickt?`,
    `pourquoi as-tu envoyé 10 usdc à ${A1} sur base?`,
    `kya main ${A1} ko 10 usdc bhej sakta hoon base pe?`,
    `send 10 usdc to ${A1} on base. is this a scam`,
    `like: send 1 eth to ${A1} on base`,
  ])('%s', (prompt) => {
    expect(outcome(prompt)).toBe('fail');
  });
});

describe('remarks that read right keep their reading', () => {
  it.each([
    [`send 10 usdc to ${A1} on base, for rent`, 'move'],
    [`send 10 usdc to ${A1} on base, thanks!`, 'move'],
    [`send 10 usdc to ${A1} on base, as a gift`, 'move'],
    ['send 25 usdc to alice.eth on base, its for dinner lol', 'move'],
    ['Send 100 USDC to marie.eth on base, she is my sister', 'move'],
    ['dump 50 jup for usdc im done w it', 'confirm'],
    ['send 50 USDC to my cousin Wei on base, he need it for school', 'ask'],
    ['I would like sell 5 UNI and take USDC for it, on ethereum net', 'move'],
    ['Good morning. Would you please unwrap 0.02 WETH back into ETH on Base? I would like to keep things simple. Thank you.', 'move'],
    ['sell three link for usdc on ethereum no wait make it two', 'confirm'],
    ['send thirty usdc to bob dot eth wait no alice dot eth on ethereum', 'confirm'],
    [`manda 10 usdc a ${A1} en base`, 'confirm'],
    [`send 10 usdc to ${A1} and ${A2} on base, 5 each`, 'move'],
    ['buy $10 of eth every week on base', 'move'],
    ['cancel my eth buy', 'move'],
    ['launch a token called Moon Cat with symbol MCAT on base', 'move'],
    ['buy 1 eth on base when it drops to 2 thousand', 'move'],
    // "at the moment" is English for now (held-out-18 careful :78), not German's "Moment!".
    ['I would like to send 250 USDC to my accountant on Base. I do not have the address to hand at the moment.', 'ask'],
  ])('%s', (prompt, expected) => {
    expect(outcome(prompt)).toBe(expected);
  });
});
