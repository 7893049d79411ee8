import { parseAbi } from "viem";

// Hand-written human-readable ABIs give viem full type inference without a codegen step;
// abis.test.ts checks every entry against the compiled artifacts so they cannot drift.

/** USDC and FOY: a standard ERC-20 plus the deployer-only `mint`. */
export const mintableErc20Abi = parseAbi([
  "constructor()",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address account) view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function transferFrom(address from, address to, uint256 value) returns (bool)",
  "function mint(address to, uint256 amount)",
  "function owner() view returns (address)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)",
]);

export const wethAbi = parseAbi([
  "constructor()",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address account) view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function transferFrom(address from, address to, uint256 value) returns (bool)",
  "function deposit() payable",
  "function withdraw(uint256 wad)",
  "event Deposit(address indexed dst, uint256 wad)",
  "event Withdrawal(address indexed src, uint256 wad)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
]);

export const dexFactoryAbi = parseAbi([
  "function getPair(address tokenA, address tokenB) view returns (address)",
  "function allPairs(uint256 index) view returns (address)",
  "function allPairsLength() view returns (uint256)",
  "function createPair(address tokenA, address tokenB) returns (address pair)",
  "event PairCreated(address indexed token0, address indexed token1, address pair, uint256 index)",
]);

export const dexPairAbi = parseAbi([
  "function factory() view returns (address)",
  "function token0() view returns (address)",
  "function token1() view returns (address)",
  "function getReserves() view returns (uint112, uint112, uint32)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address account) view returns (uint256)",
  "function MINIMUM_LIQUIDITY() view returns (uint256)",
  "function mint(address to) returns (uint256 liquidity)",
  "function burn(address to) returns (uint256 amount0, uint256 amount1)",
  "function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)",
  "function skim(address to)",
  "function sync()",
  "event Mint(address indexed sender, uint256 amount0, uint256 amount1)",
  "event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)",
  "event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)",
  "event Sync(uint112 reserve0, uint112 reserve1)",
]);

export const dexRouterAbi = parseAbi([
  "constructor(address factory, address weth)",
  "function factory() view returns (address)",
  "function WETH() view returns (address)",
  "function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)",
  "function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)",
  "function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB)",
  "function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns (uint256 amountToken, uint256 amountETH)",
  "function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) pure returns (uint256)",
  "function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) pure returns (uint256)",
  "function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) pure returns (uint256)",
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)",
  "error Expired()",
  "error InvalidPath()",
  "error PairNotFound()",
  "error InsufficientAAmount()",
  "error InsufficientBAmount()",
  "error InsufficientAmount()",
  "error InsufficientLiquidity()",
  "error InsufficientInputAmount()",
  "error InsufficientOutputAmount()",
  "error ExcessiveInputAmount()",
]);

export const foyerSampleAbi = parseAbi([
  "constructor()",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)",
  "function ownerOf(uint256 tokenId) view returns (address)",
  "function tokenURI(uint256 tokenId) view returns (string)",
  "function approve(address to, uint256 tokenId)",
  "function setApprovalForAll(address operator, bool approved)",
  "function transferFrom(address from, address to, uint256 tokenId)",
  "function safeTransferFrom(address from, address to, uint256 tokenId)",
  "function mint(address to) returns (uint256 tokenId)",
  "function claim() returns (uint256 tokenId)",
  "function owner() view returns (address)",
  "event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)",
]);

export const simpleAccountFactoryAbi = parseAbi([
  "constructor(address entryPoint)",
  "function accountImplementation() view returns (address)",
  "function createAccount(address owner, uint256 salt) returns (address ret)",
  "function getAddress(address owner, uint256 salt) view returns (address)",
]);

/** The devnet's Farcaster IdRegistry: the real registry's read functions and Register event. */
export const idRegistryAbi = parseAbi([
  "constructor()",
  "function idCounter() view returns (uint256)",
  "function idOf(address owner) view returns (uint256 fid)",
  "function custodyOf(uint256 fid) view returns (address owner)",
  "function recoveryOf(uint256 fid) view returns (address recovery)",
  "function register(address to, address recovery) returns (uint256 fid)",
  "function owner() view returns (address)",
  "event Register(address indexed to, uint256 indexed id, address recovery)",
  "error HasId()",
]);

/** ERC-4337 v0.7's sample VerifyingPaymaster: it pays for operations its off-chain signer signed. */
export const verifyingPaymasterAbi = parseAbi([
  "constructor(address entryPoint, address verifyingSigner)",
  "function verifyingSigner() view returns (address)",
  "function deposit() payable",
  "function getDeposit() view returns (uint256)",
  "function owner() view returns (address)",
]);
