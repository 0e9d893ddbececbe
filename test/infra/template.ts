import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { PurserStack } from '../../infra/purser-stack.ts';

/** The tag value the test stack is synthesised with; distinct from every default on purpose. */
export const testKmsTag = 'purser-test-tag';

/** cdk.json's context, so the tests synthesise what `cdk synth` does (minus bundling). */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/**
 * An App that skips asset bundling (assertions read the template, not the
 * code). CloudFormation validation costs ~8 s per synth, so only the test that
 * is about it turns it on.
 */
export function testApp(options: { validate?: boolean } = {}): App {
  return new App({
    builtinCloudFormationValidation: options.validate ?? false,
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
  });
}

/** A Purser stack as the tests see it: prefix `acme`, tag {@link testKmsTag}. */
export function purserStack(app: App = testApp()): PurserStack {
  return new PurserStack(app, 'PurserTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag });
}

/** Synthesises the Purser stack; call once per test file. */
export function synthPurser(): Template {
  return Template.fromStack(purserStack());
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;

/** An IAM policy statement as it appears in the template. */
export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Sid?: string;
}

/** Logical id of the Lambda function built from `functions/<name>.ts` (found by its description). */
export function functionId(template: Template, name: string): string {
  const found = Object.entries(template.findResources('AWS::Lambda::Function', { Properties: { Description: `Purser ${name}` } }));
  if (found.length !== 1) throw new Error(`expected one function for ${name}, found ${found.length}`);
  return found[0]![0];
}

/** The function's resource properties. */
export function functionProps(template: Template, name: string): Record<string, unknown> {
  const resources = template.toJSON().Resources as Resources;
  return resources[functionId(template, name)]!.Properties!;
}

/** Logical id of the function's execution role. */
export function roleId(template: Template, name: string): string {
  const role = functionProps(template, name).Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

/** Every statement of every AWS::IAM::Policy attached to the role (the grants). */
export function roleStatements(template: Template, role: string): Statement[] {
  const resources = template.toJSON().Resources as Resources;
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => (r.Properties!.Roles as unknown[]).some((ref) => JSON.stringify(ref) === JSON.stringify({ Ref: role })))
    .flatMap((r) => (r.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** Statements granted to the function built from `functions/<name>.ts`. */
export function functionStatements(template: Template, name: string): Statement[] {
  return roleStatements(template, roleId(template, name));
}

/** Every IAM statement in the template: identity policies and resource policies alike. */
export function allStatements(template: Template): Statement[] {
  const resources = template.toJSON().Resources as Resources;
  const out: Statement[] = [];
  for (const resource of Object.values(resources)) {
    const props = resource.Properties ?? {};
    for (const doc of [props.PolicyDocument, props.AssumeRolePolicyDocument]) {
      if (doc && typeof doc === 'object') out.push(...(doc as { Statement: Statement[] }).Statement);
    }
    for (const inline of (props.Policies as { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? []) {
      out.push(...inline.PolicyDocument.Statement);
    }
  }
  return out;
}

/** A statement's actions as a list. */
export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

/** A statement's resources as a list (tokens stay objects). */
export function resourcesOf(statement: Statement): unknown[] {
  if (statement.Resource === undefined) return [];
  return Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
}

/** All actions the function's role is allowed. */
export function allowedActions(template: Template, name: string): string[] {
  return functionStatements(template, name)
    .filter((s) => s.Effect === 'Allow')
    .flatMap(actionsOf);
}

/** Logical id of the only resource of a type whose properties match. */
export function onlyResourceId(template: Template, type: string, props: Record<string, unknown> = {}): string {
  const found = Object.keys(template.findResources(type, { Properties: props }));
  if (found.length !== 1) throw new Error(`expected one ${type} matching ${JSON.stringify(props)}, found ${found.length}`);
  return found[0]!;
}
