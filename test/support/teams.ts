import { UserDetails } from '../../shared/api/schemas/accounts';
import { CLIENT_ID, api, cognito, latestMail, signIn, uniqueEmail, type Session } from './local-client';

export interface Owner {
  session: Session;
  teamId: string;
  email: string;
}

/** A fresh team: a user signs up, confirms with the mailed code and owns a new team (integration tests). */
export async function newOwner(stageUrl: string, sesEndpoint: string, prefix: string): Promise<Owner> {
  const email = uniqueEmail(prefix);
  await cognito(stageUrl, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: 'OwnerPass1!',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Team' },
      { Name: 'family_name', Value: prefix },
    ],
  });
  const mail = await latestMail(sesEndpoint, email, 'confirmation code');
  const code = /<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')?.[1];
  await cognito(stageUrl, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
  const session = await signIn(stageUrl, email, 'OwnerPass1!');
  const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken })).body);
  if (!profile.owned_team) throw new Error('no team');
  return { session, teamId: profile.owned_team.id, email };
}
