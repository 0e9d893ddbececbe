import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HandlerName } from '../routes.ts';
import { localContext, matchRoute, toApiGatewayEvent } from './api-gateway-event.ts';

export type HttpFunction = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const maxBodyBytes = 1024 * 1024;
/** A request must be read whole within this: one that stalls mid-body or mid-headers is cut off, not left holding a socket. */
export const requestReadTimeoutMs = 10_000;

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/**
 * The local stand-in for API Gateway: matches the shared route table and
 * calls the same handler a Lambda would run, with the same event shape.
 */
export async function startHttpServer(options: {
  port: number;
  host?: string;
  handlers: Readonly<Record<HandlerName, HttpFunction>>;
  onError?: (error: unknown) => void;
}): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  // Timeouts are checked every second (Node checks every 30 s by default, far longer than the timeouts).
  const server = createServer(
    { requestTimeout: requestReadTimeoutMs, headersTimeout: requestReadTimeoutMs / 2, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBodyBytes) chunks.push(chunk);
      });
      req.on('end', () => {
        void (async () => {
          if (size > maxBodyBytes)
            return send(res, 413, { success: false, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', message: 'The request body exceeds 1 MiB.' });
          // A client given a base URL with a trailing slash asks for `//agent/…`, which URL reads as a host: one slash it is.
          const url = new URL((req.url ?? '/').replace(/^\/{2,}/, '/'), 'http://localhost');
          const match = matchRoute(req.method ?? 'GET', url.pathname);
          if (!match)
            return send(res, 404, { success: false, error: 'Not Found', code: 'ROUTE_NOT_FOUND', message: `No route for ${req.method} ${url.pathname}.` });
          const event = toApiGatewayEvent(req, url, Buffer.concat(chunks), match);
          const result = await options.handlers[match.route.handler](event, localContext(match.route.handler, event.requestContext.requestId));
          res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
          res.end(result.body ?? '');
        })().catch((error: unknown) => {
          options.onError?.(error);
          if (!res.headersSent) send(res, 500, { success: false, error: 'Internal Server Error', message: 'The local server failed to handle the request.' });
        });
      });
    },
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
