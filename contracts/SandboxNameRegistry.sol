// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The sandbox's stand-in for the ENS registry (Ethereum) and the Basenames registry (Base).
/// @notice Placed at the real registries' addresses on the sandbox chains. It keeps the one record
/// name resolution reads, `resolver(node)`. Sandbox only: anyone may set any record, as anyone may
/// already rewrite a sandbox chain's state through anvil.
contract SandboxNameRegistry {
    mapping(bytes32 => address) private resolvers;

    event NewResolver(bytes32 indexed node, address resolver);

    /// @notice The resolver of a name (its ENS namehash), or the zero address when it has none.
    function resolver(bytes32 node) external view returns (address) {
        return resolvers[node];
    }

    function setResolver(bytes32 node, address resolverAddress) external {
        resolvers[node] = resolverAddress;
        emit NewResolver(node, resolverAddress);
    }
}
