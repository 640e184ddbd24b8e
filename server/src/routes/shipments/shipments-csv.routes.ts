import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Shipment } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { REGISTRY } from '../../resources/registry.ts';
import { listRecords } from '../../resources/read-handlers.ts';
import { shipmentsResource } from '../../resources/definitions/shipments.ts';
import { NOT_SIGNED_IN, refusal } from '../openapi/route-answers.ts';
import { shipmentsCsv } from './shipments-csv.ts';

/**
 * GET /api/v2/shipments.csv?{query} (spec staff-and-crm §7): every shipment the list's
 * filters select (no paging), as the caller may read them, in CSV.
 */
export function shipmentsCsvRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/shipments.csv',
    describeRoute({
      tags: ['shipments'],
      summary:
        'The shipments the list filters select (status, originator, shippingMethod, recipientType, recipientId, query, orderBy), every page, as CSV with readable labels; times in the viewer’s zone, else UTC.',
      responses: {
        200: {
          description: 'The CSV',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        401: NOT_SIGNED_IN,
        403: refusal('Only staff read shipments.'),
        422: refusal('A filter or sort the list does not accept.'),
      },
    }),
    async (c) => {
      const { records } = await listRecords(c, shipmentsResource, REGISTRY, { allPages: true });
      const user = c.get('user');
      const csv = shipmentsCsv(records as Shipment[], user?.timeZone ?? null);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="shipments.csv"');
      return c.body(csv);
    },
  );
  return routes;
}
