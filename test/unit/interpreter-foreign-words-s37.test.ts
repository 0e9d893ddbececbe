import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { alsoEnglish, alsoPreposition, collectingWords, type ForeignRole, foldAccents, foreignRole, foreignWords } from '../../lib/language/foreign-words.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * One list of foreign words per role (negation, stop, delay, share), read by every reader (issue 16, session 37): two
 * helpers had written twin lists (`unread-foreign.ts`, `answer-words.ts`), each missing words of the other ("nichts",
 * "niemals", "pas" in answers; "deixa", "linggo", "semana" beside a move). Each word of each list refuses in all three
 * places words are read: beside a move made now, beside an order, and in an answer to a move's question (a take-back
 * in an answer to an order's question too). The named filters: words that are also prepositions ("para", "ne") are
 * no take-back in an answer; "todo" is English beside a move; "nö" folded is English "no", never a foreign word.
 */
const now = new Date('2026-11-27T12:00:00Z');
const A1 = '0x1111111111111111111111111111111111111111';
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const roles = Object.keys(foreignWords) as ForeignRole[];
const rows = (pick: (word: string, role: ForeignRole) => boolean) =>
  roles.flatMap((role) => foreignWords[role].filter((w) => pick(w, role)).map((w) => [role, w] as const));

describe('the lists', () => {
  it('hold each word once, in one role', () => {
    const seen = new Map<string, string>();
    for (const role of roles)
      for (const w of foreignWords[role]) {
        expect(seen.get(foldAccents(w)), `${w} in ${role}`).toBeUndefined();
        seen.set(foldAccents(w), role);
      }
  });

  it.each([
    ['nao', 'negation'],
    ['não', 'negation'],
    ['NAO'.toLowerCase(), 'negation'],
    ['spater', 'delay'],
    ['später', 'delay'],
    ['manana', 'delay'],
    ['esqueca', 'stop'],
    ['olvidalo', 'stop'],
    ['moitie', 'share'],
    ['nö', 'negation'],
  ])('finds %s without or with its accents (%s)', (word, role) => {
    expect(foreignRole(word)).toBe(role);
  });

  // English words that a folded or a listed foreign word would be: "no", "nine" (not "nein"), "ka", "mai".
  it.each(['no', 'nine', 'ka', 'mai', 'not', 'later', 'na', 'a', 'de'])('%s is no foreign word', (word) => {
    expect(foreignRole(word)).toBeUndefined();
  });

  it('names the filters', () => {
    expect(['para', 'ne', 'na', 'de', 'en'].every(alsoPreposition)).toBe(true);
    expect(alsoPreposition('nein')).toBe(false);
    expect(alsoEnglish('todo')).toBe(true);
    expect(alsoEnglish('todos')).toBe(false);
  });
});

describe('every word of every list refuses a move made now beside it', () => {
  // Signs of no ("👎") beside a move made now are asked back for a yes by the English doubts' rule, before any list.
  it.each(rows((w) => /\p{L}/u.test(w) && !alsoEnglish(w)))('%s: send … on base, %s', (_role, word) => {
    expect(read(`send 10 usdc to ${A1} on base, ${word}`)).toMatchObject({ kind: 'fail' });
  });
});

describe('every word of every list refuses an order beside it', () => {
  it.each(rows((w) => !alsoEnglish(w)))('%s: buy … when eth drops …, %s', (_role, word) => {
    expect(read(`buy $10 of eth on base when eth drops below 2000, ${word}`)).toMatchObject({ kind: 'fail' });
  });
});

describe('every word of every list refuses an answer to a move’s question', () => {
  // Signs of no are no words of an answer (a yes said with one is asked again: interpreter-threads-sweep35).
  // "base nö", "base não" are cancels ("no" read), the rest refusals naming the word.
  it.each(rows((w) => /\p{L}/u.test(w) && !alsoPreposition(w)))('%s: base %s', (_role, word) => {
    expect(thread(`send 10 usdc to ${A1}`, `base ${word}`)).toMatchObject({ kind: 'fail' });
  });

  it.each(rows((w, role) => /\p{L}/u.test(w) && !alsoPreposition(w) && (role === 'negation' || role === 'stop')))(
    '%s, to an order’s question: %s',
    (_role, word) => {
      expect(thread('buy $10 of eth on base', `every monday, ${word}`)).toMatchObject({ kind: 'fail' });
    },
  );
});

describe('the named filters keep what their words mean there', () => {
  it.each([
    // A preposition in an answer: the value it introduces.
    [`send 10 usdc to ${A1}`, 'na base'],
    ['send 10 usdc on base', `para ${A1}`],
    [`send 10 usdc to ${A1}`, 'en base'],
  ])('%s → %s is read', (...prompts) => {
    expect(thread(...prompts)).not.toMatchObject({ kind: 'fail' });
  });

  it.each([
    // English words beside an English request: "no rush", "at the moment", a TODO note.
    `send 10 usdc to ${A1} on base, no rush`,
    `send 10 usdc to ${A1} on base, nine is too much so ten`,
    `TODO (base): convert 0.02 weth back to usdc\n\n^ do the todo`,
    `send 10 usdc to ${A1} on base, i'm busy at the moment`,
    `send 10 usdc to ${A1} on base, nothing else for the moment`,
  ])('%s is not refused as a foreign word', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'fail' ? r.message : '').not.toMatch(/did not read "(?:no|nine|todo|moment)"/);
  });

  it.each([
    // Those same words in their own language stop the move.
    [`send 10 usdc to ${A1} on base, nö`, 'fail'],
    [`send 10 usdc to ${A1} on base, moment`, 'fail'],
    [`send 10 usdc to ${A1} on base, todos`, 'fail'],
    [`send 10 usdc to ${A1} on base, nahīn`, 'fail'],
    [`send 10 usdc to ${A1} on base, nahī`, 'fail'],
  ])('%s → %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind });
  });
});

describe('money coming in, in any listed language, is no payment (money-direction)', () => {
  it.each(collectingWords.filter((w) => !/^(?:le lo|lelo|mangwa|mangao|mangna)$/.test(w)))('%s 10 usdc de 0x… on base', (word) => {
    expect(read(`${word} 10 usdc de ${A1} on base`)).not.toMatchObject({ kind: 'intent' });
    expect(read(`${word} 10 usdc de ${A1} on base`)).not.toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });

  it.each(['le lo', 'lelo', 'mangwa', 'mangao', 'mangna'])('%s, in Hinglish', (word) => {
    expect(read(`${A1} se 10 usdc ${word} on base`)).toMatchObject({ kind: 'fail', code: 'INVALID_RECIPIENT' });
  });
});
