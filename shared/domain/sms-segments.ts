/**
 * How many SMS segments a text costs (3GPP TS 23.038). A text of the GSM 7-bit alphabet (with its extension table
 * counted as two septets) fits 160 characters in one segment, 153 a segment when split; any other letter (Hausa's
 * ɓ ɗ ƙ, Yoruba's ẹ ọ ṣ and tone marks, Igbo's ị ọ ụ ṅ) forces UCS-2: 70 in one segment, 67 a segment when split,
 * counted in UTF-16 code units.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** What one segment holds in this encoding, when the text is one segment. */
  singleLimit: number;
}

export const SMS_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return 'UCS-2';
  return 'GSM-7';
}

export function countSms(text: string): SmsCount {
  const encoding = smsEncoding(text);
  let units = 0;
  if (encoding === 'GSM-7') for (const char of text) units += EXTENDED.has(char) ? 2 : 1;
  else units = text.length;
  const limits = SMS_LIMITS[encoding];
  const segments = units === 0 ? 1 : units <= limits.single ? 1 : Math.ceil(units / limits.multi);
  return { encoding, units, segments, singleLimit: limits.single };
}

/**
 * The text to send: the full form when it fits one segment, else the short form when that does, else whichever
 * costs fewer segments (the full form when equal: it says more).
 */
export function pickSmsText(full: string, short: string): { text: string; count: SmsCount } {
  const long = countSms(full);
  if (long.segments === 1) return { text: full, count: long };
  const brief = countSms(short);
  return brief.segments < long.segments ? { text: short, count: brief } : { text: full, count: long };
}
