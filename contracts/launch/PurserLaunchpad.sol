// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {PurserLaunchToken} from "./PurserLaunchToken.sol";
import {INonfungiblePositionManager} from "./interfaces/INonfungiblePositionManager.sol";
import {IUniswapV3Factory} from "./interfaces/IUniswapV3Factory.sol";
import {IUniswapV3Pool} from "./interfaces/IUniswapV3Pool.sol";

/// @title Purser's launch protocol: a token, its Uniswap V3 pool and its liquidity in one call.
/// @notice `launch` deploys a fixed-supply ERC20 whose creator (the wallet that earns its fees) is the fee
/// recipient the caller names (itself, or another wallet), creates its pool against
/// WETH at the configured fee tier (1.2% in the sandbox), and puts the whole supply into one
/// single-sided position (all of it above the starting price, so the caller provides nothing).
/// The launchpad keeps that position NFT forever: no function decreases, burns or transfers it,
/// so the liquidity is locked permanently.
///
/// Fees: every swap pays the pool's fee to the position. Whenever the position's fees are
/// collected (on `claim`, `claimAll`, `unclaimed`, `claimable`), `creatorShareBps` of each side
/// (rounded down) accrues to the token's creator and the rest goes to `protocolRecipient` at once.
/// Other liquidity providers of the pool earn their own share through Uniswap as usual.
///
/// Vesting: with `vestingSeconds > 0` the creator's accrued fees unlock linearly from the launch:
/// vested = floor(accrued * min(elapsed, vestingSeconds) / vestingSeconds); claimable = vested - claimed.
/// Fees accrued after the schedule ends are claimable at once. Nothing expires.
contract PurserLaunchpad is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Every launched token's supply: 100 billion tokens of 18 decimals.
    uint256 public constant TOTAL_SUPPLY = 100_000_000_000 ether;
    uint256 private constant BPS = 10_000;
    int24 private constant MAX_TICK = 887272;
    /// @dev Where the few wei the position cannot take (liquidity rounding) go, out of circulation.
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

    IUniswapV3Factory public immutable factory;
    INonfungiblePositionManager public immutable positionManager;
    address public immutable weth;
    /// @notice The pools' fee tier in hundredths of a bip (12000 = 1.2%).
    uint24 public immutable poolFee;
    int24 public immutable tickSpacing;
    /// @notice The creator's share of the fees in basis points (5700 = 57%).
    uint16 public immutable creatorShareBps;
    address public immutable protocolRecipient;
    /// @notice What the whole supply is worth in WETH at the starting price (sets the starting market cap).
    uint256 public immutable startingSupplyValueWeth;

    struct Launch {
        /// @dev The fee recipient named at launch: earns the creator fees, lists the token in `tokensOf`. Never changes.
        address creator;
        address pool;
        uint256 positionId;
        uint64 launchedAt;
        uint64 vestingSeconds;
        /// @dev The creator's share of every collection so far, and what has been paid of it.
        uint256 accruedWeth;
        uint256 accruedToken;
        uint256 claimedWeth;
        uint256 claimedToken;
    }

    mapping(address token => Launch) private _launches;
    /// @dev By fee recipient, not by launcher: the tokens whose creator fees each wallet earns.
    mapping(address creator => address[]) private _tokensOf;

    event TokenLaunched(
        address indexed token,
        address indexed creator,
        address indexed deployer,
        address pool,
        uint256 positionId,
        string name,
        string symbol,
        uint64 vestingSeconds
    );
    event FeesCollected(
        address indexed token, uint256 weth, uint256 tokenAmount, uint256 creatorWeth, uint256 creatorTokenAmount
    );
    event FeesClaimed(address indexed token, address indexed creator, uint256 weth, uint256 tokenAmount);

    error NotLaunched(address token);
    error FeeTierNotEnabled(uint24 fee);
    error InvalidConfig();
    error PoolExists(address pool);
    error InvalidFeeRecipient();

    constructor(
        IUniswapV3Factory factory_,
        INonfungiblePositionManager positionManager_,
        address weth_,
        uint24 poolFee_,
        uint16 creatorShareBps_,
        address protocolRecipient_,
        uint256 startingSupplyValueWeth_
    ) {
        int24 spacing = factory_.feeAmountTickSpacing(poolFee_);
        if (spacing == 0) revert FeeTierNotEnabled(poolFee_);
        if (creatorShareBps_ > BPS || protocolRecipient_ == address(0) || weth_ == address(0)) revert InvalidConfig();
        // The starting price must leave room for the position on either side of it, whichever token sorts first.
        if (startingSupplyValueWeth_ < 1e12 || startingSupplyValueWeth_ > 1e36) revert InvalidConfig();
        factory = factory_;
        positionManager = positionManager_;
        weth = weth_;
        poolFee = poolFee_;
        tickSpacing = spacing;
        creatorShareBps = creatorShareBps_;
        protocolRecipient = protocolRecipient_;
        startingSupplyValueWeth = startingSupplyValueWeth_;
    }

    /// @notice Launches a token whose creator fees go to `feeRecipient` for good (pass your own address to earn them
    /// yourself). The caller pays gas only and gets no rights over the token or its fees; nobody can change the recipient.
    /// @param vestingSeconds 0 for fees claimable as they accrue; otherwise they unlock linearly over this many seconds from now.
    /// @param feeRecipient The token's creator: `creatorOf`, `tokensOf` and `claim` use it. Not the zero address.
    function launch(
        string memory name,
        string memory symbol,
        string memory imageUrl,
        string memory description,
        uint64 vestingSeconds,
        address feeRecipient
    ) external nonReentrant returns (address token, address pool, uint256 positionId) {
        if (feeRecipient == address(0)) revert InvalidFeeRecipient();
        token = _deployToken(name, symbol, imageUrl, description, feeRecipient);
        (pool, positionId) = _createLockedPool(token);
        _launches[token] = Launch({
            creator: feeRecipient,
            pool: pool,
            positionId: positionId,
            launchedAt: uint64(block.timestamp),
            vestingSeconds: vestingSeconds,
            accruedWeth: 0,
            accruedToken: 0,
            claimedWeth: 0,
            claimedToken: 0
        });
        _tokensOf[feeRecipient].push(token);
        emit TokenLaunched(token, feeRecipient, msg.sender, pool, positionId, name, symbol, vestingSeconds);
    }

    /// @notice Collects the token's fees, then returns the creator's unclaimed balance, vested or not.
    /// Not a view (it collects first): read it with eth_call.
    function unclaimed(address token) external nonReentrant returns (uint256 wethAmount, uint256 tokenAmount) {
        Launch storage l = _collect(token);
        return (l.accruedWeth - l.claimedWeth, l.accruedToken - l.claimedToken);
    }

    /// @notice Collects the token's fees, then returns what `claim` would pay now (the vested part of `unclaimed`).
    /// Not a view (it collects first): read it with eth_call.
    function claimable(address token) external nonReentrant returns (uint256 wethAmount, uint256 tokenAmount) {
        Launch storage l = _collect(token);
        return _claimable(l);
    }

    /// @notice Pays the token's creator what is claimable. Anyone may call; the creator is paid.
    /// With nothing claimable it pays nothing and returns zeros (no revert).
    function claim(address token) external nonReentrant returns (uint256 wethAmount, uint256 tokenAmount) {
        return _claim(token);
    }

    /// @notice `claim` for every token whose fees the caller earns (`tokensOf(msg.sender)`), in launch order.
    function claimAll()
        external
        nonReentrant
        returns (address[] memory tokens, uint256[] memory wethAmounts, uint256[] memory tokenAmounts)
    {
        tokens = _tokensOf[msg.sender];
        wethAmounts = new uint256[](tokens.length);
        tokenAmounts = new uint256[](tokens.length);
        for (uint256 i = 0; i < tokens.length; i++) {
            (wethAmounts[i], tokenAmounts[i]) = _claim(tokens[i]);
        }
    }

    /// @notice The tokens whose creator fees `creator` earns (launched by it or naming it the fee recipient), in launch order.
    function tokensOf(address creator) external view returns (address[] memory) {
        return _tokensOf[creator];
    }

    /// @notice The token's creator (its fee recipient), or the zero address for a token not launched here.
    function creatorOf(address token) external view returns (address) {
        return _launches[token].creator;
    }

    function isLaunched(address token) external view returns (bool) {
        return _launches[token].creator != address(0);
    }

    /// @notice Everything recorded about a launch, as of the last collection (no collection here).
    function launchOf(address token) external view returns (Launch memory) {
        return _launches[token];
    }

    function _deployToken(
        string memory name,
        string memory symbol,
        string memory imageUrl,
        string memory description,
        address feeRecipient
    ) private returns (address) {
        // The block number makes the address unpredictable enough that nobody can create its pool first for good;
        // the recipient's count makes two launches of one sender in one block differ (its list grows with each).
        bytes32 salt = keccak256(abi.encode(msg.sender, feeRecipient, _tokensOf[feeRecipient].length, block.number));
        return address(new PurserLaunchToken{salt: salt}(name, symbol, imageUrl, description, feeRecipient, TOTAL_SUPPLY));
    }

    /// @dev Creates the token's pool at the starting price and puts the whole supply in the launchpad's position.
    function _createLockedPool(address token) private returns (address pool, uint256 positionId) {
        bool tokenIsToken0 = token < weth;
        (address token0, address token1) = tokenIsToken0 ? (token, weth) : (weth, token);
        pool = factory.getPool(token0, token1, poolFee);
        if (pool != address(0)) revert PoolExists(pool);
        pool = factory.createPool(token0, token1, poolFee);
        IUniswapV3Pool(pool).initialize(_startingSqrtPriceX96(tokenIsToken0));
        positionId = _lockSupply(token, pool, tokenIsToken0);
    }

    function _lockSupply(address token, address pool, bool tokenIsToken0) private returns (uint256 positionId) {
        (, int24 tick,,,,,) = IUniswapV3Pool(pool).slot0();
        int24 spacing = tickSpacing;
        int24 maxTick = (MAX_TICK / spacing) * spacing;
        // Single-sided: the range starts just past the current price, so the position holds only the new token.
        int24 below = _floorTick(tick, spacing);
        (int24 tickLower, int24 tickUpper) = tokenIsToken0 ? (below + spacing, maxTick) : (-maxTick, below);
        IERC20(token).forceApprove(address(positionManager), TOTAL_SUPPLY);
        uint256 used0;
        uint256 used1;
        (positionId,, used0, used1) = positionManager.mint(
            INonfungiblePositionManager.MintParams({
                token0: tokenIsToken0 ? token : weth,
                token1: tokenIsToken0 ? weth : token,
                fee: poolFee,
                tickLower: tickLower,
                tickUpper: tickUpper,
                amount0Desired: tokenIsToken0 ? TOTAL_SUPPLY : 0,
                amount1Desired: tokenIsToken0 ? 0 : TOTAL_SUPPLY,
                amount0Min: 0,
                amount1Min: 0,
                recipient: address(this),
                deadline: block.timestamp
            })
        );
        IERC20(token).forceApprove(address(positionManager), 0);
        uint256 dust = TOTAL_SUPPLY - used0 - used1;
        if (dust > 0) IERC20(token).safeTransfer(DEAD, dust);
    }

    /// @dev Pulls the position's fees and splits them: the creator's share is recorded, the rest is paid out.
    function _collect(address token) private returns (Launch storage l) {
        l = _launches[token];
        if (l.creator == address(0)) revert NotLaunched(token);
        (uint256 amount0, uint256 amount1) = positionManager.collect(
            INonfungiblePositionManager.CollectParams({
                tokenId: l.positionId,
                recipient: address(this),
                amount0Max: type(uint128).max,
                amount1Max: type(uint128).max
            })
        );
        (uint256 wethFees, uint256 tokenFees) = token < weth ? (amount1, amount0) : (amount0, amount1);
        if (wethFees == 0 && tokenFees == 0) return l;
        uint256 creatorWeth = (wethFees * creatorShareBps) / BPS;
        uint256 creatorToken = (tokenFees * creatorShareBps) / BPS;
        l.accruedWeth += creatorWeth;
        l.accruedToken += creatorToken;
        if (wethFees > creatorWeth) IERC20(weth).safeTransfer(protocolRecipient, wethFees - creatorWeth);
        if (tokenFees > creatorToken) IERC20(token).safeTransfer(protocolRecipient, tokenFees - creatorToken);
        emit FeesCollected(token, wethFees, tokenFees, creatorWeth, creatorToken);
    }

    function _claim(address token) private returns (uint256 wethAmount, uint256 tokenAmount) {
        Launch storage l = _collect(token);
        (wethAmount, tokenAmount) = _claimable(l);
        if (wethAmount == 0 && tokenAmount == 0) return (0, 0);
        l.claimedWeth += wethAmount;
        l.claimedToken += tokenAmount;
        if (wethAmount > 0) IERC20(weth).safeTransfer(l.creator, wethAmount);
        if (tokenAmount > 0) IERC20(token).safeTransfer(l.creator, tokenAmount);
        emit FeesClaimed(token, l.creator, wethAmount, tokenAmount);
    }

    function _claimable(Launch storage l) private view returns (uint256 wethAmount, uint256 tokenAmount) {
        return (_vested(l, l.accruedWeth) - l.claimedWeth, _vested(l, l.accruedToken) - l.claimedToken);
    }

    /// @dev Rounds down, so the creator is never paid ahead of the schedule; vested(t) never decreases.
    function _vested(Launch storage l, uint256 accrued) private view returns (uint256) {
        uint256 elapsed = block.timestamp - l.launchedAt;
        if (elapsed >= l.vestingSeconds) return accrued;
        return Math.mulDiv(accrued, elapsed, l.vestingSeconds);
    }

    /// @dev sqrt(token1 units per token0 unit) * 2^96 at the starting price.
    function _startingSqrtPriceX96(bool tokenIsToken0) private view returns (uint160) {
        uint256 ratioX192 = tokenIsToken0
            ? Math.mulDiv(startingSupplyValueWeth, 1 << 192, TOTAL_SUPPLY)
            : Math.mulDiv(TOTAL_SUPPLY, 1 << 192, startingSupplyValueWeth);
        return uint160(Math.sqrt(ratioX192));
    }

    /// @dev The highest multiple of `spacing` at or below `tick` (rounding toward negative infinity).
    function _floorTick(int24 tick, int24 spacing) private pure returns (int24) {
        int24 q = tick / spacing;
        if (tick < 0 && tick % spacing != 0) q--;
        return q * spacing;
    }
}
