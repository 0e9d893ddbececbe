import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { envNames } from '../lib/config.ts';
import { functionAccess, type FunctionName } from './access.ts';
import { Alarms } from './constructs/alarms.ts';
import { Automations } from './constructs/automations.ts';
import { PurserApi } from './constructs/api.ts';
import { deadLetterTimeout, Executor, executorTimeout } from './constructs/executor.ts';
import type { NodeFunction } from './constructs/node-function.ts';
import { JobQueue } from './constructs/queue.ts';
import { ProvidersSecret, RpcSecret } from './constructs/secrets.ts';
import { launchEnvironment, launchProtocolHandlers } from './launch-environment.ts';
import { PurserTable } from './constructs/table.ts';
import { WalletKeys } from './constructs/wallet-keys.ts';
import { EmailSender } from './constructs/email-sender.ts';
import { TransactionWatcher } from './constructs/transaction-watcher.ts';

/** Props of {@link PurserStack}. */
export interface PurserStackProps extends StackProps {
  /** Prefix of issued API keys (PURSER_API_KEY_PREFIX). */
  readonly apiKeyPrefix: string;
  /**
   * `purser:service` tag value of this deployment's wallet keys
   * (PURSER_KMS_TAG). Never change it once accounts exist: keys carrying the
   * old value become unusable to the functions.
   */
  readonly kmsTagValue: string;
  /** Stage throttling; defaults in `constructs/api.ts`. */
  readonly throttle?: ThrottleSettings;
  /** Sender of sign-in codes (PURSER_EMAIL_FROM), a verified SES identity's address; unset, sign-in answers EMAIL_NOT_CONFIGURED. */
  readonly emailFrom?: string;
  /** The PurserLaunchpad on Base for launch and fee prompts; only the executor and the creator-fee routes get it. */
  readonly launchpadAddress?: string;
  /**
   * The launch protocol (`purser`: the PurserLaunchpad above; `clanker`:
   * Clanker v4 on Base, which needs `clankerFeeRecipient`), and with Clanker
   * the swap fee and creator share in bps (defaults 120 and 5700). Executor only.
   */
  readonly launchProtocol?: string;
  readonly clankerFeeRecipient?: string;
  readonly launchSwapFeeBps?: string;
  readonly launchCreatorShareBps?: string;
  /** ARN of that SES identity, to scope ses:SendEmail to it; unset, any identity of the account and region. */
  readonly emailIdentityArn?: string;
}

/** The whole service in one stack: API, queue and executor, table, keys, secrets, alarms. */
export class PurserStack extends Stack {
  /** Every function by handler name, as granted. */
  readonly functions: Readonly<Record<FunctionName, NodeFunction>>;

  constructor(scope: Construct, id: string, props: PurserStackProps) {
    super(scope, id, props);
    const table = new PurserTable(this, 'Data');
    const jobQueue = new JobQueue(this, 'Jobs', {
      consumerTimeout: executorTimeout,
      deadLetterConsumerTimeout: deadLetterTimeout,
    });
    const rpc = new RpcSecret(this, 'Rpc');
    const providers = new ProvidersSecret(this, 'Providers');
    const walletKeys = new WalletKeys(this, 'WalletKeys', { tagValue: props.kmsTagValue });
    const email = new EmailSender(this, 'Email', {
      ...(props.emailFrom ? { from: props.emailFrom } : {}),
      ...(props.emailIdentityArn ? { identityArn: props.emailIdentityArn } : {}),
    });

    // Configuration every function may read; resource addresses come with grants.
    const environment = { [envNames.apiKeyPrefix]: props.apiKeyPrefix };
    const api = new PurserApi(this, 'Api', { environment, throttle: props.throttle });
    const consumers = new Executor(this, 'Executor', { jobQueue, environment });
    // The launch settings reach the functions that use the launch protocol: the executor (launch and fee prompts)
    // and the two creator-fee routes (the public fee reads, the claim builder).
    for (const fn of [consumers.executor, ...launchProtocolHandlers.map((name) => api.functions[name])]) {
      for (const [name, value] of Object.entries(launchEnvironment(props))) fn.addEnvironment(name, value);
    }
    const alarms = new Alarms(this, 'Alarms', { jobQueue });
    const automations = new Automations(this, 'Automations', { environment, alarmTopic: alarms.topic });
    const transactions = new TransactionWatcher(this, 'Transactions', { environment, alarmTopic: alarms.topic });

    this.functions = {
      ...api.functions,
      executor: consumers.executor,
      'dead-letter': consumers.deadLetter,
      'automation-watcher': automations.watcher,
      'transaction-watcher': transactions.watcher,
    };
    for (const [name, access] of Object.entries(functionAccess)) {
      const fn = this.functions[name as keyof typeof functionAccess];
      if (access.table === 'read') table.grantRead(fn);
      if (access.touchApiKeys) table.grantTouchApiKeys(fn);
      if (access.rateCounters) table.grantRateCounters(fn);
      if (access.table === 'readWrite') table.grantReadWrite(fn);
      if (access.enqueue) jobQueue.grantSend(fn);
      if (access.sign) walletKeys.grantSign(fn);
      if (access.rpc) rpc.grantRead(fn);
      if (access.providers) providers.grantRead(fn);
      if (access.email) email.grantSend(fn);
      if (access.provision) walletKeys.grantProvision(fn);
      if (access.schedules) automations.grantManageSchedules(fn);
    }

    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'TableName', { value: table.table.tableName });
    new CfnOutput(this, 'QueueUrl', { value: jobQueue.queue.queueUrl });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: jobQueue.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'RpcSecretArn', { value: rpc.secret.secretArn });
    new CfnOutput(this, 'ProvidersSecretArn', { value: providers.secret.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
    new CfnOutput(this, 'KmsTag', { value: walletKeys.tagValue });
    new CfnOutput(this, 'ScheduleGroupName', { value: automations.group.scheduleGroupName });
  }
}
