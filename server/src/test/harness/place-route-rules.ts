import { canLookUpPlaces } from '@tp/domain';
import { FIXTURE_PLACE_IDS } from '../place-fixtures.ts';
import { allowed, refused } from './matrix-cells.ts';
import type { RouteRule } from './route-rules.ts';

/** GET /places?query= and /places/{placeId}: staff and tutors (domain's canLookUpPlaces), else 403. */
export const PLACE_ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/v2/places': (actor) => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/v2/places?query=chicago%20lakeview' },
      expected: canLookUpPlaces(actor) ? allowed(200) : refused(403),
    },
  ],
  'GET /api/v2/places/{placeId}': (actor) => [
    {
      target: 'known place',
      request: { method: 'GET', path: `/api/v2/places/${FIXTURE_PLACE_IDS.centre}` },
      expected: canLookUpPlaces(actor) ? allowed(200) : refused(403),
    },
  ],
};
