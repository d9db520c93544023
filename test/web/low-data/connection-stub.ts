/** A Network Information API stand-in (jsdom has none): a connection whose estimate the test changes. */
export class FakeConnection extends EventTarget {
  saveData = false;
  effectiveType = '4g';
  downlink = 10;

  /** Changes the estimate and tells listeners, as the browser does when the signal changes. */
  update(next: Partial<Pick<FakeConnection, 'saveData' | 'effectiveType' | 'downlink'>>) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}

/** Puts `connection` on navigator until `removeConnection`. */
export function installConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
}

export function removeConnection() {
  Reflect.deleteProperty(navigator, 'connection');
}
