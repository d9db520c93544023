import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { isResetToken, RESET_TOKEN_METADATA_KEY } from '../../shared/domain/reset-token';
import { isLanguage, negotiateLanguage, type Language } from '../../shared/i18n/languages';
import { appUrl } from '../core/config';
import { escapeHtml, mailPage, mailWords, oneLine } from '../core/mail/mail-text';
import { recipientLanguage } from '../core/mail/recipient-language';

/**
 * The language of a Cognito mail: the one the web app named for this call (clientMetadata `language`: the sign-up
 * or reset was made in it), else the user's own setting (their profile, by the `sub` attribute), else the
 * user's `locale` attribute, else English.
 */
async function languageOf(event: CustomMessageTriggerEvent): Promise<Language> {
  const named = event.request.clientMetadata?.language;
  if (isLanguage(named)) return named;
  const { sub, locale } = event.request.userAttributes;
  return recipientLanguage(sub, negotiateLanguage(locale));
}

/**
 * The e-mails Cognito sends (each placeholder appears once: the code is substituted into the message once): the sign-up code, the reset-password link to /reset-password/{token} (our token), and the
 * invitation of a new team member, each in the user's language. Cognito puts the real code where `codeParameter` stands.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const { codeParameter, usernameParameter, userAttributes, clientMetadata } = event.request;
  if (!['CustomMessage_SignUp', 'CustomMessage_ResendCode', 'CustomMessage_ForgotPassword', 'CustomMessage_AdminCreateUser'].includes(event.triggerSource)) {
    return event;
  }
  const words = mailWords(await languageOf(event));
  // Names and the team name are someone's input: escaped in the HTML, one line in subjects.
  const name = escapeHtml(userAttributes.given_name ?? '');
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = words.text('mail.signUp.subject');
      event.response.emailMessage = mailPage(
        words,
        name ? words.html('mail.signUp.welcomeName', { name }) : words.html('mail.signUp.welcome'),
        `<p>${words.html('mail.signUp.code', { code: `<strong>${codeParameter}</strong>` })}</p><p>${words.html('mail.signUp.enter')}</p>`,
      );
      break;
    case 'CustomMessage_ForgotPassword': {
      // Our single-use token (POST /auth/password_reset/ passes it), never the pool's username or e-mail. A reset
      // asked of Cognito directly has none: the mail sends to the page that asks for a link. Cognito wants its code
      // placeholder in the message; it stays in a comment, as nothing asks for that code.
      const token = clientMetadata?.[RESET_TOKEN_METADATA_KEY] ?? '';
      const link = isResetToken(token) ? `${appUrl()}/reset-password/${token}` : `${appUrl()}/forgot-password`;
      event.response.emailSubject = words.text('mail.reset.subject');
      event.response.emailMessage = mailPage(
        words,
        words.html('mail.reset.heading'),
        `<p><a href="${link}">${words.html('mail.reset.link')}</a></p><p>${words.html('mail.reset.note')}</p><!-- ${codeParameter} -->`,
      );
      break;
    }
    case 'CustomMessage_AdminCreateUser': {
      const team = clientMetadata?.teamName ?? words.text('mail.invite.aTeam');
      const login = `${appUrl()}/auth/login`;
      event.response.emailSubject = oneLine(words.text('mail.invite.subject', { team }));
      event.response.emailMessage = mailPage(
        words,
        words.html('mail.invite.heading', { team: escapeHtml(team) }),
        // The pool signs in with the e-mail address, and Cognito puts the internal user id where `usernameParameter`
        // stands: the invitee is shown their e-mail. Cognito refuses an invitation without both placeholders, so the
        // username one stays, in a comment no mail client shows.
        `<p>${words.html('mail.invite.signIn', { link: `<a href="${login}">${login}</a>` })}</p><p>${words.html('mail.invite.email', {
          email: `<strong>${escapeHtml(userAttributes.email ?? '')}</strong>`,
        })}<br/>${words.html('mail.invite.password', { password: `<strong>${codeParameter}</strong>` })}</p><p>${words.html('mail.invite.newPassword')}</p><!-- ${usernameParameter} -->`,
      );
      break;
    }
    default:
      break;
  }
  return event;
};
