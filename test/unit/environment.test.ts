import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../lib/composition/environment.ts';
import { buildDeps } from '../../lib/composition/build-deps.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';

describe('readEnvironment: one schema for every variable, read once', () => {
  it("keeps the service's variables and leaves everything else out; empty counts as unset", () => {
    expect(readEnvironment({ PURSER_TABLE_NAME: 'jobs', PURSER_PROMPT_QUOTA_PER_DAY: '500', PURSER_EMAIL_FROM: '', HOME: '/root' })).toEqual({
      PURSER_TABLE_NAME: 'jobs',
      PURSER_PROMPT_QUOTA_PER_DAY: '500',
    });
  });

  it.each([
    ['PURSER_PROMPT_QUOTA_PER_DAY', '10k', /PURSER_PROMPT_QUOTA_PER_DAY must be a positive integer \(got "10k"\)/],
    ['PURSER_LAUNCHES_PER_DAY', '0', /PURSER_LAUNCHES_PER_DAY must be a positive integer/],
    ['PURSER_LAUNCH_PROTOCOL', 'pump', /PURSER_LAUNCH_PROTOCOL must be "purser" or "clanker"/],
    ['PURSER_LAUNCHPAD_ADDRESS', '0x123', /PURSER_LAUNCHPAD_ADDRESS must be a 0x address/],
    ['PURSER_JUPITER_URL', 'lite-api.jup.ag', /PURSER_JUPITER_URL must be a URL/],
    ['PURSER_MARKET_DATA', 'coingecko', /PURSER_MARKET_DATA must be "geckoterminal"/],
    ['PURSER_PRICES', 'coinmarketcap', /PURSER_PRICES must be "chains" or "coingecko"/],
    ['PURSER_API_KEY_PREFIX', 'my_co', /PURSER_API_KEY_PREFIX must be letters and digits/],
    ['PURSER_QUEUE_URL', 'not a url', /PURSER_QUEUE_URL must be a URL/],
  ])('stops on %s=%j, naming it', (name, value, message) => {
    expect(() => readEnvironment({ [name]: value })).toThrow(message);
  });

  it('names every invalid variable at once', () => {
    expect(() => readEnvironment({ PURSER_PROMPT_QUOTA_PER_DAY: 'x', PURSER_LAUNCH_PROTOCOL: 'y' })).toThrow(
      /PURSER_PROMPT_QUOTA_PER_DAY .*; PURSER_LAUNCH_PROTOCOL /,
    );
  });

  it('is what the composition root builds the config from', () => {
    const queue: JobQueue = { enqueue: async () => undefined };
    const deps = buildDeps({
      environment: readEnvironment({ PURSER_PROMPT_QUOTA_PER_DAY: '7', PURSER_LAUNCH_PROTOCOL: 'clanker' }),
      tableName: 't',
      queue,
      rpcUrls: {},
      kmsTag: 'k',
    });
    expect(deps.config).toMatchObject({ promptQuotaPerDay: 7, launchProtocol: 'clanker' });
  });
});
