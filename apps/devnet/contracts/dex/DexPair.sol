// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.23;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice Receiver of an optimistic ("flash") swap: called between sending the output and
/// checking the invariant, so it can pay for the output with the output itself.
interface IDexCallee {
    function dexCall(address sender, uint256 amount0Out, uint256 amount1Out, bytes calldata data)
        external;
}

/// @notice Constant-product pool (x * y = k) with a 0.3% fee that stays in the pool, following the
/// Uniswap V2 pair interface so existing tooling can read reserves and events. The pool itself is
/// the ERC-20 LP token.
contract DexPair is ERC20, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @dev Burned on the first mint so the LP supply can never return to zero, which would let
    /// the first provider set an arbitrary price per share.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;
    address private constant LOCKED_LIQUIDITY_HOLDER = address(0xdead);

    address public immutable factory;
    address public immutable token0;
    address public immutable token1;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    error InsufficientLiquidityMinted();
    error InsufficientLiquidityBurned();
    error InsufficientOutputAmount();
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InvalidTo();
    error ConstantProductViolated();
    error ReserveOverflow();

    constructor(address _token0, address _token1) ERC20("Foyer DEX LP", "FOY-LP") {
        factory = msg.sender;
        token0 = _token0;
        token1 = _token1;
    }

    function getReserves() public view returns (uint112, uint112, uint32) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @notice Mints LP tokens for whatever was transferred in since the last update.
    function mint(address to) external nonReentrant returns (uint256 liquidity) {
        (uint256 balance0, uint256 balance1) = _balances();
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;
        uint256 supply = totalSupply();
        if (supply == 0) {
            liquidity = Math.sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            _mint(LOCKED_LIQUIDITY_HOLDER, MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min((amount0 * supply) / reserve0, (amount1 * supply) / reserve1);
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mint(to, liquidity);
        _update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP tokens that were transferred to the pair and pays out both tokens.
    function burn(address to) external nonReentrant returns (uint256 amount0, uint256 amount1) {
        (uint256 balance0, uint256 balance1) = _balances();
        uint256 liquidity = balanceOf(address(this));
        uint256 supply = totalSupply();
        amount0 = (liquidity * balance0) / supply;
        amount1 = (liquidity * balance1) / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        IERC20(token0).safeTransfer(to, amount0);
        IERC20(token1).safeTransfer(to, amount1);
        (balance0, balance1) = _balances();
        _update(balance0, balance1);
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested output, then checks that the input paid in (minus the fee)
    /// keeps the product of reserves from decreasing.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data)
        external
        nonReentrant
    {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        if (amount0Out >= reserve0 || amount1Out >= reserve1) revert InsufficientLiquidity();
        if (to == token0 || to == token1) revert InvalidTo();

        if (amount0Out > 0) IERC20(token0).safeTransfer(to, amount0Out);
        if (amount1Out > 0) IERC20(token1).safeTransfer(to, amount1Out);
        if (data.length > 0) IDexCallee(to).dexCall(msg.sender, amount0Out, amount1Out, data);

        (uint256 balance0, uint256 balance1) = _balances();
        uint256 amount0In = _amountIn(balance0, reserve0, amount0Out);
        uint256 amount1In = _amountIn(balance1, reserve1, amount1Out);
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        _checkInvariant(balance0, balance1, amount0In, amount1In);

        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends tokens donated beyond the reserves to `to`.
    function skim(address to) external nonReentrant {
        (uint256 balance0, uint256 balance1) = _balances();
        IERC20(token0).safeTransfer(to, balance0 - reserve0);
        IERC20(token1).safeTransfer(to, balance1 - reserve1);
    }

    /// @notice Makes the reserves match the balances (e.g. after a direct donation).
    function sync() external nonReentrant {
        (uint256 balance0, uint256 balance1) = _balances();
        _update(balance0, balance1);
    }

    function _balances() private view returns (uint256, uint256) {
        return (IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)));
    }

    function _amountIn(uint256 balance, uint256 reserve, uint256 amountOut)
        private
        pure
        returns (uint256)
    {
        uint256 remaining = reserve - amountOut;
        return balance > remaining ? balance - remaining : 0;
    }

    /// @dev Scaled by 1000 so the 0.3% fee is charged on the input side without fractions.
    function _checkInvariant(uint256 balance0, uint256 balance1, uint256 amount0In, uint256 amount1In)
        private
        view
    {
        uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
        uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
        if (adjusted0 * adjusted1 < uint256(reserve0) * reserve1 * 1_000_000) {
            revert ConstantProductViolated();
        }
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert ReserveOverflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }
}
