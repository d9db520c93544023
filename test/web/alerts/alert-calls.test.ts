import { describe, expect, it, vi } from 'vitest';
import { alertsApi } from '../../../web/src/api/alerts';
import { makeStore } from '../../../web/src/app/store';
import { currentTeamChosen } from '../../../web/src/lib/session-slice';
import { mockApi, reply } from '../support/mock-api';

/**
 * The ten alert calls of the web client: each sends its route's method, path, query and body, with the current team
 * on the team's routes (thresholds, recipients, a field's agronomy) and not on the caller's own (alerts, settings).
 * The answers do not matter here: every route answers 204.
 */
describe('the alert routes as the web app calls them', () => {
  it('builds each call from the route table', async () => {
    const answer = () => reply(204);
    const api = mockApi({
      listAlerts: answer,
      readAlert: answer,
      getAlertSettings: answer,
      updateAlertSettings: answer,
      verifyAlertPhone: answer,
      getAlertThresholds: answer,
      updateAlertThresholds: answer,
      listAlertRecipients: answer,
      getFieldAgronomy: answer,
      evaluateAlerts: answer,
    });
    const store = makeStore();
    store.dispatch(currentTeamChosen('team-7'));
    const { endpoints } = alertsApi;
    /** Waits for a route's n-th request: a change's reload comes after the change's own answer. */
    const asked = (route: 'listAlerts' | 'getAlertSettings' | 'getAlertThresholds', times: number) => vi.waitFor(() => expect(api.calls(route)).toHaveLength(times));
    await store.dispatch(endpoints.fetchAlerts.initiate({ kind: 'dry_spell', unread: 'true', limit: 5 }));
    await store.dispatch(endpoints.markAlertRead.initiate({ id: 'a 1', read: false }));
    await asked('listAlerts', 2);
    await store.dispatch(endpoints.fetchAlertSettings.initiate());
    await store.dispatch(endpoints.saveAlertSettings.initiate({ phone: '+2348031234567', channels: ['sms'] }));
    await asked('getAlertSettings', 2);
    await store.dispatch(endpoints.verifyAlertPhone.initiate({ phone: '+2348031234567', code: '123456' }));
    await asked('getAlertSettings', 3);
    await store.dispatch(endpoints.fetchAlertThresholds.initiate());
    await store.dispatch(endpoints.saveAlertThresholds.initiate({ drySpellWarningDays: 6 }));
    await asked('getAlertThresholds', 2);
    await store.dispatch(endpoints.fetchAlertRecipients.initiate());
    await store.dispatch(endpoints.fetchFieldAgronomy.initiate('f1'));
    await store.dispatch(endpoints.evaluateAlerts.initiate({ team: 'team-2' }));
    await asked('listAlerts', 3);

    // A change asks again for what it changed, while a screen holds it: the list after a read mark or an evaluation,
    // the settings after a save or a verified phone, the thresholds after theirs.
    const list = ['GET', '/alerts/', 'kind=dry_spell&unread=true&limit=5', null];
    const settings = ['GET', '/alerts/settings/', '', null];
    const thresholds = ['GET', '/alerts/thresholds/', 'team=team-7', null];
    expect(api.requests.map(({ method, path, query, body }) => [method, path, query.toString(), body ?? null])).toEqual([
      list,
      ['PATCH', '/alerts/a%201/', '', { read: false }],
      list,
      settings,
      ['PATCH', '/alerts/settings/', '', { phone: '+2348031234567', channels: ['sms'] }],
      settings,
      ['POST', '/alerts/phone/verify/', '', { phone: '+2348031234567', code: '123456' }],
      settings,
      thresholds,
      ['PATCH', '/alerts/thresholds/', 'team=team-7', { drySpellWarningDays: 6 }],
      thresholds,
      ['GET', '/alerts/recipients/', 'team=team-7', null],
      ['GET', '/alerts/field-agronomy/', 'team=team-7&field=f1', null],
      ['POST', '/alerts/evaluate/', '', { team: 'team-2' }],
      list,
    ]);
  });
});
