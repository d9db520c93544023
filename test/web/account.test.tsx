import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, updatePassword } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { reply } from './support/mock-api';
import { en } from './support/intl';

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('My Account', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows the four cards with the profile, read-only email and team name', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Team Name') as HTMLInputElement).value).toBe('Jane Farms');
    expect(within(card('My Team Members')).getByText('No team members yet')).toBeTruthy();
    expect(within(card('My Current Subscription')).getByText('No active subscription')).toBeTruthy();
    expect(document.title).toBe('My Account | GIS');
  });

  it("requires both names ('This field cannot be empty') and saves with PUT", async () => {
    const api = mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane'));
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(en(MESSAGES.fieldEmpty))).toBeTruthy();

    await userEvent.type(screen.getByLabelText('First Name'), 'Janet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en(MESSAGES.accountUpdated))).toBeTruthy();
    const put = api.calls('updateProfile')[0];
    expect(put?.params).toEqual({ userId: 'user-1' });
    expect(put?.headers.get('Authorization')).toBe('Bearer id-token');
    // The stored user comes back with the answer: the form keeps the new name without a reload.
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Janet'));
  });

  it('toasts the unexpected-error text when the update fails', async () => {
    mockProfileApi(userDetails(), { updateProfile: reply(500, { detail: 'nope' }) });
    renderApp('/dashboard/my-account');
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en(MESSAGES.unexpected))).toBeTruthy();
  });

  it("rejects a password change whose entries differ ('Password does not match') or are short", async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    const form = await screen.findByRole('form', { name: 'Update Password' });
    await userEvent.type(within(form).getByLabelText('Old Password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New Password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByText(en(MESSAGES.passwordTooShort))).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText('New Password'));
    await userEvent.type(within(form).getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'new-password-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByText(en(MESSAGES.passwordsDoNotMatchChange))).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password, signs out and goes to /auth/login', async () => {
    mockProfileApi(userDetails());
    vi.mocked(updatePassword).mockResolvedValue(undefined);
    renderApp('/dashboard/my-account');
    const form = await screen.findByRole('form', { name: 'Update Password' });
    await userEvent.type(within(form).getByLabelText('Old Password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'old-password', newPassword: 'new-password-1' });
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(screen.queryByText(en(MESSAGES.loginRequired))).toBeNull();
  });

  it('shows a wrong old password under Old Password, not under Confirm Password', async () => {
    mockProfileApi(userDetails());
    vi.mocked(updatePassword).mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    renderApp('/dashboard/my-account');
    const form = await screen.findByRole('form', { name: 'Update Password' });
    await userEvent.type(within(form).getByLabelText('Old Password'), 'wrong-password');
    await userEvent.type(within(form).getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(within(form).getByLabelText('Old Password').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('false');
    expect(within(form).getAllByText('Old password is incorrect').length).toBe(1);
    expect(screen.queryByText('Invalid password')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('says the profile could not be loaded, with Retry, instead of empty cards', async () => {
    let fail = true;
    mockProfileApi(userDetails(), { getProfile: () => (fail ? reply(503, { detail: 'Service unavailable' }) : userDetails()) });
    renderApp('/dashboard/my-account');
    expect(await screen.findByText(/Your account details could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('No team members yet')).toBeNull();
    expect(screen.queryByText('No active subscription')).toBeNull();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane'));
    expect(screen.queryByText(/Your account details could not be loaded/)).toBeNull();
  });

  it('shows the subscription status tags', async () => {
    mockProfileApi(
      userDetails({
        owned_team: { id: 'team-1', name: 'Jane Farms', current_subscription: { current_subscription: 'Gold', subscription_approved: true, admin_approved: false } },
        current_subscription: { current_subscription: 'Gold', subscription_approved: true, admin_approved: false },
      }),
    );
    renderApp('/dashboard/my-account');
    const section = await screen.findByRole('region', { name: 'My Current Subscription' });
    await waitFor(() => expect(within(section).getByText('Gold')).toBeTruthy());
    expect(within(section).getByText('Active')).toBeTruthy();
    expect(within(section).getByText('Approved Status')).toBeTruthy();
    expect(within(section).getByText('Expired')).toBeTruthy();
  });
});
