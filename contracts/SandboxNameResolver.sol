// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The sandbox's stand-in for ENS's public resolver (Ethereum) and the Basenames L2 resolver (Base).
/// @notice Placed at the real resolvers' addresses on the sandbox chains. It answers the address
/// records ENS resolution asks for: `addr(node)` (EIP-137) and `addr(node, coinType)` (ENSIP-9/11),
/// where every EVM coin type (60, and 0x80000000 | chainId) gets the name's one EVM address.
/// Sandbox only: anyone may set any record.
contract SandboxNameResolver {
    uint256 private constant ETH_COIN_TYPE = 60;
    uint256 private constant EVM_COIN_TYPE_FLAG = 0x80000000;

    mapping(bytes32 => address) private addresses;

    event AddrChanged(bytes32 indexed node, address a);

    function addr(bytes32 node) external view returns (address payable) {
        return payable(addresses[node]);
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        address a = addresses[node];
        if (a == address(0)) return "";
        if (coinType != ETH_COIN_TYPE && (coinType & EVM_COIN_TYPE_FLAG) == 0) return "";
        return abi.encodePacked(a);
    }

    function setAddr(bytes32 node, address a) external {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    /// @notice EIP-165, addr(bytes32) (EIP-137) and addr(bytes32,uint256) (EIP-2304).
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x3b3b57de || interfaceId == 0xf1cb7e06;
    }
}
