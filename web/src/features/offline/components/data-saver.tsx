/** The low-data switch and the data this session used, in the app bar. (Being built.) */
export function DataSaver() {
  return null;
}
