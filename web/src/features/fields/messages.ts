import type { MessageId } from '../../../../shared/i18n/english';

/**
 * Dashboard and field screen texts (spec 2 §2.1, §5, §8) as keys of the web catalogue (shared/i18n/web/fields):
 * react-intl formats them in the language on screen. The server's texts (upload, update, delete, refusals) come
 * from shared/domain/fields.ts; these are the labels and the few texts only the browser shows.
 */
export const FIELDS_TEXTS = {
  dashboardTitle: 'fields.dashboardTitle',
  // Add/view fields menu
  fieldsMenu: 'fields.fieldsMenu',
  addField: 'fields.addField',
  drawField: 'fields.drawField',
  fieldList: 'fields.fieldList',
  exportGeoJson: 'fields.exportGeoJson',
  exportCsv: 'fields.exportCsv',
  exportFailed: 'fields.exportFailed',
  // Add field modal
  fileInput: 'fields.fileInput',
  dropHint: 'fields.dropHint',
  acceptedFormats: 'fields.acceptedFormats',
  uploadProgress: 'fields.uploadProgress',
  refusedTitle: 'fields.refusedTitle',
  skippedTitle: 'fields.skippedTitle',
  orDraw: 'fields.orDraw',
  close: 'fields.close',
  // Drawing
  drawHint: 'fields.drawHint',
  finishDrawing: 'fields.finishDrawing',
  cancelDrawing: 'fields.cancelDrawing',
  saveDrawnField: 'fields.saveDrawnField',
  drawnHint: 'fields.drawnHint',
  drawSaved: 'fields.drawSaved',
  /** Confirms saving a drawn boundary the team already has (the server names the field). */
  saveDuplicateAnyway: 'fields.saveDuplicateAnyway',
  drawNotClosed: 'fields.drawNotClosed',
  // Field list
  searchFields: 'fields.searchFields',
  noFields: 'fields.noFields',
  noMatch: 'fields.noMatch',
  loadingFields: 'fields.loadingFields',
  weatherLink: 'fields.weatherLink',
  /** A field the index planner cannot plan: a short notice on its card, the reason on hover and for screen readers. */
  imageryProblem: 'fields.imageryProblem',
  imageryProblemReason: 'fields.imageryProblemReason',
  // Edit field
  editField: 'fields.editField',
  editBoundary: 'fields.editBoundary',
  boundaryLoading: 'fields.boundaryLoading',
  boundaryNotLoaded: 'fields.boundaryNotLoaded',
  undoBoundary: 'fields.undoBoundary',
  moveCorner: 'fields.moveCorner',
  addCorner: 'fields.addCorner',
  boundaryHint: 'fields.boundaryHint',
  boundaryHolesHint: 'fields.boundaryHolesHint',
  boundaryMap: 'fields.boundaryMap',
  fieldName: 'fields.fieldName',
  groupName: 'fields.groupName',
  fieldArea: 'fields.fieldArea',
  configureCrop: 'fields.configureCrop',
  viewFieldInfo: 'fields.viewFieldInfo',
  deleteField: 'fields.deleteField',
  save: 'fields.save',
  cancel: 'fields.cancel',
  processing: 'fields.processing',
  pleaseWait: 'fields.pleaseWait',
  deleteQuestion: 'fields.deleteQuestion',
  // Controls bar
  /** What a member's role lacks on the dashboard, said where the fields or the index would be. */
  viewFieldsAction: 'fields.viewFieldsAction',
  viewIndexAction: 'fields.viewIndexAction',
  mapControls: 'fields.mapControls',
  index: 'fields.index',
  chooseIndex: 'fields.chooseIndex',
  startDate: 'fields.startDate',
  endDate: 'fields.endDate',
  cloudCover: 'fields.cloudCover',
  // Map and place search
  fieldsMap: 'fields.fieldsMap',
  placeSearch: 'fields.placeSearch',
  placeInput: 'fields.placeInput',
  placeButton: 'fields.placeButton',
  placeResults: 'fields.placeResults',
  noPlaces: 'fields.noPlaces',
  // Analysis
  analysisButton: 'fields.analysisButton',
  selectFieldFirst: 'fields.selectFieldFirst',
  // Empty dashboard (the team has no fields yet)
  emptyTitle: 'fields.emptyTitle',
  emptyCanAdd: 'fields.emptyCanAdd',
  emptyReadOnly: 'fields.emptyReadOnly',
  emptyDraw: 'fields.emptyDraw',
  emptyUpload: 'fields.emptyUpload',
} as const satisfies Record<string, MessageId>;

/** An empty helper line under an input, which keeps its space so the form does not jump. */
export const KEPT_SPACE = ' ';

/** The dashboard's layer choices (spec 2 §2.1, and the radar layers RVI and VH); '' is 'Choose Index'. */
export const DASHBOARD_INDICES = ['NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI', 'RVI', 'VH'] as const;
