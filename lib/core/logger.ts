import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The service logger (Powertools, structured JSON). Never pass it request
 * headers, keys, signatures' inputs or other secrets.
 */
export const createLogger = (options: { level?: string; serviceName?: string } = {}): Logger =>
  new Logger({
    serviceName: options.serviceName ?? 'purser',
    logLevel: (options.level ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO') as 'INFO',
  });

export type { Logger };
