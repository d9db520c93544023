import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { isResetToken, RESET_TOKEN_METADATA_KEY } from '../../shared/domain/reset-token';
import { appUrl } from '../core/config';
import { escapeHtml, oneLine } from '../core/mail/mail-text';

const PRODUCT = 'FieldWatch';

function page(title: string, body: string): string {
  return `<div style="font-family:Arial,sans-serif;max-width:560px"><h2 style="color:#1b5e20">${title}</h2>${body}<p style="color:#666">${PRODUCT}: satellite crop and field monitoring.</p></div>`;
}

/**
 * The e-mails Cognito sends (each placeholder appears once: the code is substituted into the message once): the sign-up code, the reset-password link to /reset-password/{token} (our token), and the
 * invitation of a new team member. Cognito puts the real code where `codeParameter` stands.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const { codeParameter, usernameParameter, userAttributes, clientMetadata } = event.request;
  // Names and the team name are someone's input: escaped in the HTML, one line in subjects.
  const name = escapeHtml(userAttributes.given_name ?? '');
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = `Your ${PRODUCT} confirmation code`;
      event.response.emailMessage = page(
        `Welcome${name ? `, ${name}` : ''}!`,
        `<p>Your confirmation code is <strong>${codeParameter}</strong>.</p><p>Enter it on the sign-up page to activate your account.</p>`,
      );
      break;
    case 'CustomMessage_ForgotPassword': {
      // Our single-use token (POST /auth/password_reset/ passes it), never the pool's username or e-mail. A reset
      // asked of Cognito directly has none: the mail sends to the page that asks for a link. Cognito wants its code
      // placeholder in the message; it stays in a comment, as nothing asks for that code.
      const token = clientMetadata?.[RESET_TOKEN_METADATA_KEY] ?? '';
      const link = isResetToken(token) ? `${appUrl()}/reset-password/${token}` : `${appUrl()}/forgot-password`;
      event.response.emailSubject = `Reset your ${PRODUCT} password`;
      event.response.emailMessage = page(
        'Reset your password',
        `<p><a href="${link}">Choose a new password</a></p><p>The link works once, within the hour. If you did not ask for it, ignore this e-mail.</p><!-- ${codeParameter} -->`,
      );
      break;
    }
    case 'CustomMessage_AdminCreateUser': {
      const team = clientMetadata?.teamName ?? 'a team';
      event.response.emailSubject = oneLine(`You have been invited to ${team} on ${PRODUCT}`);
      event.response.emailMessage = page(
        `You have been invited to ${escapeHtml(team)}`,
        // The pool signs in with the e-mail address, and Cognito puts the internal user id where `usernameParameter`
        // stands: the invitee is shown their e-mail. Cognito refuses an invitation without both placeholders, so the
        // username one stays, in a comment no mail client shows.
        `<p>Sign in at <a href="${appUrl()}/auth/login">${appUrl()}/auth/login</a> with</p><p>e-mail: <strong>${escapeHtml(userAttributes.email ?? '')}</strong><br/>temporary password: <strong>${codeParameter}</strong></p><p>You will be asked to choose a new password.</p><!-- ${usernameParameter} -->`,
      );
      break;
    }
    default:
      break;
  }
  return event;
};
