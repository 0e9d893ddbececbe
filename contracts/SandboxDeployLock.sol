// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A lease that lets one process at a time deploy the sandbox on a chain.
/// @notice Several processes (test files, `npm start`) may deploy against the same
/// node at once. Transactions execute one after another, so a claim is atomic:
/// each process claims from its own address and then reads `holder`. A lease
/// expires, so a deployer that died does not block the chain for good.
contract SandboxDeployLock {
    address public holder;
    uint256 public expiresAt;

    /// @notice Takes the lease for `ttl` seconds unless someone else holds an unexpired one.
    function claim(uint256 ttl) external {
        if (holder != msg.sender && block.timestamp < expiresAt) return;
        holder = msg.sender;
        expiresAt = block.timestamp + ttl;
    }

    function release() external {
        if (holder == msg.sender) expiresAt = 0;
    }
}
