import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  DEGREE_LEVELS,
  ORIGINATOR_RECORDS,
  SHIPPING_METHOD_RECORDS,
  degreeLevelsAnswer,
  gradeLevels,
  gradeLevelsAnswer,
  gradeLevelsQuery,
  materialsAnswer,
  originatorsAnswer,
  shippingMethodsAnswer,
} from '@tp/domain';
import { materials } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { callContext } from '../../resources/call-context.ts';
import { sortKey } from '../../resources/query.ts';
import { signedIn, signedInStaff } from '../openapi/documented-middleware.ts';
import { answer, invalid } from '../openapi/route-answers.ts';
import { validQuery } from '../openapi/route-validators.ts';

const TAGS = ['shared'];

/**
 * The look-ups the forms read (spec staff-and-crm §7), mounted at /api/v2; the lists and the
 * rules live in domain (lookups.ts):
 * - GET /grade_levels?withGradYear -> `{ gradeLevels: [{ id, name, gradYear? }] }` (signed in);
 * - GET /degree_levels -> `{ degreeLevels: [{ id, name }] }` (signed in);
 * - GET /originators -> `{ originators: [{ id, name, integratesWithApi }] }` (staff only, 403);
 * - GET /shipping_methods -> `{ shippingMethods: [{ id, name }] }` (staff only, 403);
 * - GET /materials -> `{ materials: [{ id, name }] }`, the active ones by name (staff only, 403).
 */
export function lookupRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/grade_levels',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary:
        "Grade levels, youngest first (-1 TK, 0 K, 1 to 12); with withGradYear=true each with the year it graduates (school years start in August, in the caller's zone).",
      responses: {
        200: answer('Grade levels', gradeLevelsAnswer),
        422: invalid('withGradYear is not a boolean.'),
      },
    }),
    validQuery(gradeLevelsQuery),
    (c) => {
      const ctx = callContext(c);
      const { withGradYear } = c.req.valid('query');
      return c.json({
        gradeLevels: gradeLevels(ctx.now, ctx.user.timeZone ?? DEFAULT_TIME_ZONE, {
          withGradYear: withGradYear === true,
        }),
      });
    },
  );
  routes.get(
    '/degree_levels',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'Degree levels, lowest first.',
      responses: { 200: answer('Degree levels', degreeLevelsAnswer) },
    }),
    (c) => c.json({ degreeLevels: DEGREE_LEVELS }),
  );
  routes.get(
    '/originators',
    signedInStaff,
    describeRoute({
      tags: TAGS,
      summary:
        'Originators of shipments (where staff buy what they ship), as records: whether their own integration moves the status. Staff only.',
      responses: { 200: answer('Originators', originatorsAnswer) },
    }),
    (c) => c.json({ originators: ORIGINATOR_RECORDS }),
  );
  routes.get(
    '/shipping_methods',
    signedInStaff,
    describeRoute({
      tags: TAGS,
      summary:
        'How a shipment travels (USPS, UPS, FedEx, hand delivery); a shipment stores the id. Staff only.',
      responses: { 200: answer('Shipping methods', shippingMethodsAnswer) },
    }),
    (c) => c.json({ shippingMethods: SHIPPING_METHOD_RECORDS }),
  );
  routes.get(
    '/materials',
    signedInStaff,
    describeRoute({
      tags: TAGS,
      summary:
        'The materials a course may use (workbooks, practice test books): the active ones, by name. Staff only.',
      responses: { 200: answer('Materials', materialsAnswer) },
    }),
    async (c) => {
      const rows = await callContext(c)
        .deps.db.select({ id: materials.id, name: materials.name })
        .from(materials)
        .where(eq(materials.active, true))
        .orderBy(asc(sortKey(materials.name)), asc(materials.id));
      return c.json({ materials: rows });
    },
  );
  return routes;
}
