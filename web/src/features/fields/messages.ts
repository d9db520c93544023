import { MAX_FIELD_FILE_MB } from '../../../../shared/domain/fields';

/**
 * Dashboard and field screen texts (spec 2 §2.1, §5, §8). The server's texts (upload, update, delete, refusals)
 * come from shared/domain/fields.ts; these are the labels and the few texts only the browser shows.
 */
export const FIELDS_TEXTS = {
  dashboardTitle: 'Dashboard',
  // Add/view fields menu
  fieldsMenu: 'Fields',
  addField: 'Add field',
  drawField: 'Draw a field',
  fieldList: 'Field List',
  exportGeoJson: 'Export GeoJSON',
  exportCsv: 'Export CSV',
  exportFailed: 'We could not export the fields. Please try again.',
  // Add field modal
  fileInput: 'Field file',
  dropHint: 'Drag and drop one field file here, or click to choose it',
  acceptedFormats: `Accepted: zipped shapefile (.zip), .shp, .kml, .kmz, .json, .geojson; at most ${MAX_FIELD_FILE_MB} MB.`,
  uploadProgress: 'Upload progress',
  refusedTitle: 'Not added:',
  skippedTitle: 'Left out (not polygons):',
  orDraw: 'or draw the field on the map',
  close: 'Close',
  // Drawing
  drawHint: 'Click on the map to place the corners of the field; click the first corner (or Finish drawing) to close it.',
  finishDrawing: 'Finish drawing',
  cancelDrawing: 'Cancel drawing',
  saveDrawnField: 'Save the drawn field',
  drawnHint: 'Drag the corners to adjust the boundary, then name the field.',
  drawSaved: 'Field successfully added',
  /** Confirms saving a drawn boundary the team already has (the server names the field). */
  saveDuplicateAnyway: 'Save anyway',
  drawNotClosed: 'Place at least 3 corners, then finish the drawing.',
  // Field list
  searchFields: 'Search fields',
  noFields: 'No fields yet. Add one with Add field.',
  noMatch: 'No field name contains this text.',
  loadingFields: 'Loading fields',
  weatherLink: 'Click to View Weather Info',
  /** A field the index planner cannot plan: a short notice on its card, the reason on hover and for screen readers. */
  imageryProblem: 'No satellite indices: reshape this boundary.',
  imageryProblemReason: (reason: string) => `Satellite indices cannot be computed for this boundary: ${reason}.`,
  imageryProblemFix: 'Reshape it with Edit Boundary to have it monitored.',
  // Edit field
  editField: 'Edit Field',
  editBoundary: 'Edit Boundary',
  boundaryLoading: 'Loading the boundary…',
  boundaryNotLoaded: 'The boundary could not be loaded. Please try again.',
  undoBoundary: 'Undo boundary changes',
  moveCorner: (n: number) => `Corner ${n}: drag to move it`,
  addCorner: 'Drag to add a corner here',
  boundaryHint: 'Drag the corners to reshape the field (drag a middle point to add a corner); Save recomputes its area.',
  boundaryHolesHint: 'A reshaped field keeps no holes.',
  boundaryMap: (name: string) => `Boundary of ${name}`,
  fieldName: 'Field Name',
  groupName: 'Group Name',
  fieldArea: 'Field Area Size',
  configureCrop: 'Configure Field Crop',
  viewFieldInfo: 'View Field Info',
  deleteField: 'Delete Field',
  save: 'Save',
  cancel: 'Cancel',
  processing: 'Processing...',
  pleaseWait: 'Please wait!',
  deleteQuestion: (name: string) => `${name} and its boundary will be deleted. This cannot be undone.`,
  // Controls bar
  /** What a member's role lacks on the dashboard, said where the fields or the index would be. */
  viewFieldsAction: "see the team's fields on the map",
  viewIndexAction: 'see satellite indices over the fields',
  mapControls: 'Map controls',
  index: 'Index',
  chooseIndex: 'Choose Index',
  startDate: 'Start Date',
  endDate: 'End Date',
  cloudCover: 'Cloud cover',
  selectedField: 'Selected field',
  // Map and place search
  fieldsMap: 'Fields map',
  placeSearch: 'Place search',
  placeInput: 'Search a place',
  placeButton: 'Search place',
  placeResults: 'Places found',
  noPlaces: 'No place found.',
  // Analysis
  analysisButton: 'Open index analysis',
  selectFieldFirst: 'Please ensure a field has been selected first.',
  // Empty dashboard (the team has no fields yet)
  emptyTitle: 'No fields yet',
  emptyCanAdd: "Add your team's first field: draw its boundary on the map or upload a field file.",
  emptyReadOnly: 'Your team has no fields yet. A member who may add fields can draw or upload them.',
  emptyDraw: 'Draw field',
  emptyUpload: 'Upload file',
} as const;

/** The dashboard's layer choices (spec 2 §2.1, and the radar layers RVI and VH); '' is 'Choose Index'. */
export const DASHBOARD_INDICES = ['NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI', 'RVI', 'VH'] as const;
