// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.23;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Devnet stand-in for USDC: same name, symbol and 6 decimals so amounts look familiar.
contract UsdCoin is ERC20, Ownable {
    constructor() ERC20("USD Coin", "USDC") Ownable(msg.sender) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Only the deployer can mint, so balances only change the way they would on a real chain.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
