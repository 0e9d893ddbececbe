/**
 * Environment variables read by the composition roots (never by domain code),
 * all checked at once by `lib/composition/environment.ts` at start-up.
 *
 * | variable | meaning | default |
 * |---|---|---|
 * | PURSER_TABLE_NAME | the DynamoDB table | `purser` |
 * | PURSER_QUEUE_URL | the SQS FIFO job queue | (local: in-process) |
 * | PURSER_API_KEY_PREFIX | prefix of issued API keys, before the `_` | `purser` |
 * | PURSER_KMS_TAG | value of the `purser:service` tag put on (and required of) wallet keys | `purser` |
 * | PURSER_RPC_SECRET_ARN | Secrets Manager secret holding `{ "rpcUrls": { "<chainId>": ["url", ...] } }` | - |
 * | PURSER_RPC_URLS | the same JSON, inline (local mode and tests) | - |
 * | PURSER_EMAIL_FROM | sender of sign-in codes (a verified SES identity); unset, email sign-in answers EMAIL_NOT_CONFIGURED | - |
 * | AWS_ENDPOINT_URL_KMS / _DYNAMODB | standard SDK endpoint overrides (local mode) | - |
 */
export const envNames = {
  tableName: 'PURSER_TABLE_NAME',
  queueUrl: 'PURSER_QUEUE_URL',
  apiKeyPrefix: 'PURSER_API_KEY_PREFIX',
  kmsTag: 'PURSER_KMS_TAG',
  rpcSecretArn: 'PURSER_RPC_SECRET_ARN',
  rpcUrls: 'PURSER_RPC_URLS',
  emailFrom: 'PURSER_EMAIL_FROM',
} as const;

/** The tag key every wallet KMS key carries; IAM policies match on it. */
export const kmsServiceTagKey = 'purser:service';
