import { useState } from 'react';
import { CreateActivityBody } from '../../../../../shared/api/schemas/activities';
import { ACTIVITY_TYPES, DEFAULT_ACTIVITY_TYPE, type ActivityType } from '../../../../../shared/domain/activities';
import type { Activity } from '../../../../../shared/api/schemas/activities';

export interface TaskValues {
  name: string;
  description: string;
  type: ActivityType;
  planned_cost: string;
  actual_cost: string;
  start_date: string;
  end_date: string;
  assignees: string[];
}

/** Spec 2 §5 defaults: no assignees, type planning, costs 0. */
export const EMPTY_TASK: TaskValues = {
  name: '',
  description: '',
  type: DEFAULT_ACTIVITY_TYPE,
  planned_cost: '0',
  actual_cost: '0',
  start_date: '',
  end_date: '',
  assignees: [],
};

export function taskValuesOf(activity: Activity): TaskValues {
  return {
    name: activity.name,
    description: activity.description,
    type: ACTIVITY_TYPES.includes(activity.type) ? activity.type : DEFAULT_ACTIVITY_TYPE,
    planned_cost: String(activity.planned_cost),
    actual_cost: String(activity.actual_cost),
    start_date: activity.start_date,
    end_date: activity.end_date,
    assignees: activity.assignees.map((assignee) => assignee.pk),
  };
}

export type TaskErrors = Partial<Record<keyof TaskValues, string>>;

/** Field errors out of a 400 answer's `{field: [messages]}`. */
export function serverErrors(data: unknown): TaskErrors {
  if (typeof data !== 'object' || data === null) return {};
  const errors: TaskErrors = {};
  for (const key of Object.keys(EMPTY_TASK) as (keyof TaskValues)[]) {
    const messages = (data as Record<string, unknown>)[key];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
  }
  return errors;
}

/**
 * The task form's values and messages, checked with the server's own schema so both speak the same messages
 * (spec 2 §5); `validate` answers the body to send, or null after showing the messages.
 */
export function useTaskForm(initial: TaskValues) {
  const [values, setValues] = useState<TaskValues>(initial);
  const [errors, setErrors] = useState<TaskErrors>({});

  const set = <K extends keyof TaskValues>(key: K, value: TaskValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const validate = (field: string) => {
    const result = CreateActivityBody.safeParse({
      ...values,
      field,
      planned_cost: values.planned_cost === '' ? 0 : values.planned_cost,
      actual_cost: values.actual_cost === '' ? 0 : values.actual_cost,
    });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: TaskErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof TaskValues;
      found[key] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  return { values, errors, set, setErrors, validate, reset: () => setValues(initial) };
}
