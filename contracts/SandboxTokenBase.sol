// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The ERC20 core shared by the sandbox tokens.
/// @notice Metadata lives in storage, not in immutables or a constructor, so the
/// runtime code can be placed at any address (anvil_setCode) and then set up once
/// with `_initializeMetadata`.
abstract contract SandboxTokenBase {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    string private _name;
    string private _symbol;
    uint8 private _decimals;
    bool private _initialized;
    uint256 internal _totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    error AlreadyInitialized();
    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ZeroAddress();

    function name() public view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function decimals() external view returns (uint8) {
        return _decimals;
    }

    function initialized() external view returns (bool) {
        return _initialized;
    }

    function totalSupply() public view virtual returns (uint256) {
        return _totalSupply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        // WETH9 and most tokens let an owner move its own balance without an allowance.
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < amount) revert InsufficientAllowance(msg.sender, allowed, amount);
                unchecked {
                    allowance[from][msg.sender] = allowed - amount;
                }
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function _initializeMetadata(string calldata name_, string calldata symbol_, uint8 decimals_) internal {
        if (_initialized) revert AlreadyInitialized();
        _initialized = true;
        _name = name_;
        _symbol = symbol_;
        _decimals = decimals_;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        unchecked {
            balanceOf[from] = balance - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    function _mint(address to, uint256 amount) internal {
        if (to == address(0)) revert ZeroAddress();
        _totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        unchecked {
            balanceOf[from] = balance - amount;
            _totalSupply -= amount;
        }
        emit Transfer(from, address(0), amount);
    }
}
