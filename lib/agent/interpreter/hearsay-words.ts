/**
 * The words that say a text came from someone else, in three lists that differ on purpose:
 * - `hearsay` (one-request.ts and the readers of a person's own line): any text passed on — a DM, a text, an email, a
 *   post, "got", "from", "per", "via", a friend. Never a harmless lead-in to a move.
 * - `toldBy` (own-remarks.ts, context-prose.ts): of those, the words that make a whole sentence someone else's alone.
 * - `lureChannels` (beside-move.ts): of those, the channels a stranger's lure arrives by. A remark beside a careful move
 *   that names one is no courtesy. Left out: who passed it on or how it came ("a friend", "from", "got", "received",
 *   "via", "per") — a payee or a friend told of is no lure — and the bare nouns "text", "message", "mail", "post",
 *   which a person says of their own note or the reply they want ("message me once it's done").
 * - made-at-once.ts `lure`: what a lure itself says (a DM, "support", "at risk", "verify", KYC), looked for anywhere in
 *   a prompt whose move would be made at once. Only the direct message is shared with the lists above: the other
 *   channels (an email, a text, a post) are everyday words in a person's own request ("pay the invoice from the
 *   email") and are read as remarks beside the move, not as a lure.
 */

/** A direct message: "got a DM", "she dmed me", "in my DMs" (made-at-once.ts also reads "dm'd" and "direct message"). */
export const directMessageWords = ['dm', 'dms', 'dmed'] as const;

/** The channels a stranger's lure arrives by: a DM, an SMS, an email, a post, a forward, a screenshot, "someone". */
export const lureChannels: ReadonlySet<string> = new Set([
  ...directMessageWords,
  'sms',
  'texted',
  'messaged',
  'email',
  'emailed',
  'tweet',
  'tweeted',
  'posted',
  'forwarded',
  'fwd',
  'fw',
  'screenshot',
  'someone',
  'somebody',
]);

/**
 * Words that make a sentence someone else's on their own: a channel, a text passed on, a friend ("friend texted", "her
 * message said"). Not the words that say so only beside one of these ("got", "received", "from", "via", "per": "got 2
 * eth", "from my wallet", "per week"), which readers of a whole sentence's prose leave out.
 */
export const toldBy: ReadonlySet<string> = new Set([...lureChannels, 'text', 'message', 'mail', 'post', 'friend']);

/** Words that say a text came from someone else ("got this DM", "friend texted", "per my accountant"): never a harmless lead-in. */
export const hearsay: ReadonlySet<string> = new Set([...toldBy, 'got', 'received', 'from', 'via', 'per']);
