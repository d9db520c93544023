import { describe, expect, it } from 'vitest';
import type { AccountSubscriptionItem } from '../../functions/core/db/subscription-entities';
import { mailWords } from '../../functions/core/mail/mail-text';
import { reminderMail } from '../../functions/core/subscriptions/expiry';
import { invitationMail } from '../../functions/core/teams/invitation-mail';

process.env.APP_URL = 'https://app.example.com';

const plan = { planName: 'Gold <Plus>', endDate: '2026-12-04T00:00:00.000Z' } as AccountSubscriptionItem;

describe("mails in the recipient's language", () => {
  it('keeps the English wording by default', () => {
    const mail = reminderMail('owner@example.com', plan, 7);
    expect(mail.subject).toBe('Your Gold <Plus> subscription ends in 7 days');
    expect(mail.text).toBe(
      'Your FieldWatch subscription to Gold <Plus> ends in 7 days (2026-12-04). Renew it at https://app.example.com/subscription/plans to keep your members and fields.',
    );
    expect(reminderMail('owner@example.com', plan, 1).subject).toBe('Your Gold <Plus> subscription ends tomorrow');
    // User input is escaped in the HTML, the catalogue's words too.
    expect(mail.html).toContain('<strong>Gold &lt;Plus&gt;</strong>');
  });

  it('writes the reminder and the invitation in Yoruba for a Yoruba reader', () => {
    const yo = mailWords('yo');
    const mail = reminderMail('owner@example.com', plan, 1, yo);
    expect(mail.subject).toBe('Ìforúkọsílẹ̀ Gold <Plus> rẹ yóò parí ní ọ̀la');
    expect(mail.html).toContain('<a href="https://app.example.com/subscription/plans">Sọ ọ́ dọ̀tun</a>');
    const invitation = invitationMail({ to: 'ade@example.com', teamName: "Ọlá's Farm", roleName: 'Agronomist', inviterName: 'Bọ́lá' }, yo);
    expect(invitation.subject).toBe("A ti pè ọ́ sí Ọlá's Farm lórí FieldWatch");
    expect(invitation.text).toContain('Bọ́lá pè ọ́ láti dara pọ̀ mọ́ Ọlá\'s Farm gẹ́gẹ́ bí Agronomist lórí FieldWatch.');
    expect(invitation.html).toContain('<strong>Ọlá&#39;s Farm</strong>');
    expect(invitation.html).toContain('FieldWatch: ìṣọ́ ohun ọ̀gbìn àti oko láti sátẹ́láìtì.');
  });
});
