import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Activity } from '../../shared/api/schemas/activities';
import { Field } from '../../shared/api/schemas/fields';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activities';
import { translateText } from '../../functions/core/i18n/translate';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * A task closed offline on a phone is replayed when the signal returns, with the Idempotency-Key it was queued with:
 * the replay gets the first answer (not 409), while a close of a task someone else closed first still answers 409,
 * the conflict the phone shows.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

describe('closing a task from the phone’s queue', () => {
  let owner: Owner;
  let field: Field;
  const newTask = async () => {
    const made = await api(stageUrl, 'POST', `/activity/create/`, {
      token: owner.session.idToken,
      body: { team: owner.teamId, field: field.id, name: 'Weed the rows', description: 'By hand', start_date: '2026-05-04', end_date: '2026-05-06' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return Activity.parse(made.body);
  };
  const close = (id: string, key: string, comment = 'Done in the field') =>
    api(stageUrl, 'PUT', `/activity/${id}/close/?team=${owner.teamId}`, { token: owner.session.idToken, body: { comment }, headers: { 'Idempotency-Key': key } });

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'closer');
    field = Field.parse((await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Rows', coordinates: lonLatSquare(8.67, 9.07, 0.004) } })).body);
  });

  it('answers a replayed close with the first answer, once', async () => {
    const task = await newTask();
    const key = `close-${Date.now()}`;
    const first = await close(task.id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(Activity.parse(first.body)).toMatchObject({ status: 'close', comment: 'Done in the field' });
    const replay = await close(task.id, key);
    expect(replay).toEqual(first);
  });

  it('still answers 409 to a close of a task someone else closed first', async () => {
    const task = await newTask();
    expect((await close(task.id, `desk-${Date.now()}`, 'Closed at the office')).status).toBe(200);
    const phone = await close(task.id, `phone-${Date.now()}`);
    expect(phone).toEqual({ status: 409, body: { detail: translateText('en', ACTIVITY_MESSAGES.alreadyClosed) } });
    const read = Activity.parse((await api(stageUrl, 'GET', `/activity/${task.id}/retrieve/?team=${owner.teamId}`, { token: owner.session.idToken })).body);
    expect(read.comment).toBe('Closed at the office');
  });
});
