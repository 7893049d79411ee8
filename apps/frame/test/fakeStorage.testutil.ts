/** A Web Storage stand-in; `mode` makes it behave like a blocked or broken one. */
export class FakeStorage implements Storage {
  readonly values = new Map<string, string>();

  constructor(private readonly mode: "ok" | "quota" | "forgetful" = "ok") {}

  get length(): number {
    return this.values.size;
  }
  clear(): void {
    this.values.clear();
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.mode === "quota") throw new DOMException("full", "QuotaExceededError");
    if (this.mode === "forgetful") return;
    this.values.set(key, value);
  }
}
