import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  canLookUpPlaces,
  placeDetailsAnswer,
  placeIdField,
  placePredictionsAnswer,
  placeSearchQuery,
} from '@tp/domain';
import { requireUser } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden } from '../../http/errors.ts';
import { lookUpPlace, searchPlaces } from '../../services/places.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validParams, validQuery } from '../openapi/route-validators.ts';

/** 403 before the input is judged, as the engine refuses a role before validating. */
const mayLookUp: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canLookUpPlaces(requireUser(c))) throw new Forbidden();
  await next();
};

const REFUSED = refusal('Students and parents: only staff and tutors look places up.');
const UNAVAILABLE = refusal('The configured provider (Google Places) failed: enter the address.');

/**
 * The address finder's lookups (spec sign-in-exams-and-shared §3, scheduling §2 "Place"),
 * mounted at /api/v2 for staff and tutors:
 * - GET /places?query= -> `{ places: [{ placeId, name, formatted }] }`, at most 8;
 * - GET /places/{placeId} -> `{ place: { lat, lng, name, formatted, placeId, street1, city,
 *   state, zip, country, cityOrCounty, sublocality } }`, 404 when unknown.
 * The built-in provider searches the places table; Google Places when it is configured.
 */
export function placesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/places',
    signedIn,
    mayLookUp,
    describeRoute({
      tags: ['shared'],
      summary:
        'Address finder predictions for what was typed: every word matched, in any order, case-insensitively; at most 8. Staff and tutors.',
      responses: {
        200: answer('Predictions', placePredictionsAnswer),
        403: REFUSED,
        409: UNAVAILABLE,
        422: invalid('No query, or one longer than 200 characters.'),
      },
    }),
    validQuery(placeSearchQuery),
    async (c) => c.json({ places: await searchPlaces(c.get('deps'), c.req.valid('query').query) }),
  );
  routes.get(
    '/places/:placeId',
    signedIn,
    mayLookUp,
    describeRoute({
      tags: ['shared'],
      summary:
        "A place's details parsed into the address fields (lat, lng, name, formatted, placeId, street1, city, state, zip, country, cityOrCounty, sublocality). Staff and tutors.",
      responses: {
        200: answer('The place', placeDetailsAnswer),
        403: REFUSED,
        404: refusal('No place has that id.'),
        409: UNAVAILABLE,
        422: invalid('Not a place id.'),
      },
    }),
    validParams(z.object({ placeId: placeIdField })),
    async (c) => c.json({ place: await lookUpPlace(c.get('deps'), c.req.valid('param').placeId) }),
  );
  return routes;
}
