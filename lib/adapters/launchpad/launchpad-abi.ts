import { parseAbi } from 'viem';

/**
 * The minimal PurserLaunchpad ABI the service calls, written by hand so the
 * service does not depend on the contract build's artifacts. `unclaimed` and
 * `claimable` collect first, so they are non-view: read them with eth_call (simulateContract).
 */
export const launchpadAbi = parseAbi([
  'function launch(string name, string symbol, string imageUrl, string description, uint64 vestingSeconds, address feeRecipient) returns (address token, address pool, uint256 positionId)',
  'function unclaimed(address token) returns (uint256 weth, uint256 tokenAmount)',
  'function claimable(address token) returns (uint256 weth, uint256 tokenAmount)',
  'function claim(address token) returns (uint256 weth, uint256 tokenAmount)',
  'function claimAll() returns (address[] tokens, uint256[] wethAmounts, uint256[] tokenAmounts)',
  'function tokensOf(address creator) view returns (address[])',
  'function creatorOf(address token) view returns (address)',
  'function isLaunched(address token) view returns (bool)',
  'function poolFee() view returns (uint24)',
  'function creatorShareBps() view returns (uint16)',
  'function launchOf(address token) view returns ((address creator, address pool, uint256 positionId, uint64 launchedAt, uint64 vestingSeconds, uint256 accruedWeth, uint256 accruedToken, uint256 claimedWeth, uint256 claimedToken))',
  'event FeesCollected(address indexed token, uint256 weth, uint256 tokenAmount, uint256 creatorWeth, uint256 creatorTokenAmount)',
  'event FeesClaimed(address indexed token, address indexed creator, uint256 weth, uint256 tokenAmount)',
  'event TokenLaunched(address indexed token, address indexed creator, address indexed deployer, address pool, uint256 positionId, string name, string symbol, uint64 vestingSeconds)',
]);
