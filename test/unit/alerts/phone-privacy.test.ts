import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode } from '../../../functions/core/alerts/phone-code';
import { maskPhone } from '../../../functions/core/alerts/recipients-view';
import { normalChannels, resolveSettings } from '../../../functions/core/alerts/settings';
import { CHOOSABLE_ALERT_KINDS, DEFAULT_ALERT_CHANNELS, DEFAULT_ALERT_TIME_ZONE, PHONE_CODE } from '../../../shared/domain/alerts';
import { countSms } from '../../../shared/domain/sms-segments';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { translate } from '../../../functions/core/i18n/translate';
import { CreateServiceBody, UpdateServiceBody } from '../../../shared/api/schemas/plans';

describe('a masked phone number', () => {
  it('shows the country code and the last three digits, a star for every other digit', () => {
    expect(maskPhone('+2348031234567')).toBe('+234*******567');
    expect(maskPhone('+447700900123')).toBe('+447******123');
    expect(maskPhone('+12025550123')).toBe('+120*****123');
  });

  it('hides a number too short to show both ends entirely', () => {
    expect(maskPhone('+123456')).toBe('+******');
  });
});

describe('the one-time code', () => {
  it('is stored as the SHA-256 of the user id and the code, not the code', () => {
    const hash = hashCode('user-1', '042917');
    expect(hash).toBe(createHash('sha256').update('user-1:042917').digest('hex'));
    expect(hash).not.toContain('042917');
    // The same code of another user hashes differently: one table of a million hashes does not fit everyone.
    expect(hashCode('user-2', '042917')).not.toBe(hash);
  });

  it('matches only the right code of the right user', () => {
    const hash = hashCode('user-1', '042917');
    expect(codeMatches(hash, 'user-1', '042917')).toBe(true);
    expect(codeMatches(hash, 'user-1', '042918')).toBe(false);
    expect(codeMatches(hash, 'user-2', '042917')).toBe(false);
    expect(codeMatches('not-hex', 'user-1', '042917')).toBe(false);
  });

  it('is six digits, leading zeros kept, and not the same every time', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${PHONE_CODE.digits}}$`));
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('goes in one SMS segment in every language', () => {
    for (const language of LANGUAGES) {
      const text = translate(language, 'alerts.codeSms', { code: '123456', minutes: PHONE_CODE.validMinutes });
      expect(text, language).toContain('123456');
      expect(countSms(text).segments, `${language}: ${text}`).toBe(1);
    }
  });
});

describe('settings as they apply', () => {
  it('are the defaults without a stored item: in the app and by e-mail, every kind, the profile language, Lagos time', () => {
    expect(resolveSettings('user-1', null, { language: 'ig', email: 'ada@example.com' })).toEqual({
      userId: 'user-1',
      phone: null,
      pendingPhone: null,
      language: 'ig',
      channels: [...DEFAULT_ALERT_CHANNELS],
      kinds: [...CHOOSABLE_ALERT_KINDS],
      quietHours: null,
      timeZone: DEFAULT_ALERT_TIME_ZONE,
      email: 'ada@example.com',
      stored: false,
    });
    expect(resolveSettings('user-1', null, null).language).toBe('en');
  });

  it('always keep in the app, in the order of the channels, whatever was chosen', () => {
    expect(normalChannels(['whatsapp', 'email'])).toEqual(['in_app', 'email', 'whatsapp']);
    expect(normalChannels([])).toEqual(['in_app']);
  });
});

describe('a messages service', () => {
  it('needs its monthly messages, a whole number above zero; other kinds do not', () => {
    const base = { service: 'messages', name: 'Alert SMS', amount_per_unit: 5 };
    expect(CreateServiceBody.safeParse(base).success).toBe(false);
    expect(CreateServiceBody.safeParse({ ...base, monthly_messages: 0 }).success).toBe(false);
    expect(CreateServiceBody.safeParse({ ...base, monthly_messages: 2.5 }).success).toBe(false);
    expect(CreateServiceBody.parse({ ...base, monthly_messages: 300 }).monthly_messages).toBe(300);
    expect(CreateServiceBody.safeParse({ ...base, service: 'index' }).success).toBe(true);
    expect(UpdateServiceBody.safeParse({ monthly_messages: 0 }).success).toBe(false);
  });
});
