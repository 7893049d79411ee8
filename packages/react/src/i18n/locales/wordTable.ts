/**
 * A word the server sends in English (an activity's operation or status) in
 * a translation's words; one it doesn't list reads as it came, capitalised.
 */
export function fromTable(table: Readonly<Record<string, string>>): (word: string) => string {
  return (word) => table[word] ?? word.charAt(0).toUpperCase() + word.slice(1);
}
