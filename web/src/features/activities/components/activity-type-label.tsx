import { FormattedMessage } from 'react-intl';
import { activityTypeLabel } from '../../../../../shared/domain/activities';

/** A task type as the screens name it, in the language on screen; a type the list does not know shows as stored. */
export function ActivityTypeLabel({ type }: { type: string }) {
  const id = activityTypeLabel(type);
  return id ? <FormattedMessage id={id} /> : type;
}
