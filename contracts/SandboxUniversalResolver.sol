// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ISandboxNameRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// @title The sandbox's stand-in for ENS's Universal Resolver on Ethereum.
/// @notice Placed at the real Universal Resolver's address, where viem's `getEnsAddress` calls
/// `resolveWithGateways`. It reads the name's resolver from the registry (the address in storage
/// slot 0, set by the deployer: code placed with anvil_setCode runs no constructor) and forwards
/// the call to it, with the real contract's errors for a name without a resolver or a failing
/// resolver. No wildcard (ENSIP-10) and no offchain (CCIP-read) resolution: the sandbox's names
/// all have their own records.
contract SandboxUniversalResolver {
    address public registry;

    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        bytes32 node = namehash(name, 0);
        address resolver = ISandboxNameRegistry(registry).resolver(node);
        if (resolver == address(0)) revert ResolverNotFound(name);
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }

    /// @dev The ENS namehash of the DNS-encoded name from `offset` (length-prefixed labels ending in a zero byte).
    function namehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[offset]);
        if (size == 0) return bytes32(0);
        uint256 end = offset + 1 + size;
        if (end > name.length) revert DNSDecodingFailed(name);
        return keccak256(abi.encodePacked(namehash(name, end), keccak256(name[offset + 1:end])));
    }
}
