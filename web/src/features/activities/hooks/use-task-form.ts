import { CreateActivityBody } from '../../../../../shared/api/schemas/activities';
import { ACTIVITY_TYPES, DEFAULT_ACTIVITY_TYPE, type ActivityType } from '../../../../../shared/domain/activities';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import { useZodForm } from '../../../components/form/use-zod-form';

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

/**
 * The task form (New Task, Modify Task) checked with the server's own schema so both speak the same messages
 * (spec 2 §5); the task belongs to `field`, and empty costs are 0.
 */
export function useTaskForm(initial: TaskValues, field: string) {
  return useZodForm(CreateActivityBody, {
    defaultValues: initial,
    prepare: (values: TaskValues) => ({
      ...values,
      field,
      planned_cost: values.planned_cost === '' ? 0 : values.planned_cost,
      actual_cost: values.actual_cost === '' ? 0 : values.actual_cost,
    }),
  });
}

export type TaskForm = ReturnType<typeof useTaskForm>;
