import type { ScoutingCategory, ScoutingSeverity } from '../../../../shared/domain/scouting';
import type { MessageId } from '../../../../shared/i18n/english';

/** The catalogue keys of a category's and a severity's names (typed, so a new category needs its text). */
export const categoryText = (category: ScoutingCategory): MessageId => `scouting.category.${category}`;
export const severityText = (severity: ScoutingSeverity): MessageId => `scouting.severity.${severity}`;
