import { PLACE_PREDICTIONS_MAX, type PlacePrediction, type ParsedPlace } from '@tp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema/index.ts';
import { googlePlaces } from '../../places/google-places.ts';
import { PlacesProviderError, type PlacesProvider } from '../../places/places-provider.ts';
import { PLACES_UNAVAILABLE_MESSAGE } from '../../services/places.ts';
import { TestAgent } from '../../test/agent.ts';
import { call } from '../../test/fixtures.ts';
import { FIXTURE_PLACE_IDS } from '../../test/place-fixtures.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Predictions = { places: PlacePrediction[] };
type Details = { place: ParsedPlace };

/** The places lookup through the app, on the fixture world's places (two in Chicago). */
describe('places: GET /api/v2/places and /places/{placeId}', () => {
  let ctx: ResourceTestContext;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext('pglite');
    [advisor, tutor, student, parent] = await ctx.signInAs('advisor', 'tia', 'sam', 'pam');
  });
  afterAll(() => ctx?.close());
  afterEach(() => {
    delete ctx.deps.places;
  });

  const search = (agent: TestAgent, query: string) =>
    call<Predictions>(agent.get(`/api/v2/places?query=${encodeURIComponent(query)}`));

  it('finds known places by every typed word, case-insensitively and in any order', async () => {
    const { status, body } = await search(advisor, 'CHICAGO lakeview');
    expect(status).toBe(200);
    expect(body.places).toEqual([
      {
        placeId: FIXTURE_PLACE_IDS.centre,
        name: 'Lakeview Learning Center',
        formatted: '410 Harbor Ave, Chicago, IL 60601, United States',
      },
    ]);
    expect((await search(tutor, 'orchard lincoln')).body.places.map((p) => p.placeId)).toEqual([
      FIXTURE_PLACE_IDS.school,
    ]);
    // Both match "chicago"; a word nothing has matches nothing; % is a letter, not a wildcard.
    expect((await search(tutor, 'chicago')).body.places).toHaveLength(2);
    expect((await search(tutor, 'chicago springfield')).body.places).toEqual([]);
    expect((await search(tutor, '%')).body.places).toEqual([]);
  });

  it('answers at most 8 predictions, names starting with the first word first', async () => {
    await ctx.db.insert(places).values(
      Array.from({ length: 10 }, (_, i) => ({
        placeId: `tp:test-centre-${i}`,
        name: `Test Centre ${i}`,
        formatted: `${i} Test St, Chicago, IL 60601, United States`,
      })),
    );
    const { body } = await search(advisor, 'test chicago');
    expect(body.places).toHaveLength(PLACE_PREDICTIONS_MAX);
    expect(body.places[0]!.name).toBe('Test Centre 0');
  });

  it("answers a place's details parsed into the address fields", async () => {
    const { status, body } = await call<Details>(
      tutor.get(`/api/v2/places/${FIXTURE_PLACE_IDS.centre}`),
    );
    expect(status).toBe(200);
    expect(body.place).toEqual({
      lat: 41.8868,
      lng: -87.6186,
      name: 'Lakeview Learning Center',
      formatted: '410 Harbor Ave, Chicago, IL 60601, United States',
      placeId: FIXTURE_PLACE_IDS.centre,
      street1: '410 Harbor Ave',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'United States',
      cityOrCounty: 'Chicago',
      sublocality: '',
    });
  });

  it('answers 401 signed out, 403 to students and parents, 404 for an unknown place, 422 for bad input', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await call(anonymous.get('/api/v2/places?query=chicago'))).status).toBe(401);
    expect((await call(anonymous.get(`/api/v2/places/${FIXTURE_PLACE_IDS.centre}`))).status).toBe(
      401,
    );
    for (const agent of [student, parent]) {
      expect((await search(agent, 'chicago')).status).toBe(403);
      expect((await call(agent.get(`/api/v2/places/${FIXTURE_PLACE_IDS.centre}`))).status).toBe(
        403,
      );
    }
    expect((await call(advisor.get('/api/v2/places/tp:nowhere'))).status).toBe(404);
    const blank = await call<{ errors: Record<string, string[]> }>(
      advisor.get('/api/v2/places?query=%20'),
    );
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['query']);
    expect((await call(advisor.get('/api/v2/places'))).status).toBe(422);
    expect((await search(advisor, 'x'.repeat(201))).status).toBe(422);
    expect((await call(advisor.get('/api/v2/places/not%20an%20id'))).status).toBe(422);
  });

  it('answers 409 with a sentence when the configured provider fails', async () => {
    const failing: PlacesProvider = {
      name: 'google',
      search: () => Promise.reject(new PlacesProviderError('down')),
      details: () => Promise.reject(new PlacesProviderError('down')),
    };
    ctx.deps.places = failing;
    const { status, body } = await call<{ error: string }>(
      advisor.get('/api/v2/places?query=chicago'),
    );
    expect(status).toBe(409);
    expect(body.error).toBe(PLACES_UNAVAILABLE_MESSAGE);
  });

  it('keeps a place an outside provider answered, so a session may name it', async () => {
    const googlePlace = {
      status: 'OK',
      result: {
        place_id: 'ChIJ-test-place',
        name: 'Union Station',
        formatted_address: '225 S Canal St, Chicago, IL 60606, USA',
        geometry: { location: { lat: 41.8789, lng: -87.6403 } },
        address_components: [
          { long_name: '225', short_name: '225', types: ['street_number'] },
          { long_name: 'South Canal Street', short_name: 'S Canal St', types: ['route'] },
          { long_name: 'Chicago', short_name: 'Chicago', types: ['locality'] },
          { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
          { long_name: 'United States', short_name: 'US', types: ['country'] },
          { long_name: '60606', short_name: '60606', types: ['postal_code'] },
        ],
      },
    };
    ctx.deps.places = googlePlaces(
      { apiKey: 'k', apiUrl: 'http://places.invalid', timeoutMs: 1000 },
      () => Promise.resolve(Response.json(googlePlace)),
    );
    const { status, body } = await call<Details>(advisor.get('/api/v2/places/ChIJ-test-place'));
    expect(status).toBe(200);
    expect(body.place).toMatchObject({ street1: '225 South Canal Street', state: 'IL' });
    delete ctx.deps.places;
    // Now known to the built-in search too.
    expect((await search(advisor, 'union station')).body.places[0]?.placeId).toBe(
      'ChIJ-test-place',
    );
  });
});
