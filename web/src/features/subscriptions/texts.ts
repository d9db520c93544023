import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/english';
import { CURRENCY } from '../../../../shared/domain/subscriptions';

/** The day of an ISO date as the dialog shows it (the UTC day the server stores), the same in every language. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** The payment dialog's own texts (web/subscriptions keys); the ones the server shares are PAYMENT_MESSAGES. */
export const CHECKOUT_TEXTS = {
  /** The order's inputs, with the plan's range: users and hectares of fields (not farms). `{min}`, `{max}`. */
  usersField: 'subscriptions.checkout.usersField',
  hectaresField: 'subscriptions.checkout.hectaresField',
  /** `{team}` */
  billedTeam: 'subscriptions.checkout.billedTeam',
  /** `{plan}`, `{end}` (dayOf) */
  currentPlan: 'subscriptions.checkout.currentPlan',
  chooseTiming: 'subscriptions.checkout.chooseTiming',
  /** `{credit}` (naira) */
  upgradeNow: 'subscriptions.checkout.upgradeNow',
  /** `{end}` */
  afterCurrent: 'subscriptions.checkout.afterCurrent',
  /** `{plan}`, `{current}`, `{credit}` */
  consequenceNow: 'subscriptions.checkout.consequenceNow',
  /** `{plan}`, `{current}`, `{end}` */
  consequenceAfter: 'subscriptions.checkout.consequenceAfter',
  /** `{plan}`, `{start}` */
  scheduled: 'subscriptions.checkout.scheduled',
  /** `{credit}` */
  credit: 'subscriptions.checkout.credit',
  /** `{members}`, `{hectares}` */
  teamUse: 'subscriptions.checkout.teamUse',
  /** `{start}` */
  startsOn: 'subscriptions.checkout.startsOn',
  /** Spec 3 §4: a total that is not a number is shown as 0 and nothing proceeds. */
  totalUnknown: 'subscriptions.checkout.totalUnknown',
  contextFailed: 'subscriptions.checkout.contextFailed',
} as const satisfies Record<string, MessageId>;

/** Kobo as naira in the language on screen (₦12,500.00 in English): the sign, grouping and decimals follow it. */
export function useNaira(): (kobo: number) => string {
  const intl = useIntl();
  return useCallback(
    (kobo: number) => intl.formatNumber(kobo / 100, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' }),
    [intl],
  );
}
