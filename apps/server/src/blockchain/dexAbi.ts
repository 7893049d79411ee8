import { parseAbi } from "viem";

/** The two Uniswap-V2 factory and pair reads pricing needs. */
export const dexFactoryAbi = parseAbi([
  "function getPair(address tokenA, address tokenB) view returns (address pair)",
]);

export const dexPairAbi = parseAbi([
  "function token0() view returns (address)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
]);
