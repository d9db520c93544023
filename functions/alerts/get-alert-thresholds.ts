import { thresholdsAnswer } from '../core/alerts/threshold-changes';
import { route } from '../lib/http';

/** The team's alert thresholds in force, with the defaults and bounds the screen explains them by. */
export const getAlertThresholds = route('getAlertThresholds', async ({ team }) => thresholdsAnswer(team.teamId));
