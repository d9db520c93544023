import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../web/src/app/store';
import { fieldsApi } from '../../web/src/api/fields';
import { endpoint, request } from '../../web/src/lib/api';
import { currentTeamChosen } from '../../web/src/lib/session-slice';
import { fieldFixture } from './field-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request(): a call built from the route table', () => {
  it('names the current team on a route the table scopes by its query, and only there', () => {
    expect(request('listFields', {}, 'team-2').params).toEqual({ team: 'team-2' });
    expect(request('getField', { params: { id: 'f1' } }, 'team-2')).toMatchObject({ url: '/field/f1/', method: 'GET', params: { team: 'team-2' } });
    expect(request('drawField', { body: { name: 'A', coordinates: [] } as never }, 'team-2')).toMatchObject({ method: 'POST', params: { team: 'team-2' } });
    // The team in the path, in the body, or no team scope at all: nothing added.
    expect(request('listTeamMembers', { params: { teamId: 'team-1' } }, 'team-2').params).toBeUndefined();
    expect(request('createRole', { body: { team: 'team-1', name: 'R', description: '', privileges: [] } }, 'team-2').params).toBeUndefined();
    expect(request('listUsers', { query: { page: 1 } }, 'team-2').params).toEqual({ page: 1 });
    expect(request('listPublicPlans', {}, 'team-2').params).toBeUndefined();
    // No current team yet (the profile is not read): nothing to name.
    expect(request('listFields', {}, undefined).params).toBeUndefined();
  });

  it("keeps a team the call names itself (a payment is settled in the team billed), in its query or its body", () => {
    expect(request('verifyPayment', { body: { reference: 'r1' }, query: { team: 'team-1' } }, 'team-2').params).toEqual({ team: 'team-1' });
    expect(request('drawField', { body: { team: 'team-1', name: 'A', coordinates: [] } as never }, 'team-2').params).toBeUndefined();
  });

  it('sends a multipart body as FormData: the file as a file part, the other values as text fields', () => {
    const file = new File(['{"type":"FeatureCollection","features":[]}'], 'north.geojson', { type: 'application/geo+json' });
    const args = request('createField', { body: { upload: file, group_name: 'North', name: undefined } }, 'team-2');
    expect(args).toMatchObject({ url: '/field/create/', method: 'POST', params: { team: 'team-2' } });
    expect(args.body).toBeInstanceOf(FormData);
    const form = args.body as FormData;
    expect((form.get('upload') as File).name).toBe('north.geojson');
    expect(form.get('group_name')).toBe('North');
    expect(form.has('name')).toBe(false);
  });
});

describe('endpoint(): an RTK Query endpoint named by its route', () => {
  it('checks a JSON answer by the route answer schema and leaves it out for a file answer or a responseHandler', () => {
    expect(endpoint('listFields')).toHaveProperty('responseSchema');
    expect(endpoint('exportFields', (format: 'csv') => ({ query: { format } }))).not.toHaveProperty('responseSchema');
    expect(endpoint('getIndexLegend', undefined, { responseHandler: 'text' })).not.toHaveProperty('responseSchema');
    expect(endpoint('getField', (id: string) => ({ params: { id } })).query('f1')).toEqual({ route: 'getField', input: { params: { id: 'f1' } } });
  });

  function serve(answer: unknown) {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        urls.push((input instanceof Request ? input : new Request(input, init)).url);
        return Response.json(answer);
      }),
    );
    return urls;
  }

  it('sends the call with the team chosen in the switcher and hands over the parsed answer', async () => {
    const urls = serve([fieldFixture('f1', 'North')]);
    const store = makeStore();
    store.dispatch(currentTeamChosen('team-7'));
    const result = await store.dispatch(fieldsApi.endpoints.listFields.initiate());
    expect(result.data?.map((field) => field.name)).toEqual(['North']);
    expect(new URL(urls[0] ?? '').pathname).toBe('/api/field/');
    expect(new URL(urls[0] ?? '').searchParams.get('team')).toBe('team-7');
  });

  it('turns an answer that breaks the route contract into an error instead of handing it over', async () => {
    serve([{ id: 'f1', name: 42 }]);
    const store = makeStore();
    const result = await store.dispatch(fieldsApi.endpoints.listFields.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: -1 });
  });
});
