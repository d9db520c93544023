import { describe, expect, inject, it } from 'vitest';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { ScoutingNotesPage } from '../../shared/api/schemas/scouting';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { DEMO_NOTES } from '../../infra/local/demo-scouting';
import { api, signIn } from '../support/local-client';

/** The demo farm shows scouting notes on its map and fields from the first start: several kinds, one already a task. */
const stageUrl = inject('stageUrl');

describe('the demo farm’s scouting notes', () => {
  it('gives the demo owner’s team its notes, of different categories and severities, one of them a task', async () => {
    const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.sub}/profile/`, { token: owner.idToken })).body);
    const answer = await api(stageUrl, 'GET', `/scouting/?team=${profile.owned_team?.id ?? ''}`, { token: owner.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { items } = ScoutingNotesPage.parse(answer.body);
    expect(items).toHaveLength(DEMO_NOTES.length);
    expect(new Set(items.map((note) => note.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((note) => note.severity))).toEqual(new Set(['low', 'medium', 'high']));
    expect(items.filter((note) => note.task !== null)).toHaveLength(1);
    expect(items.every((note) => note.field_name !== '' && note.created_by.name === 'Dayo Farmer')).toBe(true);
  });
});
