import type * as z from 'zod';
import type { RecipientsAnswer } from '../../../shared/api/schemas/alerts';
import { listMembers } from '../teams/members';
import { monthUse } from './allowance';
import { alertSettingsOfMany } from './settings';

type Answer = z.infer<typeof RecipientsAnswer>;

/** Digits left visible at each end of a masked number: the country code's and the last three. */
const SHOWN_HEAD = 3;
const SHOWN_TAIL = 3;

/**
 * A phone number as a team owner sees it (+234*******567): enough to tell two members' numbers apart and to see a
 * country, not enough to call or text it.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+/, '');
  if (digits.length <= SHOWN_HEAD + SHOWN_TAIL) return `+${'*'.repeat(digits.length)}`;
  return `+${digits.slice(0, SHOWN_HEAD)}${'*'.repeat(digits.length - SHOWN_HEAD - SHOWN_TAIL)}${digits.slice(-SHOWN_TAIL)}`;
}

/**
 * Who receives a team's alerts and how: every member who joined (an invitation not accepted receives nothing), with
 * their settings as they apply, numbers masked, and the team's SMS and WhatsApp allowance used this month.
 */
export async function teamRecipients(teamId: string, now = new Date()): Promise<Answer> {
  const members = (await listMembers(teamId)).filter((member) => !member.pending && member.member.pk !== '');
  const [settings, allowance] = await Promise.all([alertSettingsOfMany(members.map((member) => member.member.pk)), monthUse(teamId, now)]);
  const recipients = members.flatMap((member) => {
    const own = settings.get(member.member.pk);
    if (!own) return [];
    const phone = own.phone ?? own.pendingPhone;
    const recipient = {
      member: member.id,
      name: `${member.member.first_name} ${member.member.last_name}`.trim(),
      email: member.member.email,
      language: own.language,
      channels: own.channels,
      kinds: own.kinds,
      phone: phone ? maskPhone(phone) : null,
      phone_verified: own.phone !== null,
      quiet_hours: own.quietHours,
    };
    return [recipient];
  });
  return { team: teamId, recipients, allowance };
}
