import { parseAbi } from "viem";

/** The Uniswap-V2 router calls a swap is built from (the devnet's DexRouter has the same ones). */
export const dexRouterAbi = parseAbi([
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
]);

/** WETH9's wrap and unwrap: ETH ↔ WETH needs no pool. */
export const wrappedNativeAbi = parseAbi([
  "function deposit() payable",
  "function withdraw(uint256 wad)",
]);
