// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SandboxTokenBase} from "./SandboxTokenBase.sol";

/// @title A sandbox ERC20 placed at a mainnet token's address.
/// @notice No constructor: anvil_setCode puts this runtime code at the token's
/// mainnet address, then `initialize` sets name, symbol, decimals and the one
/// account allowed to mint (the sandbox operator). EIP-2612 permit with the
/// domain computed at call time, so the code works at whatever address and
/// chain it is placed on.
contract SandboxERC20 is SandboxTokenBase {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    address public minter;
    mapping(address => uint256) public nonces;
    /// @dev Empty means "1"; mainnet USDC signs permits with version "2", so the operator may set it.
    string private _version;

    error NotMinter(address caller);
    error PermitExpired(uint256 deadline);
    error InvalidSignature();

    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_, address minter_) external {
        if (minter_ == address(0)) revert ZeroAddress();
        _initializeMetadata(name_, symbol_, decimals_);
        minter = minter_;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _mint(to, amount);
    }

    /// @notice Sets the EIP-712 domain version (e.g. "2" to match mainnet USDC's permit domain).
    function setPermitVersion(string calldata version_) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _version = version_;
    }

    function version() public view returns (string memory) {
        return bytes(_version).length == 0 ? "1" : _version;
    }

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH, keccak256(bytes(name())), keccak256(bytes(version())), block.chainid, address(this)
            )
        );
    }

    /// @notice EIP-5267: lets clients discover the permit domain instead of guessing it.
    function eip712Domain()
        external
        view
        returns (bytes1, string memory, string memory, uint256, address, bytes32, uint256[] memory)
    {
        return (hex"0f", name(), version(), block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (block.timestamp > deadline) revert PermitExpired(deadline);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked(hex"1901", DOMAIN_SEPARATOR(), structHash));
        // Reject malleable (high-s) signatures, as OpenZeppelin's ECDSA does.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert InvalidSignature();
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0) || signer != owner) revert InvalidSignature();
        _approve(owner, spender, value);
    }
}
