// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The few UniswapV3Pool functions the launchpad calls.
interface IUniswapV3Pool {
    function initialize(uint160 sqrtPriceX96) external;
    function slot0()
        external
        view
        returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool);
}
