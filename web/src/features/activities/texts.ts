import type { MessageId } from '../../../../shared/i18n/english';

/**
 * Screen texts of the farm activity pages (spec 2 §2.9, §4), as keys of the activities web catalogue; the rule and
 * toast texts are in shared/domain/activities (ACTIVITY_MESSAGES, the API catalogue).
 */
export const TASK_TEXTS = {
  configureTitle: 'activities.page.configureTitle',
  allTitle: 'activities.page.allTitle',
  detailsTitle: 'activities.page.detailsTitle',
  myTasksTitle: 'activities.page.myTasksTitle',
  newTask: 'activities.newTask',
  taskList: 'activities.taskList',
  returnToDashboard: 'activities.returnToDashboard',
  download: 'activities.download',
  processing: 'activities.processing',
  pleaseWait: 'activities.pleaseWait',
  viewAssignee: 'activities.viewAssignee',
  assigneeLists: 'activities.assigneeLists',
  allAssignees: 'activities.allAssignees',
  noAssignees: 'activities.noAssignees',
  noTasks: 'activities.noTasks',
  noOpenTasks: 'activities.noOpenTasks',
  noClosedTasks: 'activities.noClosedTasks',
  chooseField: 'activities.chooseField',
  statusFilter: 'activities.statusFilter',
  reason: 'activities.reason',
  closeTask: 'activities.closeTask',
  reassignTask: 'activities.reassignTask',
  modifyTask: 'activities.modifyTask',
  loading: 'activities.loading',
  scrollLabel: 'activities.scrollLabel',
  cannotView: 'activities.cannotView',
  viewTasksAction: 'activities.viewTasksAction',
  addTaskAction: 'activities.addTaskAction',
} as const satisfies Record<string, MessageId>;
