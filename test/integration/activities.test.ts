import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX } from '../../shared/api/routes';
import { Activity } from '../../shared/api/schemas/activities';
import { Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, ACTIVITY_REPORT_FILE } from '../../shared/domain/activities';
import { translateText } from '../../functions/core/i18n/translate';
import { lonLatSquare } from '../fixtures/field-files';
import { parseCsv } from '../support/csv';
import { CLIENT_ID, api, cognito, latestMail, signIn, uniqueEmail, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** Farm activities (spec 2 §2.9, §5, §7.3, §8): rules, assignment mails, closing, the report and team isolation. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

async function acceptInvitation(email: string, newPassword: string): Promise<Session> {
  const mail = await latestMail(sesEndpoint, email, 'invited');
  const temporary = /temporary password: <strong>([^<]+)<\/strong>/.exec(mail.body.html ?? '')?.[1];
  const challenge = await cognito<{ Session: string }>(stageUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  await cognito(stageUrl, 'RespondToAuthChallenge', {
    ClientId: CLIENT_ID,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
  });
  return signIn(stageUrl, email, newPassword);
}

const as = (session: Session) => ({ token: session.idToken });
/** A rule's message as the API answers it in English (the default language). */
const say = (message: string) => translateText('en', message);
const task = (field: string, extra: Record<string, unknown> = {}) => ({
  field,
  name: 'Weed the north block',
  description: 'Hand weeding between the rows',
  start_date: '2026-05-04',
  end_date: '2026-05-06',
  ...extra,
});
const report = (session: Session, query = '') =>
  fetch(`${stageUrl}${API_PREFIX}/activity/report/${query}`, { headers: { authorization: `Bearer ${session.idToken}` } });

describe('farm activities of a team', () => {
  let owner: Owner;
  let other: Owner;
  let field: Field;
  let otherField: Field;
  let member: { session: Session; email: string; pk: string };
  let activity: Activity;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'tasks'), newOwner(stageUrl, sesEndpoint, 'tasksother')]);
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      ...as(owner.session),
      body: { team: owner.teamId, name: 'North block', coordinates: lonLatSquare(8.67, 9.07, 0.004) },
    });
    field = Field.parse(drawn.body);
    otherField = Field.parse(
      (
        await api(stageUrl, 'POST', '/field/draw/', {
          ...as(other.session),
          body: { team: other.teamId, name: 'Elsewhere', coordinates: lonLatSquare(8.6, 9.0, 0.004) },
        })
      ).body,
    );
    const crew = Role.parse(
      (
        await api(stageUrl, 'POST', '/roles/create/', {
          ...as(owner.session),
          body: { team: owner.teamId, name: 'Crew', description: 'Field crew', privileges: ['activity.view_farmactivity'] },
        })
      ).body,
    );
    const email = uniqueEmail('crew');
    const invited = TeamMember.parse(
      (
        await api(stageUrl, 'POST', '/roles/assign/', {
          ...as(owner.session),
          body: { first_name: 'Chika', last_name: 'Crew', email, role: crew.id, team: owner.teamId },
        })
      ).body,
    );
    member = { session: await acceptInvitation(email, 'CrewPass1!'), email, pk: invited.member.pk };
  });

  it('refuses a task without its required fields, with the spec’s messages', async () => {
    const { status, body } = await api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), body: { field: field.id } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      name: [say(ACTIVITY_MESSAGES.nameRequired)],
      description: [say(ACTIVITY_MESSAGES.descriptionRequired)],
      start_date: [say(ACTIVITY_MESSAGES.startRequired)],
      end_date: [say(ACTIVITY_MESSAGES.endRequired)],
    });
    const backwards = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(owner.session),
      body: task(field.id, { start_date: '2026-05-06', end_date: '2026-05-04' }),
    });
    expect(backwards).toMatchObject({ status: 400, body: { end_date: [say(ACTIVITY_MESSAGES.endBeforeStart)] } });
    const badType = await api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), body: task(field.id, { type: 'dancing' }) });
    expect(badType).toMatchObject({ status: 400, body: { type: [say(ACTIVITY_MESSAGES.unknownType)] } });
    const negative = await api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), body: task(field.id, { planned_cost: -5 }) });
    expect(negative).toMatchObject({ status: 400, body: { planned_cost: [say(ACTIVITY_MESSAGES.costNotNegative)] } });
    const notADay = await api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), body: task(field.id, { end_date: '2026-02-30' }) });
    expect(notADay).toMatchObject({ status: 400, body: { end_date: [say(ACTIVITY_MESSAGES.invalidDate)] } });
    // An over-long name or description is said to be too long, not missing; nothing of the refused task is stored.
    const overLong = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(owner.session),
      body: task(field.id, { name: 'N'.repeat(ACTIVITY_LIMITS.nameMaxLength + 1), description: 'D'.repeat(ACTIVITY_LIMITS.descriptionMaxLength + 1) }),
    });
    expect(overLong).toMatchObject({ status: 400, body: { name: [say(ACTIVITY_MESSAGES.nameTooLong)], description: [say(ACTIVITY_MESSAGES.descriptionTooLong)] } });
    expect(Activity.array().parse((await api(stageUrl, 'GET', `/activity/field/${field.id}/`, as(owner.session))).body)).toEqual([]);
  });

  it('answers a refused task in Yoruba to a caller who reads Yoruba', async () => {
    const inYoruba = (body: Record<string, unknown>) =>
      api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), headers: { 'accept-language': 'yo' }, body: task(field.id, body) });
    const backwards = await inYoruba({ start_date: '2026-05-06', end_date: '2026-05-04' });
    expect(backwards).toMatchObject({ status: 400, body: { end_date: ['Ọjọ́ ìparí kò lè ṣáájú ọjọ́ ìbẹ̀rẹ̀'] } });
    const overLong = await inYoruba({ name: 'N'.repeat(ACTIVITY_LIMITS.nameMaxLength + 1) });
    expect(overLong).toMatchObject({ status: 400, body: { name: [`Orúkọ iṣẹ́ kò gbọdọ̀ ju lẹ́tà ${ACTIVITY_LIMITS.nameMaxLength} lọ.`] } });
    expect(translateText('yo', ACTIVITY_MESSAGES.nameTooLong)).not.toBe(say(ACTIVITY_MESSAGES.nameTooLong));
  });

  it('refuses an assignee from another team (400) and a field of another team (404)', async () => {
    const foreign = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(owner.session),
      body: task(field.id, { assignees: [other.session.sub] }),
    });
    expect(foreign).toEqual({ status: 400, body: { detail: say(ACTIVITY_MESSAGES.assigneeNotInTeam), assignees: [say(ACTIVITY_MESSAGES.assigneeNotInTeam)] } });
    const foreignField = await api(stageUrl, 'POST', '/activity/create/', { ...as(owner.session), body: task(otherField.id) });
    expect(foreignField.status).toBe(404);
  });

  it('creates a task with the defaults and mails its assignee the task, field and dates, escaped', async () => {
    const name = 'Weed <North> & "east"\nrows';
    const { status, body } = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(owner.session),
      body: task(field.id, { name, assignees: [member.pk] }),
    });
    expect(status).toBe(201);
    activity = Activity.parse(body);
    expect(activity).toMatchObject({
      name,
      type: 'planning',
      planned_cost: 0,
      actual_cost: 0,
      status: 'open',
      comment: '',
      field: field.id,
      field_info: { id: field.id, name: 'North block' },
      assignees: [{ pk: member.pk, email: member.email }],
      team: owner.teamId,
    });
    const mail = await latestMail(sesEndpoint, member.email, 'New farm task');
    expect(mail.subject).toBe('New farm task on FieldWatch: Weed <North> & "east" rows');
    const html = mail.body.html ?? '';
    expect(html).toContain('Weed &lt;North&gt; &amp; &quot;east&quot;');
    expect(html).not.toContain('<North>');
    expect(html).toContain('North block');
    expect(html).toContain('2026-05-04');
    expect(html).toContain('2026-05-06');
    expect(html).toContain(`/dashboard/farmactivity/all-activities/${activity.id}`);
  });

  it('lists the field’s tasks, reads one, and gives each member their own tasks across their teams', async () => {
    const listed = Activity.array().parse((await api(stageUrl, 'GET', `/activity/field/${field.id}/`, as(owner.session))).body);
    expect(listed.map((entry) => entry.id)).toEqual([activity.id]);
    const read = await api(stageUrl, 'GET', `/activity/${activity.id}/retrieve/`, as(member.session));
    expect(Activity.parse(read.body).id).toBe(activity.id);
    const mine = Activity.array().parse((await api(stageUrl, 'GET', `/activity/user/${member.session.sub}/`, as(member.session))).body);
    expect(mine.map((entry) => entry.id)).toEqual([activity.id]);
    const ownerTasks = Activity.array().parse((await api(stageUrl, 'GET', `/activity/user/${owner.session.sub}/`, as(owner.session))).body);
    expect(ownerTasks.map((entry) => entry.id)).toEqual([activity.id]);
    expect((await api(stageUrl, 'GET', `/activity/user/${owner.session.sub}/`, as(member.session))).status).toBe(403);
    const otherTasks = Activity.array().parse((await api(stageUrl, 'GET', `/activity/user/${other.session.sub}/`, as(other.session))).body);
    expect(otherTasks).toEqual([]);
  });

  it('keeps a member without the permission from creating tasks', async () => {
    const refused = await api(stageUrl, 'POST', '/activity/create/', { ...as(member.session), body: task(field.id) });
    expect(refused.status).toBe(403);
  });

  it('updates a task and mails only the assignees it adds', async () => {
    const { status, body } = await api(stageUrl, 'PUT', `/activity/${activity.id}/update/`, {
      ...as(owner.session),
      body: task(field.id, { name: 'Weed and scout', type: 'weeding', planned_cost: 12500.5, assignees: [member.pk, owner.session.sub] }),
    });
    expect(status).toBe(200);
    expect(Activity.parse(body)).toMatchObject({ name: 'Weed and scout', type: 'weeding', planned_cost: 12500.5, assignees: [{ pk: member.pk }, { pk: owner.session.sub, email: owner.email }] });
    const ownerMail = await latestMail(sesEndpoint, owner.email, 'New farm task');
    expect(ownerMail.subject).toContain('Weed and scout');
    const memberMails = await latestMail(sesEndpoint, member.email, 'Weed and scout', 1500).catch(() => null);
    expect(memberMails).toBeNull();
    const nameless = await api(stageUrl, 'PUT', `/activity/${activity.id}/update/`, { ...as(owner.session), body: task(field.id, { name: ' ' }) });
    expect(nameless).toMatchObject({ status: 400, body: { name: [say(ACTIVITY_MESSAGES.nameRequired)] } });
  });

  it('re-assigns within the team, mailing whoever is new, and refuses members of other teams', async () => {
    const dropped = await api(stageUrl, 'PATCH', `/activity/${activity.id}/assign/`, { ...as(owner.session), body: { users: [owner.session.sub] } });
    expect(Activity.parse(dropped.body).assignees.map((assignee) => assignee.pk)).toEqual([owner.session.sub]);
    const back = await api(stageUrl, 'PATCH', `/activity/${activity.id}/assign/`, {
      ...as(owner.session),
      body: { users: [owner.session.sub, member.pk] },
    });
    expect(back.status).toBe(200);
    const mail = await latestMail(sesEndpoint, member.email, 'Weed and scout');
    expect(mail.body.html).toContain('North block');
    const foreign = await api(stageUrl, 'PATCH', `/activity/${activity.id}/assign/`, { ...as(owner.session), body: { users: [other.session.sub] } });
    expect(foreign).toMatchObject({ status: 400, body: { users: [say(ACTIVITY_MESSAGES.assigneeNotInTeam)] } });
  });

  it('writes the report CSV of the field and of the team, with formulas defused', async () => {
    const formula = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(owner.session),
      body: task(field.id, { name: '=HYPERLINK("http://evil","x")', description: '+1, two', actual_cost: 300 }),
    });
    expect(formula.status).toBe(201);
    const response = await report(owner.session, `?field=${field.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${ACTIVITY_REPORT_FILE}"`);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(['name', 'type', 'field', 'status', 'start_date', 'end_date', 'planned_cost_ngn', 'actual_cost_ngn', 'assignees', 'description', 'closing_reason']);
    expect(rows).toHaveLength(3);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byName.get('\'=HYPERLINK("http://evil","x")')).toEqual([
      '\'=HYPERLINK("http://evil","x")', 'planning', 'North block', 'open', '2026-05-04', '2026-05-06', '0.00', '300.00', '', "'+1, two", '',
    ]);
    expect(byName.get('Weed and scout')?.slice(1, 9)).toEqual(['weeding', 'North block', 'open', '2026-05-04', '2026-05-06', '12500.50', '0.00', `${owner.email}; ${member.email}`]);
    const teamWide = parseCsv(await (await report(owner.session)).text());
    expect(teamWide).toHaveLength(3);
    expect((await report(other.session, `?field=${field.id}`)).status).toBe(404);
  });

  it('closes a task with its reason; a closed task can only be viewed or deleted', async () => {
    const tooLong = await api(stageUrl, 'PUT', `/activity/${activity.id}/close/`, { ...as(owner.session), body: { status: 'close', comment: 'x'.repeat(121) } });
    expect(tooLong).toMatchObject({ status: 400, body: { comment: [say(ACTIVITY_MESSAGES.reasonTooLong)] } });
    const closed = await api(stageUrl, 'PUT', `/activity/${activity.id}/close/`, { ...as(owner.session), body: { status: 'close', comment: 'Done early' } });
    expect(Activity.parse(closed.body)).toMatchObject({ status: 'close', comment: 'Done early' });
    expect(await api(stageUrl, 'PUT', `/activity/${activity.id}/update/`, { ...as(owner.session), body: task(field.id) })).toEqual({
      status: 409,
      body: { detail: say(ACTIVITY_MESSAGES.closedTask) },
    });
    expect(await api(stageUrl, 'PATCH', `/activity/${activity.id}/assign/`, { ...as(owner.session), body: { users: [] } })).toEqual({
      status: 409,
      body: { detail: say(ACTIVITY_MESSAGES.closedTask) },
    });
    expect((await api(stageUrl, 'PUT', `/activity/${activity.id}/close/`, { ...as(owner.session), body: { status: 'close' } })).status).toBe(409);
    expect(Activity.parse((await api(stageUrl, 'GET', `/activity/${activity.id}/retrieve/`, as(owner.session))).body).comment).toBe('Done early');
    const csv = parseCsv(await (await report(owner.session, `?field=${field.id}`)).text());
    expect(csv.find((row) => row[0] === 'Weed and scout')?.slice(3)).toContain('close');
    expect(csv.find((row) => row[0] === 'Weed and scout')?.at(-1)).toBe('Done early');
  });

  it('lets no one of another team see or touch the team’s tasks', async () => {
    const { session } = other;
    const id = activity.id;
    const attempts = await Promise.all([
      api(stageUrl, 'GET', `/activity/field/${field.id}/`, as(session)),
      api(stageUrl, 'GET', `/activity/field/${field.id}/?team=${owner.teamId}`, as(session)),
      api(stageUrl, 'POST', '/activity/create/', { ...as(session), body: task(field.id) }),
      api(stageUrl, 'PUT', `/activity/${id}/update/`, { ...as(session), body: task(otherField.id) }),
      api(stageUrl, 'PUT', `/activity/${id}/close/`, { ...as(session), body: { status: 'close' } }),
      api(stageUrl, 'PATCH', `/activity/${id}/assign/`, { ...as(session), body: { users: [other.session.sub] } }),
      api(stageUrl, 'DELETE', `/activity/${id}/delete/`, as(session)),
      api(stageUrl, 'GET', `/activity/${id}/retrieve/`, as(session)),
      api(stageUrl, 'GET', `/activity/user/${owner.session.sub}/`, as(session)),
      api(stageUrl, 'GET', `/activity/user/${owner.session.sub}/?team=${owner.teamId}`, as(session)),
    ]);
    for (const attempt of attempts) expect([403, 404]).toContain(attempt.status);
    expect((await report(session, `?team=${owner.teamId}`)).status).toBe(403);
    const still = Activity.parse((await api(stageUrl, 'GET', `/activity/${id}/retrieve/`, as(owner.session))).body);
    expect(still).toMatchObject({ status: 'close', comment: 'Done early', team: owner.teamId });
  });

  it('deletes a task, closed or not', async () => {
    expect((await api(stageUrl, 'DELETE', `/activity/${activity.id}/delete/`, as(owner.session))).status).toBe(204);
    expect((await api(stageUrl, 'GET', `/activity/${activity.id}/retrieve/`, as(owner.session))).status).toBe(404);
    expect((await api(stageUrl, 'DELETE', `/activity/${activity.id}/delete/`, as(owner.session))).status).toBe(404);
    const left = Activity.array().parse((await api(stageUrl, 'GET', `/activity/field/${field.id}/`, as(owner.session))).body);
    expect(left).toHaveLength(1);
  });
});
