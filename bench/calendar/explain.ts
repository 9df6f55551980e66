import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/src/db/database';
import { round } from '../dispatch/figures';

export interface PlanFigures {
  indexes: string[];
  /** Sequential scans of whole tables, if any: each a list the indexes do not serve. */
  seqScans: string[];
  executionMs: number;
  /** Planning the statement, which EXPLAIN ANALYZE reports apart (each call plans again). */
  planningMs: number;
}

interface PlanNode {
  'Node Type'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, found: { indexes: Set<string>; seqScans: Set<string> }) {
  if (node['Index Name']) found.indexes.add(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.seqScans.add(node['Relation Name']);
  for (const child of node.Plans ?? []) walk(child, found);
}

/** EXPLAIN ANALYZE of a statement on either driver: the indexes it read and how long it ran. */
export async function explainAnalyze(
  db: Database,
  query: SQL | { sql: string; params: unknown[] },
): Promise<PlanFigures> {
  const { sql: text, params } = 'sql' in query ? query : new PgDialect().sqlToQuery(query);
  // Parameters inlined as literals: EXPLAIN cannot take bind parameters through every driver.
  const inlined = text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  if (process.env.BENCH_PLAN) {
    // BENCH_PLAN=1 prints each plan as text on stderr, to read where the time goes.
    const text = await db.execute(sql.raw(`explain (analyze, buffers) ${inlined}`));
    const lines = (text as { rows: Record<string, unknown>[] }).rows.map((line) => Object.values(line)[0]);
    console.error(lines.join('\n'));
  }
  const result = await db.execute(sql.raw(`explain (analyze, format json) ${inlined}`));
  const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const raw = row['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
    'Planning Time': number;
  }[];
  const found = { indexes: new Set<string>(), seqScans: new Set<string>() };
  if (plan) walk(plan.Plan, found);
  return {
    indexes: [...found.indexes].sort(),
    seqScans: [...found.seqScans].sort(),
    executionMs: round(plan?.['Execution Time'] ?? 0, 2),
    planningMs: round(plan?.['Planning Time'] ?? 0, 2),
  };
}
