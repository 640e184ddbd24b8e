import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { send, type MatrixResponse } from './matrix-client.ts';
import { formatProblem, judge, type Cell } from './matrix-cells.ts';

export interface MatrixReport {
  /** Leaks, wrongful refusals, wrong answers and server errors, one line each. */
  failures: string[];
  /** Allowed calls refused on their merits (409, 422): the right held, the body did not. */
  unproven: string[];
  requests: number;
}

/**
 * Runs the cells: reads first, then each write inside a savepoint rolled back after it, so
 * every cell sees the world as seeded (a delete or a sign-out in one cell changes nothing for
 * the next). Files removed from the store by a write stay removed, which is why reads go first.
 */
export async function runCells(app: App, db: Db, cells: Cell[]): Promise<MatrixReport> {
  const report: MatrixReport = { failures: [], unproven: [], requests: 0 };
  const isRead = (cell: Cell) => cell.request.method === 'GET' && !cell.prepare && !cell.writes;
  const reads = cells.filter(isRead);
  const writes = cells.filter((cell) => !isRead(cell));
  const run = async (cell: Cell, answer: () => Promise<MatrixResponse>) => {
    const response = await answer();
    report.requests += 1;
    const { problems, proven } = judge(cell, response);
    report.failures.push(...problems.map((problem) => formatProblem(cell, problem)));
    if (!proven && problems.length === 0) {
      report.unproven.push(
        `${cell.viewer.label}  ${cell.operation}  [${cell.target}]: ${response.status} ${JSON.stringify(response.json)}`,
      );
    }
  };
  for (const cell of reads) await run(cell, () => send(app, cell.viewer, cell.request));
  // One savepoint for all the writes: rolling back to a savepoint keeps it, ready for the next
  // cell, so a write cell costs one statement more than its request (not three).
  await db.execute(sql`savepoint authz_matrix_cell`);
  try {
    for (const cell of writes)
      await run(cell, async () => {
        try {
          await cell.prepare?.(db);
          return await send(app, cell.viewer, cell.request);
        } finally {
          await db.execute(sql`rollback to savepoint authz_matrix_cell`);
        }
      });
  } finally {
    await db.execute(sql`release savepoint authz_matrix_cell`);
  }
  return report;
}
