/**
 * Text shown to people as it is (a token's name on chain, an API key's name): no control characters, and none of
 * the invisible or direction-changing ones (zero-width, bidi overrides and isolates, line and paragraph separators)
 * that make a name read differently in an explorer, a wallet or a list than it is.
 */
export const plainText = /^[^\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u2028\u2029]*$/u;
