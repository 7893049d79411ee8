/**
 * One holding of any namespace before it is shaped for the wire (its icon URL depends on the
 * request). `token` is the token's address (contract, SPL mint), undefined for the native coin.
 */
export interface Holding<Token extends string | undefined = string | undefined> {
  name: string;
  symbol: string;
  token: Token;
  decimals: number;
  raw: bigint;
  price: number;
}
