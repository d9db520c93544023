import { appUrl } from '../config';
import { escapeHtml, oneLine, type Mail } from '../mail/send-mail';

const PRODUCT = 'FieldWatch';

/** Where an invited user sees their pending invitations and accepts or declines them. */
export const invitationsLink = () => `${appUrl()}/dashboard/my-account#invitations`;

/**
 * The invitation of an existing user: it asks, it does not enrol. Every name in it is someone's input (the team,
 * the role, the inviter), so it is escaped in the HTML and kept on one line in the subject.
 */
export function invitationMail(input: { to: string; teamName: string; roleName: string; inviterName: string }): Mail {
  const link = invitationsLink();
  const team = escapeHtml(input.teamName);
  const inviter = escapeHtml(input.inviterName || 'A team owner');
  return {
    to: [input.to],
    subject: oneLine(`You have been invited to ${input.teamName} on ${PRODUCT}`),
    html: `<div style="font-family:Arial,sans-serif;max-width:560px"><h2 style="color:#1b5e20">You have been invited to ${team}</h2><p>${inviter} invited you to join <strong>${team}</strong> as <strong>${escapeHtml(input.roleName)}</strong>.</p><p>Nothing changes until you accept: <a href="${escapeHtml(link)}">see the invitation</a> in My Account to accept or decline it.</p><p style="color:#666">${PRODUCT}: satellite crop and field monitoring.</p></div>`,
    text: `${input.inviterName || 'A team owner'} invited you to join ${input.teamName} as ${input.roleName} on ${PRODUCT}.\n\nNothing changes until you accept. Accept or decline it in My Account: ${link}\n`,
  };
}
