import { Duration } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { redocFileName } from '../../lib/http/reference-page.ts';
import { handlerNames, routes } from '../../lib/routes.ts';
import type { HandlerName } from '../../lib/routes.ts';
import { NodeFunction } from './node-function.ts';

/**
 * Handlers that may wait on a chain inside the request: submit with
 * `waitForConfirmation`, sign filling nonce and gas, a token launch waiting
 * for its job (at most 25 s, `deployWaitBudgetMs`). HTTP APIs cut an
 * integration at 30 s, so a longer Lambda timeout would only burn money.
 */
const chainBoundHandlers: ReadonlySet<HandlerName> = new Set(['sign', 'submit', 'token-launch-deploy']);

/** Stage throttling applied when the stack does not say otherwise. */
export const defaultThrottle: Required<ThrottleSettings> = { rateLimit: 100, burstLimit: 200 };

/** Props of {@link PurserApi}. */
export interface PurserApiProps {
  /** Environment every API function gets (grants add their own). */
  readonly environment: Record<string, string>;
  /** @default {@link defaultThrottle} */
  readonly throttle?: ThrottleSettings;
}

/**
 * The HTTP API: one Lambda per handler name in `lib/routes.ts`, and one route
 * per table entry, so routes that share a handler (the compatibility aliases)
 * share its Lambda. The table is the single source; nothing here names a path.
 */
export class PurserApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The Lambda behind each handler name, for the stack to grant to. */
  readonly functions: Readonly<Record<HandlerName, NodeFunction>>;

  constructor(scope: Construct, id: string, props: PurserApiProps) {
    super(scope, id);
    // No default stage: the default one cannot take throttling or access logs.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? defaultThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS })),
      },
    });

    const functions = {} as Record<HandlerName, NodeFunction>;
    const integrations = {} as Record<HandlerName, HttpLambdaIntegration>;
    for (const name of handlerNames) {
      const id = pascalCase(name);
      functions[name] = new NodeFunction(this, id, {
        name,
        timeout: chainBoundHandlers.has(name) ? Duration.seconds(29) : Duration.seconds(10),
        environment: props.environment,
        ...(name === 'docs' ? { besideBundle: [`node_modules/redoc/bundles/${redocFileName}`] } : {}),
      });
      integrations[name] = new HttpLambdaIntegration(`${id}Integration`, functions[name]);
    }
    for (const route of routes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.handler],
      });
    }
    this.functions = functions;
  }

  /** The base URL clients call. */
  get url(): string {
    return this.stage.url;
  }
}

/** `job-get` → `JobGet`, for construct ids that stay stable and readable in the template. */
export function pascalCase(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
