import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminTeam, AuditPage } from '../../shared/api/schemas/admin';
import { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { PaymentInit, PaymentOutcome } from '../../shared/api/schemas/subscriptions';
import { auditSentence, type AuditSay } from '../../shared/domain/audit-wording';
import { translate } from '../../functions/core/i18n/translate';

const inEnglish: AuditSay = (id, values) => translate('en', id, values);
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner } from '../support/teams';

/** The console warns before deleting a plan teams still hold, and its audit trail names what the staff changed. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

let admin: Session;
const asAdmin = (method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: admin.idToken, body });

beforeAll(async () => {
  admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
});

async function auditEvents() {
  return AuditPage.parse((await asAdmin('GET', '/accounts/admin/audit/?page_size=50')).body).results;
}

describe('deleting a plan teams hold', () => {
  it('lists the plan with its subscriptions still running, and the trail says which plan was deleted', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'plan-held');
    const service = AdminService.parse((await asAdmin('POST', '/system_setup/service/', { service: 'users', name: 'Held seats', amount_per_unit: 100 })).body);
    const planName = `Held plan ${Date.now()}`;
    const plan = AdminPlan.parse(
      (
        await asAdmin('POST', '/system_setup/subscription_plan/', {
          name: planName,
          duration: 'monthly',
          services: [service.id],
          min_users_in_team_allocated: 1,
          max_users_in_team_allocated: 10,
          min_farm_area_allocated: 0,
          max_farm_area_allocated: 100,
        })
      ).body,
    );
    expect(plan.active_subscriptions).toBe(0);

    const init = PaymentInit.parse(
      (await api(stageUrl, 'POST', '/accounts/payment/create', { token: owner.session.idToken, body: { team: owner.teamId, plan: plan.id, no_of_users: 2, farm_area: 0 } })).body,
    );
    await fetch(`${stageUrl}/paystack/checkout/${init.access_code}/pay?webhook=off`, { method: 'POST' });
    const outcome = PaymentOutcome.parse((await api(stageUrl, 'POST', '/accounts/payment/verify/', { token: owner.session.idToken, body: { reference: init.reference } })).body);
    expect(outcome.status).toBe('success');

    // What the confirmation reads: the stored subscription counted on the plan's row.
    const listed = AdminPlan.array().parse((await asAdmin('GET', '/system_setup/subscription_plan/')).body);
    expect(listed.find((entry) => entry.id === plan.id)?.active_subscriptions).toBe(1);

    expect((await asAdmin('DELETE', `/system_setup/subscription_plan/${plan.id}/`)).status).toBe(204);
    const after = AdminPlan.array().parse((await asAdmin('GET', '/system_setup/subscription_plan/')).body);
    expect(after.map((entry) => entry.id)).not.toContain(plan.id);

    const events = await auditEvents();
    const created = events.find((event) => event.action === 'createPlan' && JSON.parse(event.detail).name === planName);
    expect(created && auditSentence(created, inEnglish)).toBe(`Created plan ${planName}`);
    const deleted = events.find((event) => event.action === 'deletePlan' && event.target === plan.id);
    // The plan is gone: the entry keeps its id, said as such.
    expect(deleted && auditSentence(deleted, inEnglish)).toBe(`Deleted plan ${plan.id}`);
    await asAdmin('DELETE', `/system_setup/service/${service.id}/`);
  }, 60_000);
});

describe('the audit trail in words', () => {
  it('says a revoke as "Revoked approval of team <name>", with the name read from the stored team', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'audit-words');
    const revoked = AdminTeam.parse((await asAdmin('PATCH', `/accounts/team/${owner.teamId}/`, { admin_approved: false })).body);
    AdminTeam.parse((await asAdmin('PATCH', `/accounts/team/${owner.teamId}/`, { admin_approved: true })).body);

    const approvals = (await auditEvents()).filter((event) => event.action === 'approveTeam' && event.target === owner.teamId);
    expect(approvals.map((event) => event.target_name)).toEqual([revoked.name, revoked.name]);
    expect(approvals.map((event) => auditSentence(event, inEnglish))).toEqual([`Approved team ${revoked.name}`, `Revoked approval of team ${revoked.name}`]);
  }, 60_000);
});
