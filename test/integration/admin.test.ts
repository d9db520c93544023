import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadsBucket } from '../../functions/core/config';
import { FIELD_UPLOAD_PREFIX } from '../../shared/platform';
import {
  AdminSummary,
  AdminTeam,
  AdminUserDetail,
  AuditPage,
  PaymentPage,
  SubscriptionPage,
  SystemConfiguration,
  TeamPage,
  TrackingPage,
  UserPage,
} from '../../shared/api/schemas/admin';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { Role } from '../../shared/api/schemas/roles';
import { PaymentInit, PaymentOutcome } from '../../shared/api/schemas/subscriptions';
import { ROUTES } from '../../shared/api/routes';
import { ADMIN_MESSAGES, SYSTEM_SETTINGS_MESSAGES } from '../../shared/domain/admin';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { lonLatSquare } from '../fixtures/field-files';
import { api, concretePath, signIn, uniqueEmail, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';
import { translateText } from '../../functions/core/i18n/translate';

/** The administrator console's API: staff-only lists, settings, approvals, metering, audit and user deletion. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

let admin: Session;
const asAdmin = (method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: admin.idToken, body });
const createdConfigs: string[] = [];

beforeAll(async () => {
  admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
});

afterAll(async () => {
  // The system configuration is global: leave the stage's limits as the other test files expect them.
  for (const id of createdConfigs) await asAdmin('DELETE', `/system_setup/system_configuration/${id}/`);
});

describe('every admin route is staff-only', () => {
  it('answers 401 without a token and 403 to a team owner', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'admin-sweep');
    for (const route of ROUTES.filter((entry) => entry.auth === 'staff')) {
      const path = concretePath(route.path);
      expect((await api(stageUrl, route.method, path)).status, `${route.method} ${path}`).toBe(401);
      expect((await api(stageUrl, route.method, path, { token: owner.session.idToken })).status, `${route.method} ${path}`).toBe(403);
    }
  }, 120_000);
});

describe('system configuration', () => {
  it('validates with the texts of the form, and its max_users_per_team replaces the default member limit', async () => {
    const refused = await asAdmin('POST', '/system_setup/system_configuration/', { max_users_per_team: 'many' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      max_users_per_team: [translateText('en', SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid)],
      min_no_of_suscription_units: [translateText('en', SYSTEM_SETTINGS_MESSAGES.required)],
      suscription_units_used: [translateText('en', SYSTEM_SETTINGS_MESSAGES.required)],
    });
    const owner = await newOwner(stageUrl, sesEndpoint, 'admin-limits');
    const created = await asAdmin('POST', '/system_setup/system_configuration/', {
      max_users_per_team: 2,
      min_no_of_suscription_units: 1,
      max_no_of_suscription_units: 20,
      subscription_units_available: 100,
      suscription_units_used: 0,
      notification: null,
      subscription: true,
    });
    expect(created.status).toBe(201);
    const config = SystemConfiguration.parse(created.body);
    createdConfigs.push(config.id);
    expect(config).toMatchObject({ max_users_per_team: 2, notification: null, subscription: true });
    try {
      const role = Role.parse(
        (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Crew', description: 'c', privileges: [] } })).body,
      );
      const invite = (n: number) =>
        api(stageUrl, 'POST', '/roles/assign/', {
          token: owner.session.idToken,
          body: { first_name: 'Crew', last_name: `N${n}`, email: uniqueEmail(`crew${n}`), role: role.id, team: owner.teamId },
        });
      expect((await invite(1)).status).toBe(201);
      expect((await invite(2)).status).toBe(409);
      // 20 ha allowed by the configuration: about 30 ha is refused.
      const field = await api(stageUrl, 'POST', '/field/draw/', {
        token: owner.session.idToken,
        body: { team: owner.teamId, name: 'Too big', coordinates: lonLatSquare(8.67, 9.07, 0.005) },
      });
      expect(field.status).toBe(409);

      const updated = await asAdmin('PATCH', `/system_setup/system_configuration/${config.id}/`, { max_users_per_team: 3, notification: true });
      expect(SystemConfiguration.parse(updated.body)).toMatchObject({ max_users_per_team: 3, notification: true, subscription: true });
      expect((await invite(3)).status).toBe(201);
      const list = SystemConfiguration.array().parse((await asAdmin('GET', '/system_setup/system_configuration/')).body);
      expect(list.map((item) => item.id)).toContain(config.id);
    } finally {
      expect((await asAdmin('DELETE', `/system_setup/system_configuration/${config.id}/`)).status).toBe(204);
      createdConfigs.splice(createdConfigs.indexOf(config.id), 1);
    }
    expect((await asAdmin('DELETE', `/system_setup/system_configuration/${config.id}/`)).status).toBe(404);
  }, 90_000);
});

describe('users, teams, approval, metering and the audit trail', () => {
  let owner: Owner;
  let lastName: string;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, `adm${Date.now() % 100000}`);
    lastName = `adm${(Date.now() % 100000).toString()}`;
    const profile = await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken });
    lastName = (profile.body as { last_name: string }).last_name;
  }, 60_000);

  it('searches users by name, e-mail, team name and type, a page at a time in a stable order', async () => {
    const byName = UserPage.parse((await asAdmin('GET', `/accounts/user/?last_name=${encodeURIComponent(lastName)}`)).body);
    expect(byName.results.map((user) => user.email)).toEqual([owner.email]);
    expect(byName.results[0]).toMatchObject({ is_staff: false, owned_team: { id: owner.teamId } });
    const byEmail = UserPage.parse((await asAdmin('GET', `/accounts/user/?email=${encodeURIComponent(owner.email.toUpperCase())}`)).body);
    expect(byEmail.count).toBe(1);
    const teamName = byName.results[0]!.owned_team!.name;
    const byTeam = UserPage.parse((await asAdmin('GET', `/accounts/user/?team_name=${encodeURIComponent(teamName)}`)).body);
    expect(byTeam.results.map((user) => user.id)).toContain(owner.session.sub);
    const admins = UserPage.parse((await asAdmin('GET', '/accounts/user/?user_type=admin')).body);
    expect(admins.results.every((user) => user.is_staff)).toBe(true);
    expect(admins.results.map((user) => user.email)).toContain(DEMO_USERS.admin.email);

    const first = UserPage.parse((await asAdmin('GET', '/accounts/all-users/?page=1&page_size=2')).body);
    const second = UserPage.parse((await asAdmin('GET', '/accounts/all-users/?page=2&page_size=2')).body);
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(second.results.map((user) => user.id)).not.toContain(first.results[0]!.id);
    expect((await asAdmin('GET', '/accounts/user/?page=0')).status).toBe(400);
  });

  it("shows a user's detail with the members of the team they own", async () => {
    const detail = AdminUserDetail.parse((await asAdmin('GET', `/accounts/user/${owner.session.sub}/`)).body);
    expect(detail.members).toEqual([expect.objectContaining({ member: expect.objectContaining({ email: owner.email }), role: { name: 'Owner' } })]);
    expect((await asAdmin('GET', '/accounts/user/nobody/')).status).toBe(404);
  });

  it('lists teams 20 a page with the total, and approve / revoke is enforced on paid services', async () => {
    const page = TeamPage.parse((await asAdmin('GET', '/accounts/team/')).body);
    expect(page).toMatchObject({ page: 1, page_size: 20 });
    expect(page.count).toBeGreaterThanOrEqual(page.results.length);
    expect(page.results.length).toBeLessThanOrEqual(20);

    const metered = () => api(stageUrl, 'GET', '/monitoring/', { token: owner.session.idToken });
    expect((await metered()).status).toBe(200);
    const revoked = AdminTeam.parse((await asAdmin('PATCH', `/accounts/team/${owner.teamId}/`, { admin_approved: false })).body);
    expect(revoked.admin_approved).toBe(false);
    const refused = await metered();
    expect(refused).toEqual({ status: 403, body: { detail: translateText('en', ADMIN_MESSAGES.unapprovedRefused) } });
    // The members still sign in and read their account, which says the team is not approved though it has no plan.
    const profile = async () => {
      const answer = await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken });
      expect(answer.status).toBe(200);
      return UserDetails.parse(answer.body);
    };
    const unapproved = await profile();
    expect(unapproved.current_subscription).toEqual({ current_subscription: null, subscription_approved: false, admin_approved: false });
    expect(unapproved.owned_team?.current_subscription?.admin_approved).toBe(false);
    const approved = AdminTeam.parse((await asAdmin('PATCH', `/accounts/team/${owner.teamId}/`, { admin_approved: true })).body);
    expect(approved.admin_approved).toBe(true);
    expect((await metered()).status).toBe(200);
    expect((await profile()).current_subscription).toEqual({ current_subscription: null, subscription_approved: false, admin_approved: true });
    expect((await asAdmin('PATCH', '/accounts/team/no-such-team/', { admin_approved: true })).status).toBe(404);
    expect((await asAdmin('PATCH', `/accounts/team/${owner.teamId}/`, { admin_approved: 'yes' })).status).toBe(400);

    const audit = AuditPage.parse((await asAdmin('GET', '/accounts/admin/audit/?page_size=50')).body);
    const approvals = audit.results.filter((event) => event.action === 'approveTeam' && event.target === owner.teamId);
    expect(approvals.map((event) => JSON.parse(event.detail))).toEqual([{ admin_approved: true }, { admin_approved: false }]);
    expect(approvals[0]!.actor.email).toBe(DEMO_USERS.admin.email);
  });

  it('records each metered call per member and service, refused calls not billed, shown on the dashboard', async () => {
    const before = TrackingPage.parse((await asAdmin('GET', '/tracking/tracking/?service=index&page_size=100')).body);
    const mine = (page: TrackingPage) => page.results.filter((record) => record.team.id === owner.teamId);
    const counted = mine(before).length;
    // Two answered calls of /monitoring/; the one refused while the team was revoked is not billed.
    expect(counted).toBe(2);
    expect(mine(before)[0]).toMatchObject({
      team_member: { member: { email: owner.email } },
      service: { name: 'Index statistics', service: 'index' },
      unit_kind: 'hectares',
    });
    const summary = AdminSummary.parse((await asAdmin('GET', '/accounts/admin/summary/')).body);
    expect(summary.user_count).toBeGreaterThan(0);
    expect(summary.team_count).toBeGreaterThan(0);
    expect(summary.agent_count).toBeGreaterThanOrEqual(1);
    expect(summary.recent_tracking.map((record) => record.id)).toContain(mine(before)[0]!.id);
    const weather = TrackingPage.parse((await asAdmin('GET', '/tracking/tracking/?service=weather')).body);
    expect(weather.results.every((record) => record.service.service === 'weather')).toBe(true);
  });
});

describe('payments and subscriptions', () => {
  it('lists a payment made through the Paystack stand-in and its subscription, filtered and as CSV', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'admin-pay');
    const service = AdminService.parse((await asAdmin('POST', '/system_setup/service/', { service: 'users', name: 'Seats', amount_per_unit: 150 })).body);
    const plan = AdminPlan.parse(
      (
        await asAdmin('POST', '/system_setup/subscription_plan/', {
          name: `Admin plan ${Date.now()}`,
          duration: 'monthly',
          services: [service.id],
          min_users_in_team_allocated: 1,
          max_users_in_team_allocated: 10,
          min_farm_area_allocated: 0,
          max_farm_area_allocated: 100,
        })
      ).body,
    );
    const init = PaymentInit.parse(
      (await api(stageUrl, 'POST', '/accounts/payment/create', { token: owner.session.idToken, body: { team: owner.teamId, plan: plan.id, no_of_users: 3, farm_area: 0 } })).body,
    );
    await fetch(`${stageUrl}/paystack/checkout/${init.access_code}/pay?webhook=off`, { method: 'POST' });
    const outcome = PaymentOutcome.parse(
      (await api(stageUrl, 'POST', '/accounts/payment/verify/', { token: owner.session.idToken, body: { reference: init.reference } })).body,
    );
    expect(outcome.status).toBe('success');

    const today = new Date().toISOString().slice(0, 10);
    const payments = PaymentPage.parse((await asAdmin('GET', `/accounts/payment/?status=success&from=${today}&to=${today}&page_size=100`)).body);
    expect(payments.results.find((payment) => payment.reference === init.reference)).toMatchObject({ amount: 450, email: owner.email, status: 'success', plan: plan.name });
    expect(payments.results.every((payment) => payment.status === 'success')).toBe(true);
    const pending = PaymentPage.parse((await asAdmin('GET', '/accounts/payment/?status=pending&page_size=100')).body);
    expect(pending.results.map((payment) => payment.reference)).not.toContain(init.reference);

    const subscriptions = SubscriptionPage.parse((await asAdmin('GET', '/accounts/subscriptions/?status=active&page_size=100')).body);
    expect(subscriptions.results.find((record) => record.payment === init.reference)).toMatchObject({ no_users_limit: 3, is_active: true, team: { id: owner.teamId } });

    const csv = await fetch(`${stageUrl}/api/accounts/payment/csv/?status=success`, { headers: { authorization: `Bearer ${admin.idToken}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Reference,Amount (NGN),First Name,Last Name,Email,Plan,Status,Date Created');
    expect(text).toContain(`${init.reference},450.00,`);
    const subsCsv = await (await fetch(`${stageUrl}/api/accounts/subscriptions-export/`, { headers: { authorization: `Bearer ${admin.idToken}` } })).text();
    expect(subsCsv).toContain(init.reference);
  }, 60_000);
});

describe('the dashboard counters on a stage that had data before them', () => {
  it('are counted from the lists once, on the first read, and then kept with the writes', async () => {
    const { db } = await import('../../functions/core/db/service');
    const counter = db().entities.counter;
    const listed = async () => {
      const [profiles, teams] = await Promise.all([
        db().entities.profile.query.all({}).go({ pages: 'all', attributes: ['userId', 'isStaff'] }),
        db().entities.team.query.all({}).go({ pages: 'all', attributes: ['teamId'] }),
      ]);
      return { users: profiles.data.length, staff: profiles.data.filter((p) => p.isStaff).length, teams: teams.data.length };
    };
    const summaryCounts = async () => {
      const summary = AdminSummary.parse((await asAdmin('GET', '/accounts/admin/summary/')).body);
      return { users: summary.user_count, staff: summary.agent_count, teams: summary.team_count };
    };

    // No counter item at all: the stage predates the counters.
    await counter.delete({ name: 'console' }).go();
    expect(await summaryCounts()).toEqual(await listed());
    const stored = (await counter.get({ name: 'console' }).go()).data;
    expect(stored?.countedAt).toBeTruthy();

    // An item the writes' ADDs created before any count (wrong totals, no countedAt) is counted too.
    await counter.put({ name: 'console', users: 1, teams: 1 }).go();
    expect(await summaryCounts()).toEqual(await listed());
    const countedAt = (await counter.get({ name: 'console' }).go()).data?.countedAt;
    expect(countedAt).toBeTruthy();

    // Counted once: afterwards the sign-up's write keeps the totals, and reads do not count again.
    await newOwner(stageUrl, sesEndpoint, 'admin-counted');
    expect(await summaryCounts()).toEqual(await listed());
    expect((await counter.get({ name: 'console' }).go()).data?.countedAt).toBe(countedAt);
  }, 60_000);
});

describe('deleting a user', () => {
  it("removes the sign-in, the owned team and its fields, members and uploaded files, updates the counts, and records who did it", async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'admin-delete');
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Doomed', coordinates: lonLatSquare(8.6, 9.1, 0.002) },
    });
    expect(drawn.status).toBe(201);
    const s3 = new S3Client({ forcePathStyle: true });
    const prefix = `${FIELD_UPLOAD_PREFIX}${owner.teamId}/`;
    await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: `${prefix}farm.geojson`, Body: '{"type":"FeatureCollection","features":[]}' }));
    const uploads = async () => (await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: prefix }))).KeyCount ?? 0;
    expect(await uploads()).toBe(1);
    const before = AdminSummary.parse((await asAdmin('GET', '/accounts/admin/summary/')).body);

    // Accepted: the sign-in goes at once, the console lists the user as being deleted until the queued job ends.
    expect((await asAdmin('DELETE', `/accounts/user/delete/${owner.session.sub}`)).status).toBe(202);
    await expect(signIn(stageUrl, owner.email, 'OwnerPass1!')).rejects.toThrow();
    await waitFor(async () => (await asAdmin('GET', `/accounts/user/${owner.session.sub}/`)).status === 404, {
      timeoutMs: 30_000,
      message: 'the queued deletion never removed the user',
    });
    const { db } = await import('../../functions/core/db/service');
    expect((await db().entities.field.query.byTeam({ teamId: owner.teamId }).go()).data).toEqual([]);
    expect((await db().entities.team.get({ teamId: owner.teamId }).go()).data).toBeNull();
    expect((await db().entities.member.query.byTeam({ teamId: owner.teamId }).go()).data).toEqual([]);
    expect(await uploads()).toBe(0);
    s3.destroy();
    const after = AdminSummary.parse((await asAdmin('GET', '/accounts/admin/summary/')).body);
    expect(after.user_count).toBe(before.user_count - 1);
    expect(after.team_count).toBe(before.team_count - 1);

    const audit = AuditPage.parse((await asAdmin('GET', '/accounts/admin/audit/')).body);
    const event = audit.results.find((entry) => entry.action === 'deleteUser' && entry.target === owner.session.sub);
    expect(JSON.parse(event!.detail)).toMatchObject({ email: owner.email });
    expect((await asAdmin('DELETE', `/accounts/user/delete/${owner.session.sub}`)).status).toBe(404);
  }, 60_000);

  it('refuses to delete the staff user making the request', async () => {
    const refused = await asAdmin('DELETE', `/accounts/user/delete/${admin.sub}`);
    expect(refused).toEqual({ status: 403, body: { detail: translateText('en', ADMIN_MESSAGES.cannotDeleteSelf) } });
  });
});
