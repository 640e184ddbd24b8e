import { visibleRecord, type ActionContract } from '@tp/domain';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, NotFound } from '../http/errors.ts';
import { parseOr422 } from '../http/validation.ts';
import { actionReach, readReachOf } from './access.ts';
import { recordChange, recordCollectionAction, recordNamedRecords } from './audit-recorder.ts';
import { callContext, memberId } from './call-context.ts';
import type { Registry } from './includes.ts';
import { jsonBody, keyedPayload } from './payload.ts';
import { includesOf, showRecord } from './read-handlers.ts';
import { normaliseQuery } from './list-params.ts';
import { inTransaction, withOwnTransactions } from './transaction.ts';
import { memberFor, recordForRules } from './write-handlers.ts';
import type { ActionImplementation, CallContext, Resource, WireRecord } from './types.ts';

interface SchemaDef {
  def?: { type?: string; innerType?: SchemaDef };
}

/** Whether a query field's schema is an array, optional or defaulted or not. */
function isArraySchema(field: unknown): boolean {
  let schema = field as SchemaDef | undefined;
  while (schema?.def && ['optional', 'default', 'nullable'].includes(schema.def.type ?? ''))
    schema = schema.def.innerType;
  return schema?.def?.type === 'array';
}

/** The action's input from the body (keyed or not) or the query; `{}` when it takes none. */
async function actionInput(
  c: Context<AppEnv>,
  resource: Resource,
  contract: ActionContract<never>,
): Promise<Record<string, unknown>> {
  const input = contract.input;
  if (!input) return {};
  if (input.in === 'query') {
    const query = normaliseQuery(c.req.queries());
    // One value per parameter unless the schema asks for an array (`name[]`).
    const values = Object.fromEntries(
      Object.entries(query).map(([key, list]) => [
        key,
        isArraySchema(input.schema.shape[key]) ? list : list.at(-1),
      ]),
    );
    return parseOr422(input.schema, values) as Record<string, unknown>;
  }
  const body = await jsonBody(c);
  const payload = input.keyed ? keyedPayload(body, resource.singular) : (body ?? {});
  return parseOr422(input.schema, payload) as Record<string, unknown>;
}

/**
 * The member action's target: 404 unless the caller may read it, 403 unless the action's
 * rule allows them on it. `record` is what the caller may read of it; `full` is every field,
 * for the audit trail's before.
 */
async function actionTarget(
  resource: Resource,
  name: string,
  c: Context<AppEnv>,
  ctx: CallContext,
): Promise<{ id: number; record: WireRecord; full: WireRecord }> {
  const id = memberId(c);
  const { record } = await memberFor(resource, id, name, ctx);
  return { id, record: visibleRecord(resource.contract, ctx.user, record), full: record };
}

/**
 * The audit event of an action that writes (a GET action only reads), in the action's
 * transaction: on its record, the fields it changed (one read of the record after the run);
 * on the collection, what it answered or was given; and on any record its answer names.
 * An action that owns its transactions records it inside the transaction that commits its work
 * (ActionCall's `audit`).
 */
async function auditAction(
  tx: Db,
  ctx: CallContext,
  resource: Resource,
  action: { name: string; contract: ActionContract<never>; registry: Registry },
  call: { target: { id: number; full: WireRecord } | null; input: Record<string, unknown> },
  output: unknown,
): Promise<void> {
  if (action.contract.method === 'GET') return;
  const { target } = call;
  if (target) {
    await recordChange(tx, ctx, resource, {
      id: target.id,
      action: action.name,
      before: target.full,
      after: await recordForRules(tx, resource, target.id, ctx),
    });
  } else {
    await recordCollectionAction(tx, ctx, resource, {
      name: action.name,
      input: call.input,
      output,
    });
  }
  await recordNamedRecords(tx, ctx, resource, { name: action.name, output }, action.registry);
}

/**
 * One named action of a resource: the caller's right first (401, 403, 404), then its input
 * (422), then its `run` in one transaction, then its answer: the declared output, or the
 * record read again after the commit.
 */
export function actionHandler(
  resource: Resource,
  name: string,
  contract: ActionContract<never>,
  implementation: ActionImplementation,
  registry: Registry,
) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    if (actionReach(resource, ctx.user, name) === 'none') {
      // A member one may not read does not exist for them; the collection is simply refused.
      if (contract.on === 'member' && readReachOf(resource, ctx.user).kind === 'none')
        throw new NotFound();
      throw new Forbidden();
    }
    const target = contract.on === 'member' ? await actionTarget(resource, name, c, ctx) : null;
    const input = await actionInput(c, resource, contract);
    const includes = contract.on === 'member' ? includesOf(c, resource, registry) : {};
    let audited = false;
    const audit = async (tx: Db, output?: unknown) => {
      audited = true;
      await auditAction(tx, ctx, resource, { name, contract, registry }, { target, input }, output);
    };
    const work = async (tx: Db) => {
      const outcome =
        (await implementation.run({
          tx,
          ctx,
          id: target?.id ?? null,
          record: target?.record ?? null,
          input,
          // An action owning its transactions records its event in the one committing its work.
          ...(implementation.ownsTransactions ? { audit } : {}),
        })) ?? {};
      if (!audited) await audit(tx, outcome.output);
      return { result: outcome.output, afterCommit: outcome.afterCommit };
    };
    const result = implementation.ownsTransactions
      ? await withOwnTransactions(ctx, work)
      : await inTransaction(ctx, 'write', work);
    const status = contract.status ?? 200;
    if (status === 204) return c.body(null, 204);
    if (contract.output) return c.json(result ?? null, status);
    if (!target) return c.body(null, 204);
    return c.json(
      { [resource.singular]: await showRecord(resource, target.id, includes, registry, ctx) },
      status,
    );
  };
}
