// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The few UniswapV3Factory functions the launchpad calls.
interface IUniswapV3Factory {
    function feeAmountTickSpacing(uint24 fee) external view returns (int24);
    function getPool(address tokenA, address tokenB, uint24 fee) external view returns (address pool);
    function createPool(address tokenA, address tokenB, uint24 fee) external returns (address pool);
}
