import type { ReadMeter } from './byte-source';

/**
 * Readers shared by many calls on the same scenes (a worker computing every field of a team on a new scene, the
 * tiles of one map): a scene's files are opened and their headers parsed once, decoded tiles reused between
 * neighbouring fields. One reader per scene id.
 */
export class ReaderPool<Scene extends { id: string }, Reader extends { close(): Promise<void> }> {
  private readonly readers = new Map<string, Reader>();

  constructor(
    readonly meter: ReadMeter,
    private readonly open: (scene: Scene, meter: ReadMeter) => Reader,
  ) {}

  reader(scene: Scene): Reader {
    let reader = this.readers.get(scene.id);
    if (!reader) {
      reader = this.open(scene, this.meter);
      this.readers.set(scene.id, reader);
    }
    return reader;
  }

  async close(): Promise<void> {
    const readers = [...this.readers.values()];
    this.readers.clear();
    await Promise.all(readers.map((reader) => reader.close()));
  }
}
