// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.23;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @notice Sample NFT collection whose metadata and artwork live entirely on-chain, so wallets
/// can render it without any HTTP server or IPFS gateway.
contract FoyerSample is ERC721, Ownable {
    using Strings for uint256;

    uint256 public totalSupply;

    constructor() ERC721("Foyer Sample", "FSAMPLE") Ownable(msg.sender) {}

    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _safeMint(to, tokenId);
    }

    /// @notice A test NFT for whoever asks: a zero-value call any account can make, so a new
    /// wallet can try a transaction (a sponsored one when it holds no ETH).
    function claim() external returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _safeMint(msg.sender, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory id = tokenId.toString();
        bytes memory json = abi.encodePacked(
            '{"name":"Foyer Sample #',
            id,
            '","description":"An on-chain sample NFT from the Foyer devnet.","image":"data:image/svg+xml;base64,',
            Base64.encode(_svg(tokenId)),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }

    /// @dev A golden-angle step through the hue circle keeps neighbouring ids visibly different.
    function _svg(uint256 tokenId) private pure returns (bytes memory) {
        string memory hue = ((tokenId * 137) % 360).toString();
        return abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320">',
            '<rect width="320" height="320" fill="hsl(',
            hue,
            ',70%,55%)"/>',
            '<circle cx="160" cy="160" r="96" fill="hsl(',
            hue,
            ',70%,30%)"/>',
            '<text x="160" y="172" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">#',
            tokenId.toString(),
            "</text></svg>"
        );
    }
}
