/**
 * Reads the `Tag: value` lines of a signed message (EIP-4361's shape, which the name
 * registration message follows too) in their fixed order: a tag is taken only at the
 * cursor, so a repeated or reordered tag is not read, and the caller then fails the text.
 */
export class TaggedLines {
  /** The index of the next line to read. */
  at: number;
  private readonly lines: readonly string[];

  constructor(lines: readonly string[], at: number) {
    this.lines = lines;
    this.at = at;
  }

  /** The value of the line at the cursor if it is `tag: value`, moving past it; else undefined. */
  take(tag: string): string | undefined {
    const line = this.lines[this.at];
    const prefix = `${tag}: `;
    if (!line?.startsWith(prefix)) return undefined;
    this.at += 1;
    return line.slice(prefix.length);
  }

  /** Whether every line has been read. */
  get done(): boolean {
    return this.at === this.lines.length;
  }
}
