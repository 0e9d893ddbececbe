/**
 * Environment of the functions that create and cancel automations (the
 * executor and the automation watcher), set by the CDK stack
 * (`infra/constructs/automations.ts`) and read by the AWS composition root.
 * | variable | meaning |
 * |---|---|
 * | PURSER_SCHEDULER_GROUP | the EventBridge Scheduler schedule group automation schedules are created in |
 * | PURSER_SCHEDULER_TARGET_ARN | ARN of the automation watcher Lambda the schedules invoke |
 * | PURSER_SCHEDULER_ROLE_ARN | ARN of the role Scheduler assumes to invoke it (the functions pass it) |
 * Without all three, the deps carry no automation scheduler.
 */
export const schedulerEnvNames = {
  group: 'PURSER_SCHEDULER_GROUP',
  targetArn: 'PURSER_SCHEDULER_TARGET_ARN',
  roleArn: 'PURSER_SCHEDULER_ROLE_ARN',
} as const;
