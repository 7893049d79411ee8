// solc-js ships no type declarations; this covers the two calls the build uses.
declare module "solc" {
  interface ImportResult {
    contents?: string;
    error?: string;
  }
  interface Solc {
    version(): string;
    compile(input: string, callbacks?: { import: (path: string) => ImportResult }): string;
  }
  const solc: Solc;
  export default solc;
}
