import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Launches as held-out-36 and -37 wrote them and the service missed (issue 16): the creator said again as the fee
 * recipient, a courtesy read as a condition, a launch announced before its particulars, and a bot's launch form in
 * the shapes bots write (a leading `--launch` flag, a YAML head, a JSON group, its fields sent again with the name).
 */
const now = new Date('2026-11-29T12:00:00Z');
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);
const launchOf = (name: string, symbol: string, more: Record<string, unknown> = {}) => ({
  kind: 'intent',
  intent: { kind: 'launch', chain: 'base', name, symbol, ...more },
});
const feeRecipient = '0x4444444444444444444444444444444444444444';

describe('the creator said again as the fee recipient is the creator', () => {
  it.each([
    'The creator fees should go to my own wallet, please, and to no one else.',
    'Creator fees should go to my own wallet, which I understand is the default. Thank you.',
    'fees to me only',
    'Please use my own wallet as the fee recipient, and nobody else.',
  ])('%s', (fees) => {
    const got = on(`I would like to launch a new token on Base. The name should be "Harbour Light" and the ticker HRBR. ${fees}`);
    expect(got).toEqual(launchOf('Harbour Light', 'HRBR'));
  });

  it('a recipient after "only" is still asked about, never dropped', () => {
    expect(on('launch a token called Harbour Light, ticker HRBR on base, fees to bob only, not me')).not.toMatchObject({ kind: 'intent' });
  });
});

describe('the careful form of a launch', () => {
  it('"if I may" is a courtesy, "is to be" and "please use:" give the values', () => {
    const got = on(
      'I would like to launch a token on Base, if I may. The name is to be "Harbor Lantern" and the ticker LNTRN. For the description, please use: "A community token for the Harbor Lantern reading circle." The website is https://harborlantern.org.',
    );
    expect(got).toEqual(
      launchOf('Harbor Lantern', 'LNTRN', {
        description: 'A community token for the Harbor Lantern reading circle.',
        websiteUrl: 'https://harborlantern.org',
      }),
    );
  });

  it('a real condition still stops the launch', () => {
    expect(on('launch a token called Harbor Lantern, ticker LNTRN, on base if ETH is above 3000')).toMatchObject({ kind: 'fail', code: 'LAUNCH_UNCLEAR' });
  });

  it('an unquoted description ends where the fees are said', () => {
    const got = on('launch a token on base, name it Gremlin Hours, ticker GRML, description: for ppl who code at 3am. fees can just go to my own wallet');
    expect(got).toEqual(launchOf('Gremlin Hours', 'GRML', { description: 'for ppl who code at 3am' }));
    expect(on(`launch a token on base, name it Gremlin Hours, ticker GRML, description: for ppl who code at 3am. fees can go to ${feeRecipient}`)).toEqual(
      launchOf('Gremlin Hours', 'GRML', { description: 'for ppl who code at 3am', feeRecipient }),
    );
  });
});

describe('a launch announced before its particulars asks for them, and the next turn gives them', () => {
  it.each([
    ['thinking of launching a token on base for my discord server 👀', 'name it Gremlin Hours, ticker GRML'],
    ['I want launch my own coin in Base, how I do?', 'Name is Gremlin Hours, ticker GRML'],
    [
      'I would like to launch a token of my own on Base. Before I give you the particulars, could you tell me what information you will need from me?',
      'Very well. The name is Gremlin Hours and the ticker is GRML.',
    ],
  ])('%s', (first, second) => {
    expect(on(first)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'name' } });
    expect(on(first, second)).toEqual(launchOf('Gremlin Hours', 'GRML'));
  });

  it('a move with such a question is not made, nor asked back', () => {
    expect(on('swap 5 usdc for eth on base, how do I do it?')).not.toMatchObject({ kind: 'intent' });
  });

  it('"not launching" beside a fee read is the fee read', () => {
    expect(on('I am not launching a token today, just show my fees')).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
});

describe("a bot's launch form", () => {
  it('a leading --launch flag is the command', () => {
    const got = on(
      `--launch --chain base --name "Gridbot Labs" --symbol GRDL --desc "utility token for the gridbot community" --site https://gridbot.example --fee-to ${feeRecipient}`,
    );
    expect(got).toEqual(
      launchOf('Gridbot Labs', 'GRDL', { description: 'utility token for the gridbot community', websiteUrl: 'https://gridbot.example', feeRecipient }),
    );
  });

  it('a YAML head with no value is the action; fee_recipient: self is the creator; requested_by is the bot', () => {
    // (Asked back for a yes, as a form of lines is: the launch it says back is the form's.)
    const form =
      'launch:\n  chain: base\n  name: Tidepool Finance\n  ticker: TIDE\n  website: https://tidepool.example\n  fee_recipient: self\nrequested_by: deploy-bot@ci';
    const fields = { kind: 'launch', chain: 'base', name: 'Tidepool Finance', symbol: 'TIDE', websiteUrl: 'https://tidepool.example' };
    expect(on(form)).toEqual({ kind: 'ask', question: expect.any(String), pending: { ...fields, awaiting: 'confirm' } });
    expect(on(form, 'yes')).toEqual({ kind: 'intent', intent: fields });
  });

  it('a launch command with its chain and no name asks for it; the fields sent next complete it', () => {
    expect(on('deploy_token chain=base requester=launchpad-bot v=0.3.1')).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'name' } });
    expect(on('deploy_token chain=base requester=launchpad-bot v=0.3.1', 'name="Moth Protocol" symbol=MOTH website=https://moth.example')).toEqual(
      launchOf('Moth Protocol', 'MOTH', { websiteUrl: 'https://moth.example' }),
    );
  });

  it("a JSON group of the launch's own fields; the form sent again with the name keeps the first turn's fields and asks for a yes", () => {
    const first = `{"kind":"token_deploy","chain":"base","meta":{"blurb":"mascot coin","site":"https://gridlockbeetle.xyz"},"fees_payout":"${feeRecipient}","build":"launcher 1.3.0"}`;
    expect(on(first)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'launch', awaiting: 'name', description: 'mascot coin', websiteUrl: 'https://gridlockbeetle.xyz', feeRecipient },
    });
    const again = '{"kind":"token_deploy","chain":"base","patch":"missing meta","meta":{"title":"Gridlock Beetle","tkr":"GRDL"},"build":"launcher 1.3.0"}';
    const got = on(first, again);
    expect(got).toMatchObject({
      kind: 'ask',
      pending: { kind: 'launch', awaiting: 'confirm', name: 'Gridlock Beetle', symbol: 'GRDL', description: 'mascot coin', feeRecipient },
    });
    expect(got.kind === 'ask' && got.question).toContain(feeRecipient);
  });

  it('a group holding anything but launch fields is no launch group', () => {
    expect(on('{"kind":"token_deploy","chain":"base","meta":{"title":"Gridlock Beetle","tkr":"GRDL","budget":"50"}}')).toMatchObject({ kind: 'fail' });
  });
});
