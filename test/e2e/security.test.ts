import type { Browser, Page } from 'playwright-core';
import { translate } from '../../functions/core/i18n/translate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_MESSAGES, MyTeam, Role, TeamMember } from '../../shared/api/schemas/roles';
import { api } from '../support/local-client';
import { newOwner } from '../support/teams';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, submitLogin, SHOTS } from './browser';

/**
 * Joining a team takes the invitee's consent: an existing user invited by another team's owner sees the
 * invitation on My Account, accepts it, works in either team through the switcher, and leaves the team again.
 */
const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/security-${name}-1366x768.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/security-${name}-390x844.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('an invitation to an existing user', () => {
  it('is accepted on My Account, the teams are switched in the app bar, and the member leaves the team', async () => {
    const [owner, user] = await Promise.all([newOwner(baseUrl, sesEndpoint, 'e2e-inviter'), newOwner(baseUrl, sesEndpoint, 'e2e-invitee')]);
    const teamsOf = async (token: string, sub: string) => MyTeam.array().parse((await api(baseUrl, 'GET', `/roles/user/${sub}/teams/`, { token })).body);
    const [ownerTeam] = await teamsOf(owner.session.idToken, owner.session.sub);
    const [ownTeam] = await teamsOf(user.session.idToken, user.session.sub);
    if (!ownerTeam || !ownTeam) throw new Error('each account owns a team');
    const created = await api(baseUrl, 'POST', '/roles/create/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Agronomist', description: 'Reads the fields', privileges: ['field.view_field'] },
    });
    const role = Role.parse(created.body);
    const invited = await api(baseUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, first_name: 'Ina', last_name: 'Vitee', email: user.email, role: role.id },
    });
    expect(TeamMember.parse(invited.body).pending).toBe(true);

    // Until they accept, the inviter's team sees the address they were invited at, listed as Invited: no name.
    const inviter = await newPage(browser);
    await submitLogin(inviter, baseUrl, owner.email, 'OwnerPass1!');
    await inviter.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await inviter.goto(`${baseUrl}/dashboard/manage-user`);
    const invitedRow = inviter.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) });
    await invitedRow.getByText('Invited').waitFor();
    expect(await invitedRow.getByText('Ina').count()).toBe(0);
    await shoot(inviter, 'inviter-user-management');
    await inviter.context().close();

    const page = await newPage(browser);
    await submitLogin(page, baseUrl, user.email, 'OwnerPass1!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    const switcher = () => page.getByRole('button', { name: /^Team: .*\. Switch team$/ });
    await expect.poll(async () => switcher().getAttribute('aria-label')).toBe(`Team: ${ownTeam.name}. Switch team`);

    await page.goto(`${baseUrl}/dashboard/my-account`);
    const card = page.getByRole('region', { name: 'Team Invitations (1)' });
    await card.getByText(`${ownerTeam.name}, as Agronomist`).waitFor();
    await expectAccessible(page, 'My Account with an invitation');
    await shoot(page, 'invitation');

    await card.getByRole('button', { name: `Accept the invitation to ${ownerTeam.name}` }).click();
    await page.getByText(translate('en', INVITATION_MESSAGES.accepted)).waitFor();
    await card.waitFor({ state: 'hidden' });
    // Accepting switches to the new team; the switcher lists both, each with the user's place in it.
    await expect.poll(async () => switcher().getAttribute('aria-label')).toBe(`Team: ${ownerTeam.name}. Switch team`);
    await switcher().click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: new RegExp(`^${ownTeam.name}\\s*Owner`) }).waitFor();
    await menu.getByRole('menuitem', { name: new RegExp(`^${ownerTeam.name}\\s*Agronomist`) }).waitFor();
    await expectAccessible(page, 'Team switcher open');
    await shoot(page, 'team-switcher');
    await menu.getByRole('menuitem', { name: new RegExp(`^${ownTeam.name}`) }).click();
    await expect.poll(async () => switcher().getAttribute('aria-label')).toBe(`Team: ${ownTeam.name}. Switch team`);

    // Back in the inviter's team, the member leaves it.
    await switcher().click();
    await page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`^${ownerTeam.name}`) }).click();
    await expect.poll(async () => switcher().getAttribute('aria-label')).toBe(`Team: ${ownerTeam.name}. Switch team`);
    await switcher().click();
    await page.getByRole('menu').getByRole('menuitem', { name: `Leave ${ownerTeam.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Leave ${ownerTeam.name}?` });
    await shoot(page, 'leave-team');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(translate('en', INVITATION_MESSAGES.left)).waitFor();
    await expect.poll(async () => switcher().getAttribute('aria-label')).toBe(`Team: ${ownTeam.name}. Switch team`);
    expect((await teamsOf(user.session.idToken, user.session.sub)).map((team) => team.id)).toEqual([ownTeam.id]);
    await page.context().close();
  }, 180_000);
});
