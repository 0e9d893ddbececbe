// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Test-only stand-ins for Clanker v4's factory, LP locker and fee locker on Base, with the
/// function signatures, structs, events and errors of the ABIs in the official clanker-sdk
/// (the service calls them through that SDK). The tests place their code at the SDK's Base
/// addresses. Not Clanker: no Uniswap v4 pool or hook; a trade's fees are simulated with
/// `StandInLpLocker.accrue`, which the real locker receives from the pool instead.

struct TokenConfig {
    address tokenAdmin;
    string name;
    string symbol;
    bytes32 salt;
    string image;
    string metadata;
    string context;
    uint256 originatingChainId;
}

struct PoolConfig {
    address hook;
    address pairedToken;
    int24 tickIfToken0IsClanker;
    int24 tickSpacing;
    bytes poolData;
}

struct LockerConfig {
    address locker;
    address[] rewardAdmins;
    address[] rewardRecipients;
    uint16[] rewardBps;
    int24[] tickLower;
    int24[] tickUpper;
    uint16[] positionBps;
    bytes lockerData;
}

struct MevModuleConfig {
    address mevModule;
    bytes mevModuleData;
}

struct ExtensionConfig {
    address extension;
    uint256 msgValue;
    uint16 extensionBps;
    bytes extensionData;
}

struct DeploymentConfig {
    TokenConfig tokenConfig;
    PoolConfig poolConfig;
    LockerConfig lockerConfig;
    MevModuleConfig mevModuleConfig;
    ExtensionConfig[] extensionConfigs;
}

struct DeploymentInfo {
    address token;
    address hook;
    address locker;
    address[] extensions;
}

contract StandInClankerToken is ERC20 {
    constructor(string memory name_, string memory symbol_, address to, uint256 supply) ERC20(name_, symbol_) {
        _mint(to, supply);
    }
}

contract StandInClankerFactory {
    uint256 public constant TOKEN_SUPPLY = 100_000_000_000e18;
    mapping(address => DeploymentInfo) internal deployments;

    event TokenCreated(
        address msgSender,
        address indexed tokenAddress,
        address indexed tokenAdmin,
        string tokenImage,
        string tokenName,
        string tokenSymbol,
        string tokenMetadata,
        string tokenContext,
        int24 startingTick,
        address poolHook,
        bytes32 poolId,
        address pairedToken,
        address locker,
        address mevModule,
        uint256 extensionsSupply,
        address[] extensions
    );

    error InvalidRewards();

    function deployToken(DeploymentConfig memory config) external payable returns (address tokenAddress) {
        TokenConfig memory t = config.tokenConfig;
        LockerConfig memory l = config.lockerConfig;
        require(t.originatingChainId == block.chainid, "originating chain");
        uint256 total;
        for (uint256 i = 0; i < l.rewardBps.length; i++) total += l.rewardBps[i];
        if (total != 10_000 || l.rewardRecipients.length != l.rewardBps.length || l.rewardAdmins.length != l.rewardBps.length) {
            revert InvalidRewards();
        }
        // As Clanker: the address depends on the admin and the salt, so a repeated salt reverts.
        tokenAddress = address(new StandInClankerToken{salt: keccak256(abi.encode(t.tokenAdmin, t.salt))}(t.name, t.symbol, l.locker, TOKEN_SUPPLY));
        StandInLpLocker(l.locker).placeLiquidity(tokenAddress, config.poolConfig.pairedToken, l.rewardRecipients, l.rewardBps);
        deployments[tokenAddress] = DeploymentInfo(tokenAddress, config.poolConfig.hook, l.locker, new address[](0));
        emit TokenCreated(
            msg.sender, tokenAddress, t.tokenAdmin, t.image, t.name, t.symbol, t.metadata, t.context,
            config.poolConfig.tickIfToken0IsClanker, config.poolConfig.hook, bytes32(0), config.poolConfig.pairedToken,
            l.locker, config.mevModuleConfig.mevModule, 0, new address[](0)
        );
    }

    function tokenDeploymentInfo(address token) external view returns (DeploymentInfo memory) {
        return deployments[token];
    }
}

contract StandInLpLocker {
    struct Rewards {
        address paired;
        address[] recipients;
        uint16[] bps;
    }

    StandInFeeLocker public feeLocker;
    mapping(address => Rewards) internal rewards;
    /// token => fee token => fees not yet moved to the fee locker
    mapping(address => mapping(address => uint256)) public pending;

    error NothingToCollect();

    function setFeeLocker(StandInFeeLocker feeLocker_) external {
        require(address(feeLocker) == address(0), "set");
        feeLocker = feeLocker_;
    }

    function placeLiquidity(address token, address paired, address[] memory recipients, uint16[] memory bps) external {
        rewards[token] = Rewards(paired, recipients, bps);
    }

    /// Test hook: the fees of trades of `token`, paid in `feeToken`: its pair pulled from the caller, or
    /// the token itself taken from the supply this locker holds (the position, in the real locker).
    function accrue(address token, address feeToken, uint256 amount) external {
        Rewards storage r = rewards[token];
        require(r.recipients.length > 0, "not launched");
        require(feeToken == token || feeToken == r.paired, "fee token");
        if (feeToken != token) IERC20(feeToken).transferFrom(msg.sender, address(this), amount);
        pending[token][feeToken] += amount;
    }

    function collectRewards(address token) external {
        Rewards storage r = rewards[token];
        uint256 moved = _collect(token, r, token) + _collect(token, r, r.paired);
        if (moved == 0) revert NothingToCollect();
    }

    function _collect(address token, Rewards storage r, address feeToken) internal returns (uint256 amount) {
        amount = pending[token][feeToken];
        if (amount == 0) return 0;
        pending[token][feeToken] = 0;
        for (uint256 i = 0; i < r.recipients.length; i++) {
            uint256 share = amount * r.bps[i] / 10_000;
            IERC20(feeToken).approve(address(feeLocker), share);
            feeLocker.storeFees(r.recipients[i], feeToken, share);
        }
    }
}

contract StandInFeeLocker {
    mapping(address => mapping(address => uint256)) public feesToClaim;

    event ClaimTokens(address indexed feeOwner, address indexed token, uint256 amountClaimed);

    error NoFeesToClaim();

    function storeFees(address feeOwner, address token, uint256 amount) external {
        IERC20(token).transferFrom(msg.sender, address(this), amount);
        feesToClaim[feeOwner][token] += amount;
    }

    function availableFees(address feeOwner, address token) external view returns (uint256) {
        return feesToClaim[feeOwner][token];
    }

    function claim(address feeOwner, address token) external {
        uint256 amount = feesToClaim[feeOwner][token];
        if (amount == 0) revert NoFeesToClaim();
        feesToClaim[feeOwner][token] = 0;
        IERC20(token).transfer(feeOwner, amount);
        emit ClaimTokens(feeOwner, token, amount);
    }
}
