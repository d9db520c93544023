import type { IntlShape } from 'react-intl';
import type * as z from 'zod';
import '../../../../shared/i18n/zod-messages';
import { formatText } from '../../lib/i18n/format-text';

/**
 * A zod issue's message in the language on screen: a shared schema's message is a catalogue key or messageRef (and
 * zod's own messages are api/common refs, see shared/i18n/zod-messages), its `{minimum}`/`{maximum}` filled from
 * the issue's limits, as the API's validationError does.
 */
export function issueText(intl: IntlShape, issue: z.core.$ZodIssue): string {
  const { minimum, maximum } = issue as { minimum?: number | bigint; maximum?: number | bigint };
  return formatText(intl, issue.message, {
    ...(minimum !== undefined ? { minimum: Number(minimum) } : {}),
    ...(maximum !== undefined ? { maximum: Number(maximum) } : {}),
  });
}
