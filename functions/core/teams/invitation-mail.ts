import { appUrl } from '../config';
import { mailPage, mailWords, type MailWords } from '../mail/mail-text';
import { escapeHtml, oneLine, type Mail } from '../mail/send-mail';

/** Where an invited user sees their pending invitations and accepts or declines them. */
export const invitationsLink = () => `${appUrl()}/dashboard/my-account#invitations`;

/**
 * The invitation of an existing user, in their language: it asks, it does not enrol. Every name in it is someone's
 * input (the team, the role, the inviter), so it is escaped in the HTML and kept on one line in the subject.
 */
export function invitationMail(
  input: { to: string; teamName: string; roleName: string; inviterName: string },
  words: MailWords = mailWords('en'),
): Mail {
  const link = invitationsLink();
  const inviter = input.inviterName || words.text('mail.teamInvite.someone');
  const team = escapeHtml(input.teamName);
  return {
    to: [input.to],
    subject: oneLine(words.text('mail.invite.subject', { team: input.teamName })),
    html: mailPage(
      words,
      words.html('mail.invite.heading', { team }),
      `<p>${words.html('mail.teamInvite.body', {
        inviter: escapeHtml(inviter),
        team: `<strong>${team}</strong>`,
        role: `<strong>${escapeHtml(input.roleName)}</strong>`,
      })}</p><p>${words.html('mail.teamInvite.accept', { link: `<a href="${escapeHtml(link)}">${words.html('mail.teamInvite.seeInvitation')}</a>` })}</p>`,
    ),
    text: `${words.text('mail.teamInvite.bodyText', { inviter, team: input.teamName, role: input.roleName })}\n\n${words.text('mail.teamInvite.acceptText', { link })}\n`,
  };
}
