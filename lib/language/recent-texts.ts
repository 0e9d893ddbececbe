/**
 * What a pure reading gave for the texts it read last. One prompt is read whole, by line, by clause and by sentence,
 * and its readers often read the same text again (the same sentence as one clause and as the whole prompt): each
 * reading of a text is made once and shared, which is why readings are never changed after they are made.
 */
const forgetters: (() => void)[] = [];

/**
 * `read`, remembering its result for the last `kept` texts (the oldest forgotten first). `read` must be pure: the
 * same text always gives the same result.
 */
export function rememberRecent<T>(read: (text: string) => T, kept = 256): (text: string) => T {
  const recent = new Map<string, T>();
  forgetters.push(() => recent.clear());
  return (text) => {
    if (recent.has(text)) return recent.get(text)!;
    const result = read(text);
    if (recent.size >= kept) recent.delete(recent.keys().next().value!);
    recent.set(text, result);
    return result;
  };
}

/** Forgets every text read, so a timing of one prompt counts its own readings (as a prompt never seen before would). */
export function forgetRecentTexts(): void {
  for (const forget of forgetters) forget();
}
