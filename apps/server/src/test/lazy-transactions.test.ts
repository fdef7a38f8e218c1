import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { asLastStatement, lazyTransactions } from '../db/lazy-transactions.ts';

/**
 * The transactions of the platform on PostgreSQL (decision 100), as the database sees them: what
 * is sent, in which order, and what is kept.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_ENGINE === 'postgres' && Boolean(url);

describe.skipIf(!onPostgres)('a transaction on PostgreSQL', () => {
  const name = `hse_lazy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let pool: pg.Pool;
  let db: Db;
  const sent: string[] = [];

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const testUrl = new URL(url as string);
    testUrl.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: testUrl.toString(), max: 3 });
    // Every statement any connection of the pool sends, in order.
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const config = args[0] as string | { text: string };
        sent.push((typeof config === 'string' ? config : config.text).trim().split(/\s+/)[0] ?? '');
        return query(...args);
      };
    });
    db = drizzle(pool) as unknown as Db;
    lazyTransactions(db, pool);
    await pool.query('create table notes (id int primary key, text text not null)');
  });
  afterAll(async () => {
    await pool.end();
    await admin(`drop database if exists ${name} with (force)`);
  });
  beforeEach(async () => {
    await pool.query('truncate notes');
    sent.length = 0;
  });

  const notes = async () =>
    (await pool.query<{ id: number }>('select id from notes order by id')).rows.map((r) => r.id);
  const insert = (id: number) => sql`insert into notes (id, text) values (${id}, 'note')`;

  it('sends a lone last statement without begin or commit, and keeps what it wrote', async () => {
    await db.transaction((tx) => asLastStatement(tx, () => tx.execute(insert(1))));
    expect(sent).toEqual(['insert']);
    expect(await notes()).toEqual([1]);
  });

  it('begins with the first statement and commits with the last', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await asLastStatement(tx, () => tx.execute(insert(2)));
    });
    expect(sent).toEqual(['begin', 'select', 'insert', 'commit']);
    expect(await notes()).toEqual([2]);
  });

  it('sends nothing when the change is refused before its first statement', async () => {
    await expect(
      db.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(sent).toEqual([]);
  });

  it('rolls back what came before a failing last statement', async () => {
    await pool.query(`insert into notes values (9, 'there')`);
    sent.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(3));
        await asLastStatement(tx, () => tx.execute(insert(9)));
      }),
    ).rejects.toThrow(/insert into notes/);
    expect(await notes()).toEqual([9]);
  });

  it('rolls back on an error after its statements, and commits nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(4));
        throw new Error('checked afterwards');
      }),
    ).rejects.toThrow('checked afterwards');
    expect(sent).toEqual(['begin', 'insert', 'rollback']);
    expect(await notes()).toEqual([]);
  });

  it('refuses a statement after the last one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await asLastStatement(tx, () => tx.execute(insert(5)));
        await tx.execute(insert(6));
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/after the transaction's end/) } });
    expect(await notes()).toEqual([5]);
  });

  it('sends statements started together after one begin, in the same transaction', async () => {
    await db.transaction(async (tx) => {
      await Promise.all([tx.execute(insert(7)), tx.execute(insert(8))]);
    });
    expect(sent).toEqual(['begin', 'insert', 'insert', 'commit']);
    expect(await notes()).toEqual([7, 8]);
  });
});
