// solc-js ships no type declarations; this covers the one call the tests use.
declare module "solc" {
  interface Solc {
    compile(input: string): string;
  }
  const solc: Solc;
  export default solc;
}
