// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.23;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice The part of Farcaster's IdRegistry a Sign In With Farcaster verifier reads: which fid
/// an address holds (`idOf`) and which address holds an fid (`custodyOf`), with the real
/// contract's function and event signatures. Ids count up from 1 as on Optimism; only the owner
/// registers (the real registry admits registrations through its IdGateway), so the devnet's
/// test fids are the only ones.
contract IdRegistry is Ownable {
    /// @notice The last fid issued.
    uint256 public idCounter;

    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address owner) public custodyOf;
    mapping(uint256 fid => address recovery) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    constructor() Ownable(msg.sender) {}

    /// @notice Issues the next fid to `to`, which must not hold one yet.
    function register(address to, address recovery) external onlyOwner returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        recoveryOf[fid] = recovery;
        emit Register(to, fid, recovery);
    }
}
