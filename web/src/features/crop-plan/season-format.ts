import { dayAndMonth, dayAndMonthValues } from '../../../../shared/domain/season';
import { messageRef } from '../../../../shared/i18n/message-ref';
import { CURRENCY_SYMBOL, formatNaira } from '../../../../shared/domain/subscriptions';

/** A missing figure reads as a dash. */
export const NONE = '-';

/** "₦12,500.00", "-₦3,000.00" (a loss keeps its minus sign, not only a colour), a dash when there is none;
 * per-hectare figures have more decimals than kobo, so they are rounded to the kobo. */
export const naira = (value: number | null): string => (value === null ? NONE : formatNaira(Math.round(value * 100)));

/** "1,250 kg/ha" of a yield per hectare. */
export const kgPerHa = (value: number | null): string => (value === null ? NONE : `${Math.round(value).toLocaleString('en-NG')} kg/ha`);

/** "₦40,000/ha", "-₦1,250/ha" of a money figure per hectare: whole naira, as a farmer counts per hectare. */
export const nairaPerHa = (value: number | null): string =>
  value === null ? NONE : `${Math.round(value) < 0 ? '-' : ''}${CURRENCY_SYMBOL}${Math.abs(Math.round(value)).toLocaleString('en-NG')}/ha`;

/**
 * "12 June" of a day of the season's year, "3 January 2027" of a day in another year (a season that runs over), as a
 * messageRef: the month's name follows the language on screen.
 */
export const seasonDay = (day: string, year: number): string =>
  Number(day.slice(0, 4)) === year ? dayAndMonth(day) : messageRef('crop-plan.ui.dayMonthYear', { ...dayAndMonthValues(day), year: day.slice(0, 4) });

