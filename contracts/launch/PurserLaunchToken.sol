// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A token launched through the Purser launchpad.
/// @notice Fixed supply, minted once to the launchpad (which locks it in the token's Uniswap pool);
/// no owner, no further minting. Carries the launch's metadata and its creator.
contract PurserLaunchToken is ERC20 {
    /// @notice The wallet that earns its creator fees: the fee recipient named at launch (often the launcher itself).
    address public immutable creator;
    /// @notice The launchpad that deployed the token and holds its liquidity position.
    address public immutable launchpad;
    string public imageUrl;
    string public description;

    constructor(
        string memory name_,
        string memory symbol_,
        string memory imageUrl_,
        string memory description_,
        address creator_,
        uint256 supply
    ) ERC20(name_, symbol_) {
        creator = creator_;
        launchpad = msg.sender;
        imageUrl = imageUrl_;
        description = description_;
        _mint(msg.sender, supply);
    }
}
