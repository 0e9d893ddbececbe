import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { launchProtocolHandlers } from '../../infra/launch-environment.ts';
import { PurserStack } from '../../infra/purser-stack.ts';
import { handlerNames, queueHandlerNames } from '../../lib/routes.ts';
import { functionProps, testApp, testKmsTag } from './template.ts';

const launchpad = '0x9db4fD6e04e1F0998e1A4fA394a188855C18F999';
const envOf = (template: Template, name: string) => (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;

describe('the launchpad setting', () => {
  it('reaches only the executor, which runs launch and fee prompts, and the creator-fee routes', () => {
    const template = Template.fromStack(
      new PurserStack(testApp(), 'LaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, launchpadAddress: launchpad }),
    );
    for (const name of [...handlerNames, ...queueHandlerNames]) {
      const reads = name === 'executor' || (launchProtocolHandlers as readonly string[]).includes(name);
      expect([name, envOf(template, name).PURSER_LAUNCHPAD_ADDRESS]).toEqual([name, reads ? launchpad : undefined]);
    }
  });

  it('is absent unless configured, and refused when it is not an address', () => {
    const template = Template.fromStack(new PurserStack(testApp(), 'NoLaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag }));
    expect(envOf(template, 'executor').PURSER_LAUNCHPAD_ADDRESS).toBeUndefined();
    expect(() => new PurserStack(testApp(), 'BadLaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, launchpadAddress: 'base' })).toThrow(
      /PURSER_LAUNCHPAD_ADDRESS must be a 0x address/,
    );
  });
});

describe('the Clanker launch settings', () => {
  const recipient = '0x00000000000000000000000000000000000Fee01';

  it('reach only the executor and the creator-fee routes, as the environment they read at startup', () => {
    const template = Template.fromStack(
      new PurserStack(testApp(), 'ClankerTest', {
        apiKeyPrefix: 'acme',
        kmsTagValue: testKmsTag,
        launchProtocol: 'clanker',
        clankerFeeRecipient: recipient,
        launchSwapFeeBps: '240',
        launchCreatorShareBps: '5000',
      }),
    );
    for (const name of ['executor', ...launchProtocolHandlers]) {
      expect(envOf(template, name)).toMatchObject({
        PURSER_LAUNCH_PROTOCOL: 'clanker',
        PURSER_CLANKER_FEE_RECIPIENT: recipient,
        PURSER_LAUNCH_SWAP_FEE_BPS: '240',
        PURSER_LAUNCH_CREATOR_SHARE_BPS: '5000',
      });
    }
    for (const name of [...handlerNames, ...queueHandlerNames].filter((n) => n !== 'executor' && !(launchProtocolHandlers as readonly string[]).includes(n))) {
      expect([name, envOf(template, name).PURSER_LAUNCH_PROTOCOL, envOf(template, name).PURSER_CLANKER_FEE_RECIPIENT]).toEqual([name, undefined, undefined]);
    }
  });

  it('are refused at synth when the executor would refuse them', () => {
    const stack = (id: string, extra: Record<string, string>) => () =>
      new PurserStack(testApp(), id, { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, ...extra });
    expect(stack('NoRecipient', { launchProtocol: 'clanker' })).toThrow(/needs clankerFeeRecipient/);
    expect(stack('BadTerms', { launchProtocol: 'clanker', clankerFeeRecipient: recipient, launchSwapFeeBps: '100' })).toThrow(/not expressible on Clanker/);
    expect(stack('BadProtocol', { launchProtocol: 'pump' })).toThrow(/must be "purser" or "clanker"/);
    expect(stack('PurserWithoutAddress', { launchProtocol: 'purser' })).toThrow(/needs launchpadAddress/);
  });
});
