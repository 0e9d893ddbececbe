// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SandboxTokenBase} from "./SandboxTokenBase.sol";

/// @title The wrapped native token (WETH, WPOL) with WETH9 semantics.
/// @notice Placed with anvil_setCode at the mainnet address and set up by
/// `initialize`. Every unit is backed by native balance held here: there is no
/// mint, only deposit (including plain transfers of native value) and withdraw.
contract SandboxWrappedNative is SandboxTokenBase {
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_) external {
        _initializeMetadata(name_, symbol_, decimals_);
    }

    receive() external payable {
        deposit();
    }

    fallback() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < wad) revert InsufficientBalance(msg.sender, balance, wad);
        unchecked {
            balanceOf[msg.sender] = balance - wad;
        }
        emit Withdrawal(msg.sender, wad);
        (bool ok,) = msg.sender.call{value: wad}("");
        require(ok, "native transfer failed");
    }

    /// @dev As in WETH9: the supply is the native balance held, so it stays right even after anvil_setCode.
    function totalSupply() public view override returns (uint256) {
        return address(this).balance;
    }
}
