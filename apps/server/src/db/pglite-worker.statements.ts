/**
 * How the database thread runs a query: each SQL text is parsed once as a named prepared
 * statement (its parameter types described then), and every call after only binds values and
 * executes, all in one pass through Postgres. The answer goes back as Postgres's raw bytes, so the
 * row parsing happens on the main thread. Kept free of the app's path aliases (a worker entry).
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

const { serialize } = protocol;

/** Statements kept per database; past this the least recently used one is closed. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function statementRunner(db: PGlite, maxStatements = MAX_STATEMENTS) {
  // Statements pushed out of the cache are closed at the start of the next pass through Postgres.
  let toClose: Uint8Array[] = [];
  const statements = new LRUCache<string, Statement>({
    max: maxStatements,
    dispose: (statement) => {
      toClose.push(serialize.close({ type: 'S', name: statement.name }));
    },
  });
  let nextName = 1;

  /** Runs protocol messages; Postgres's answer, copied out of its memory, unparsed. */
  async function exec(messages: Uint8Array[], syncToFs: boolean): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    if (toClose.length) {
      messages = [...toClose, ...messages];
      toClose = [];
    }
    await db.execProtocolRawStream(concat(messages), { syncToFs, onRawData: (chunk) => chunks.push(chunk.slice()) });
    return concat(chunks);
  }

  /** The statement for `sql`, parsed and described on first use; or Postgres's error answer. */
  async function statementFor(sql: string): Promise<Statement | Uint8Array> {
    const known = statements.get(sql);
    if (known) return known;
    const name = `hadal_${nextName++}`;
    const answer = await exec(
      [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()],
      false,
    );
    const messages: Parameters<typeof parse.parseDescribeStatementResults>[0] = [];
    new protocol.Parser().parse(answer, (message) => messages.push(message));
    if (messages.some((message) => message.name === 'error')) return answer;
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  return {
    /** One query's raw answer (rows, or the error Postgres gave). Writes reach disk outside a transaction. */
    async query(sql: string, params: unknown[], inTransaction: boolean): Promise<Uint8Array> {
      const statement = await statementFor(sql);
      if (statement instanceof Uint8Array) return statement;
      // PGlite's own serializers, chosen by the parameter types Postgres described, as its query() does.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[statement.paramTypes[i]!];
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      return exec(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        !inTransaction,
      );
    },
    /** Closes every statement (after the schema changed). */
    async forgetAll(): Promise<void> {
      statements.clear();
      toClose = [];
      await exec([serialize.query('DEALLOCATE ALL')], false);
    },
  };
}
