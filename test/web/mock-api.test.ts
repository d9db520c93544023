import { describe, expect, it } from 'vitest';
import { userDetails } from './render';
import { mockApi, reply, takeContractBreaks } from './support/mock-api';

describe('the route-keyed API mock', () => {
  it('answers a route by its method and path and records what was sent', async () => {
    const api = mockApi({ getProfile: userDetails(), assignRole: () => reply(409, { detail: 'Member limit' }) });
    const profile = await fetch('http://localhost/api/accounts/user-1/profile/');
    expect(await profile.json()).toMatchObject({ id: 'user-1' });
    const assign = await fetch('http://localhost/api/roles/assign/', { method: 'POST', body: JSON.stringify({ email: 'a@b.c' }) });
    expect(assign.status).toBe(409);
    expect(api.calls('getProfile')[0]?.params).toEqual({ userId: 'user-1' });
    expect(api.calls('assignRole')[0]?.body).toEqual({ email: 'a@b.c' });
  });

  it('answers 404 naming a route nobody answered, and a path that is no route', async () => {
    const api = mockApi();
    expect(await (await fetch('http://localhost/api/roles/permissions/')).json()).toEqual({ detail: 'No mock answer for listPermissions' });
    expect((await fetch('http://localhost/api/nothing/here/')).status).toBe(404);
    expect(api.requests.map((request) => request.route)).toEqual(['listPermissions']);
  });

  it('refuses a canned answer that drifted from the route contract where the test gives it', () => {
    expect(() => mockApi({ getProfile: { ...userDetails(), firstName: 'Jane' } as never })).toThrow(/getProfile: answer.firstName is not in the answer schema/);
    expect(() => mockApi({ listPermissions: [42] as never })).toThrow(/listPermissions: answer.0/);
  });

  it('records a drifted answer made by a function, which fails the test after it ends', async () => {
    mockApi({ getProfile: () => ({ id: 'user-1' }) as never });
    await fetch('http://localhost/api/accounts/user-1/profile/');
    const breaks = takeContractBreaks();
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatch(/getProfile: answer\.first_name/);
  });

  it('holds a hand-made JSON Response to the contract too', async () => {
    mockApi({ getProfile: () => Response.json({ ...userDetails(), extra: true }) });
    await fetch('http://localhost/api/accounts/user-1/profile/');
    expect(takeContractBreaks()).toEqual([expect.stringMatching(/getProfile: answer.extra is not in the answer schema/)]);
  });
});
