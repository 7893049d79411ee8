// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.23;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice An ordinary 18-decimals token, the counterpart to the 6-decimals stablecoin.
contract FoyerToken is ERC20, Ownable {
    constructor() ERC20("Foyer Token", "FOY") Ownable(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
