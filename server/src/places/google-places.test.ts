import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { googlePlaces } from './google-places.ts';
import { PlacesProviderError } from './places-provider.ts';

/** A stub of Google's autocomplete and details endpoints on a local port, recording each URL. */
function googleStub() {
  const seen: URL[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server: Server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://stub'));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  return {
    server,
    seen,
    answerWith: (status: number, body: unknown) => (answer = { status, body }),
  };
}

const DETAILS = {
  status: 'OK',
  result: {
    place_id: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
    name: 'Art Institute of Chicago',
    formatted_address: '111 S Michigan Ave, Chicago, IL 60603, USA',
    geometry: { location: { lat: 41.8796, lng: -87.6237 } },
    address_components: [
      { long_name: '111', short_name: '111', types: ['street_number'] },
      { long_name: 'South Michigan Avenue', short_name: 'S Michigan Ave', types: ['route'] },
      { long_name: 'Loop', short_name: 'Loop', types: ['neighborhood', 'political'] },
      { long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] },
      {
        long_name: 'Cook County',
        short_name: 'Cook County',
        types: ['administrative_area_level_2'],
      },
      { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
      { long_name: 'United States', short_name: 'US', types: ['country'] },
      { long_name: '60603', short_name: '60603', types: ['postal_code'] },
    ],
  },
};

describe('Google Places adapter (against a local stub)', () => {
  const stub = googleStub();
  let provider: ReturnType<typeof googlePlaces>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    provider = googlePlaces({
      apiKey: 'test-key',
      apiUrl: `http://127.0.0.1:${port}/maps/api/place`,
      timeoutMs: 2000,
    });
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(() => {
    stub.seen.length = 0;
  });

  it('asks autocomplete with the input and key, and answers predictions (at most 8)', async () => {
    stub.answerWith(200, {
      status: 'OK',
      predictions: Array.from({ length: 10 }, (_, i) => ({
        place_id: `id-${i}`,
        description: `${i} Michigan Ave, Chicago, IL, USA`,
        structured_formatting: { main_text: `${i} Michigan Ave` },
      })),
    });
    const predictions = await provider.search('michigan ave');
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({
      placeId: 'id-0',
      name: '0 Michigan Ave',
      formatted: '0 Michigan Ave, Chicago, IL, USA',
    });
    const [url] = stub.seen;
    expect(url!.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(url!.searchParams.get('input')).toBe('michigan ave');
    expect(url!.searchParams.get('key')).toBe('test-key');
  });

  it('asks details with the place id and fields, and parses the address', async () => {
    stub.answerWith(200, DETAILS);
    const place = await provider.details('ChIJ7cv00DwsDogRAMDACa2m4K8');
    expect(place).toEqual({
      lat: 41.8796,
      lng: -87.6237,
      name: 'Art Institute of Chicago',
      formatted: '111 S Michigan Ave, Chicago, IL 60603, USA',
      placeId: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
      street1: '111 South Michigan Avenue',
      city: 'Chicago',
      state: 'IL',
      zip: '60603',
      country: 'United States',
      cityOrCounty: 'Chicago',
      sublocality: '',
    });
    const [url] = stub.seen;
    expect(url!.pathname).toBe('/maps/api/place/details/json');
    expect(url!.searchParams.get('place_id')).toBe('ChIJ7cv00DwsDogRAMDACa2m4K8');
    expect(url!.searchParams.get('fields')).toContain('address_component');
  });

  it('reads ZERO_RESULTS and NOT_FOUND as nothing', async () => {
    stub.answerWith(200, { status: 'ZERO_RESULTS', predictions: [] });
    expect(await provider.search('qqqq')).toEqual([]);
    stub.answerWith(200, { status: 'NOT_FOUND' });
    expect(await provider.details('gone')).toBeNull();
  });

  it('fails with a PlacesProviderError on a refusal, a 5xx or another shape', async () => {
    stub.answerWith(200, { status: 'REQUEST_DENIED', error_message: 'bad key' });
    await expect(provider.search('x')).rejects.toBeInstanceOf(PlacesProviderError);
    stub.answerWith(503, { status: 'UNKNOWN_ERROR' });
    await expect(provider.details('x')).rejects.toBeInstanceOf(PlacesProviderError);
    stub.answerWith(200, ['not', 'an', 'answer']);
    await expect(provider.search('x')).rejects.toBeInstanceOf(PlacesProviderError);
  });

  it('fails with a PlacesProviderError when Google cannot be reached', async () => {
    const unreachable = googlePlaces({ apiKey: 'k', apiUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(unreachable.search('x')).rejects.toBeInstanceOf(PlacesProviderError);
  });
});

describe('places settings', () => {
  it('uses the built-in places without a key, Google Places with one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).places).toEqual({ kind: 'built-in' });
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_PLACES_API_KEY: 'abc' }).places).toEqual({
      kind: 'google',
      apiKey: 'abc',
      apiUrl: 'https://maps.googleapis.com/maps/api/place',
      timeoutMs: 5000,
    });
  });
});
