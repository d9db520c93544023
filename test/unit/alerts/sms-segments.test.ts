import { describe, expect, it } from 'vitest';
import { countSms, pickSmsText, smsEncoding } from '../../../shared/domain/sms-segments';

/** SMS segments (3GPP TS 23.038): what each alert text costs, and which form of it goes out. */
const gsm = (n: number) => 'a'.repeat(n);

describe('GSM-7 texts', () => {
  it('fit 160 characters in one segment, 153 a segment beyond', () => {
    expect(countSms(gsm(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, singleLimit: 160 });
    expect(countSms(gsm(161)).segments).toBe(2);
    expect(countSms(gsm(306)).segments).toBe(2);
    expect(countSms(gsm(307)).segments).toBe(3);
  });

  it('count the extension table (€ [ ] { } ~ ^ | \\) as two septets', () => {
    expect(smsEncoding('Price: €5 [approx]')).toBe('GSM-7');
    expect(countSms('€').units).toBe(2);
    expect(countSms(`${gsm(158)}{`)).toMatchObject({ units: 160, segments: 1 });
    expect(countSms(`${gsm(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('keep English and Pidgin alerts in GSM-7 (accents of the basic table included)', () => {
    expect(smsEncoding('Dry spell: no rain for 7 days on Block A. Water if you fit.')).toBe('GSM-7');
    expect(smsEncoding('Café à Kano: é è ù ì ò Ä Ö Ñ Ü')).toBe('GSM-7');
  });
});

describe('UCS-2 texts', () => {
  it("are forced by Hausa's hooked letters and Yoruba's and Igbo's dotted ones", () => {
    for (const text of ['Ruwan sama ya ɓace', 'ƙasa ta bushe', 'ɗan itace', 'Òjò ti dé', 'ẹ̀rọ', 'ị ọ ụ ṅ']) expect(smsEncoding(text)).toBe('UCS-2');
  });

  it('fit 70 UTF-16 units in one segment, 67 a segment beyond', () => {
    expect(countSms(`ɓ${gsm(69)}`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, singleLimit: 70 });
    expect(countSms(`ƙ${gsm(70)}`).segments).toBe(2);
    expect(countSms(`ƙ${gsm(133)}`).segments).toBe(2);
    expect(countSms(`ƙ${gsm(134)}`).segments).toBe(3);
  });

  it('count a Yoruba letter with a combining tone mark as the code units it is sent as', () => {
    // ẹ́ is ẹ (U+1EB9) and a combining acute (U+0301): two units; ọ̀ likewise.
    const word = 'ẹ́ọ̀';
    expect(word.length).toBe(4);
    expect(countSms(word)).toMatchObject({ encoding: 'UCS-2', units: 4, segments: 1 });
    expect(countSms(`${word}${gsm(66)}`).segments).toBe(1);
    expect(countSms(`${word}${gsm(67)}`).segments).toBe(2);
  });

  it('count a character outside the basic plane as two units', () => {
    expect(countSms('🌧').units).toBe(2);
  });
});

describe('picking the text to send', () => {
  const hausaFull = `Gargaɗi: ${'rashin ruwan sama '.repeat(6)}`.trim();
  const hausaShort = 'Gargaɗi: fari kwana 7. Ku jira.';

  it('sends the full form when it fits one segment', () => {
    expect(pickSmsText('Rains look established on Block A: good time to plant.', 'Rains established: plant.')).toMatchObject({
      text: 'Rains look established on Block A: good time to plant.',
      count: { segments: 1 },
    });
  });

  it('sends the short form when only it fits one segment (a Hausa text over 70 units)', () => {
    expect(countSms(hausaFull).segments).toBeGreaterThan(1);
    expect(pickSmsText(hausaFull, hausaShort)).toEqual({ text: hausaShort, count: countSms(hausaShort) });
  });

  it('keeps the full form when the short one costs as many segments', () => {
    const alsoLong = `ƙ${gsm(100)}`;
    expect(countSms(alsoLong).segments).toBe(countSms(hausaFull).segments);
    expect(pickSmsText(hausaFull, alsoLong).text).toBe(hausaFull);
  });

  it('sends the cheaper form when neither fits one segment', () => {
    const longer = `ƙ${gsm(300)}`;
    const shorter = `ƙ${gsm(100)}`;
    expect(pickSmsText(longer, shorter)).toMatchObject({ text: shorter, count: { segments: 2 } });
  });
});
