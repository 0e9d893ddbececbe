import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The renderer's file name: copied next to the docs function's bundle when deployed, read from node_modules locally. */
export const redocFileName = 'redoc.standalone.js';

/** Where the Redoc bundle is: beside the running module (a deployed bundle), else the installed package. */
export function redocBundlePath(moduleUrl: string): string {
  const beside = fileURLToPath(new URL(`./${redocFileName}`, moduleUrl));
  if (existsSync(beside)) return beside;
  return createRequire(moduleUrl).resolve(`redoc/bundles/${redocFileName}`);
}

let cached: string | undefined;
/** The renderer's source, read once per process. */
export function redocBundle(moduleUrl: string): string {
  cached ??= readFileSync(redocBundlePath(moduleUrl), 'utf8');
  return cached;
}

/**
 * The reference page: Redoc, served by this service (no CDN), rendering
 * /openapi.json. Its links are built from the path it was asked for (`root`:
 * everything before `/docs`), so the page works under a stage prefix and
 * with a trailing slash alike.
 */
export const referencePage = (root: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Purser API reference</title>
    <style>body { margin: 0; padding: 0; }</style>
  </head>
  <body>
    <noscript>This page needs JavaScript. The document itself is at <a href="${root}/openapi.json">${root}/openapi.json</a>.</noscript>
    <redoc spec-url="${root}/openapi.json"></redoc>
    <script src="${root}/docs/${redocFileName}"></script>
  </body>
</html>
`;

/** What comes before `/docs` in the page's path (a stage prefix), made of path characters only. */
export function referenceRoot(rawPath: string): string {
  const root = rawPath.replace(/\/docs\/*$/, '');
  return /^(?:\/[A-Za-z0-9._~-]+)*$/.test(root) ? root : '';
}

/** Headers of the page and its script: no sniffing of types, no framing. */
export const referenceHeaders = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' } as const;
