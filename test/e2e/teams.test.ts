import type { Browser, Page } from 'playwright-core';
import { translate } from '../../functions/core/i18n/translate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_MESSAGES } from '../../shared/api/schemas/roles';
import { MESSAGES } from '../../shared/domain/accounts';
import { api, latestMail, uniqueEmail } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, newPage } from './browser';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function confirmationCode(html: string | undefined): string {
  return /<strong>(\d{6})<\/strong>/.exec(html ?? '')?.[1] ?? '';
}

function temporaryPassword(html: string | undefined): string {
  const raw = /temporary password: <strong>([^<]+)<\/strong>/.exec(html ?? '')?.[1] ?? '';
  return raw.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** A fresh owner, through the register page and the mailed code: a new account owns a new team. */
async function registerOwner(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/register`);
  await page.getByLabel('First Name').fill('Olu');
  await page.getByLabel('Last Name').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const mail = await latestMail(sesEndpoint, email, 'confirmation code');
  await page.getByLabel('Confirmation code').fill(confirmationCode(mail.body.html));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
}

/** The part of the page's localStorage the token lookup reads. */
type BrowserStorage = { length: number; key(index: number): string | null; getItem(key: string): string | null };

/** The ID token Amplify keeps for the signed-in user: what the app sends as the bearer token. */
async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    // Runs in the browser; the Node tests have no DOM types, so the page's storage is described by what is read.
    const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) return storage.getItem(key);
    }
    return null;
  });
  if (!token) throw new Error('No ID token in the browser');
  return token;
}

function subOf(idToken: string): string {
  return (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

describe('teams, members and custom roles', () => {
  it('an owner creates a role and invites a member, who sets a password, is limited by the role, and is cut off when removed', async () => {
    const owner = await newPage(browser);
    const ownerEmail = uniqueEmail('e2e-owner');
    await registerOwner(owner, ownerEmail, 'OwnerCrop1!');

    // A custom role: created with no permissions, then given two in the transfer list.
    await owner.goto(`${baseUrl}/dashboard/manage-roles`);
    const roles = owner.getByRole('list', { name: 'Roles' });
    await roles.getByRole('button', { name: 'Owner', exact: true }).waitFor();
    await owner.getByText('Select A Role to view permission').waitFor();
    await expectAccessible(owner, 'Manage Role');
    await owner.getByRole('button', { name: 'Create a custom role' }).click();
    const create = owner.getByRole('dialog', { name: 'Create Custom Role' });
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.getByText(translate('en', ROLE_MESSAGES.nameRequired)).waitFor();
    await create.getByLabel('Role Name').fill('Scout');
    await create.getByLabel('Description').fill('Walks the fields and reports');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await owner.getByText(translate('en', ROLE_MESSAGES.roleCreated)).waitFor();
    await roles.getByRole('button', { name: 'Scout', exact: true }).waitFor();

    await roles.getByRole('button', { name: 'Edit Scout' }).click();
    const update = owner.getByRole('dialog', { name: 'Update Custom Role' });
    const toAdd = update.getByRole('group', { name: 'To Add' });
    await toAdd.getByLabel('Can view role', { exact: true }).check();
    await toAdd.getByLabel('Can view team member', { exact: true }).check();
    await update.getByRole('button', { name: 'Add selected permissions' }).click();
    await update.getByRole('group', { name: 'To Remove' }).getByLabel('Can view role', { exact: true }).waitFor();
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await owner.getByText(translate('en', ROLE_MESSAGES.roleUpdated)).waitFor();
    await update.waitFor({ state: 'hidden' });

    await roles.getByRole('button', { name: 'Scout', exact: true }).click();
    const access = owner.getByRole('list', { name: 'Permissions of Scout' });
    await access.getByText('Can view team member').waitFor();
    expect((await access.getByRole('listitem').allTextContents()).sort()).toEqual(['Can view role', 'Can view team member']);
    await expectAccessible(owner, 'Manage Role, a role selected');

    // The invitation, from User Management.
    await owner.getByRole('link', { name: 'Back' }).click();
    await owner.waitForURL(/\/dashboard\/manage-user$/);
    await owner.getByRole('heading', { name: 'Team Members (1)' }).waitFor();
    await owner.getByRole('row', { name: /Olu Owner/ }).getByText('Not Allowed').waitFor();
    await expectAccessible(owner, 'User Management');
    const memberEmail = uniqueEmail('e2e-member');
    await owner.getByRole('button', { name: 'Invite Member' }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite A Member' });
    await invite.getByLabel('First Name').fill('Mika');
    await invite.getByLabel('Last Name').fill('Field');
    await invite.getByLabel('Email Address').fill(memberEmail);
    await invite.getByLabel('Role', { exact: true }).selectOption({ label: 'Scout' });
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.getByText(translate('en', ROLE_MESSAGES.roleAssigned)).waitFor();
    await owner.getByRole('heading', { name: 'Team Members (2)' }).waitFor();
    await owner.getByRole('region', { name: /^Team Members/ }).getByRole('row', { name: /Mika Field/ }).getByText('Scout').waitFor();

    // The member's first sign-in: the mailed temporary password, then one of their own.
    const mail = await latestMail(sesEndpoint, memberEmail, 'invited');
    const temporary = temporaryPassword(mail.body.html);
    expect(temporary).not.toBe('');
    const member = await newPage(browser);
    await member.goto(`${baseUrl}/auth/login`);
    await member.getByLabel('Email').fill(memberEmail);
    await member.getByLabel('Password').fill(temporary);
    await member.getByRole('button', { name: 'Sign In' }).click();
    const newPassword = member.getByRole('form', { name: 'Set a new password' });
    await newPassword.getByLabel('New Password').fill('MemberCrop1!');
    await newPassword.getByLabel('Confirm Password').fill('MemberCrop1!');
    await newPassword.getByRole('button', { name: 'Set Password' }).click();
    await member.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    // What the Scout role allows: the roles and the members, nothing more.
    await member.goto(`${baseUrl}/dashboard/manage-roles`);
    const memberRoles = member.getByRole('list', { name: 'Roles' });
    await memberRoles.getByRole('button', { name: 'Scout', exact: true }).waitFor();
    await memberRoles.getByRole('button', { name: 'Owner', exact: true }).waitFor();
    // Without roles.add_role, no create-role box at all.
    expect(await member.getByRole('heading', { name: 'Custom Roles' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: 'Create a custom role' }).count()).toBe(0);
    expect(await memberRoles.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    await member.goto(`${baseUrl}/dashboard/manage-user`);
    await member.getByRole('heading', { name: 'Team Members (2)' }).waitFor();
    // The members' table (the team screen also lists who receives alerts).
    await member.getByRole('region', { name: /^Team Members/ }).getByRole('row', { name: /Mika Field/ }).waitFor();
    expect(await member.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: /^(Update role of|Remove) / }).count()).toBe(0);

    const memberToken = await idTokenOf(member);
    const profile = await api(baseUrl, 'GET', `/accounts/${subOf(memberToken)}/profile/`, { token: memberToken });
    const teamId = (profile.body as { user_team: string | null }).user_team;
    expect(teamId).toBeTruthy();
    const refused = await api(baseUrl, 'POST', '/roles/create/', {
      token: memberToken,
      body: { name: 'Sneaky', description: 'not allowed', team: teamId, privileges: [] },
    });
    expect(refused.status).toBe(403);

    // The owner removes the member; the member's next requests are refused.
    await owner.getByRole('button', { name: 'Remove Mika Field' }).click();
    await owner.getByRole('dialog', { name: 'Are you sure you want to remove this member?' }).getByRole('button', { name: 'Yes' }).click();
    await owner.getByText(translate('en', ROLE_MESSAGES.memberRemoved)).waitFor();
    await owner.getByRole('heading', { name: 'Team Members (1)' }).waitFor();

    await expect
      .poll(async () => (await api(baseUrl, 'GET', `/roles/team/${teamId}/`, { token: memberToken })).status, { timeout: 15_000, interval: 500 })
      .toBe(403);
    await member.goto(`${baseUrl}/dashboard/manage-roles`);
    await member.getByRole('region', { name: 'Roles' }).getByText(translate('en', MESSAGES.noTeam)).waitFor();
    expect(await member.getByRole('list', { name: 'Roles' }).count()).toBe(0);

    await owner.context().close();
    await member.context().close();
  }, 180_000);
});
