import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PurserStack } from '../../infra/purser-stack.ts';
import { handlerNames, queueHandlerNames } from '../../lib/routes.ts';
import { functionProps, testApp, testKmsTag } from './template.ts';

const launchpad = '0x9db4fD6e04e1F0998e1A4fA394a188855C18F999';
const envOf = (template: Template, name: string) => (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;

describe('the launchpad setting', () => {
  it('reaches only the executor, which runs launch and fee prompts', () => {
    const template = Template.fromStack(new PurserStack(testApp(), 'LaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, launchpadAddress: launchpad }));
    for (const name of [...handlerNames, ...queueHandlerNames]) {
      expect([name, envOf(template, name).PURSER_LAUNCHPAD_ADDRESS]).toEqual([name, name === 'executor' ? launchpad : undefined]);
    }
  });

  it('is absent unless configured, and refused when it is not an address', () => {
    const template = Template.fromStack(new PurserStack(testApp(), 'NoLaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag }));
    expect(envOf(template, 'executor').PURSER_LAUNCHPAD_ADDRESS).toBeUndefined();
    expect(() => new PurserStack(testApp(), 'BadLaunchTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, launchpadAddress: 'base' })).toThrow(/launchpadAddress must be a 0x address/);
  });
});
