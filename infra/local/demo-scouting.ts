import type { ScoutingCategory, ScoutingSeverity } from '../../shared/domain/scouting';
import { db } from '../../functions/core/db/service';
import { createNote } from '../../functions/core/scouting/note-store';
import { makeTask } from '../../functions/core/scouting/note-task';

/**
 * The demo owner's scouting notes: a few notes on the demo farm's fields, of different categories and severities,
 * pinned at the fields' centres and dated over the last two weeks, one of them already a task. Loaded once: a team
 * that has notes keeps them as they are.
 */
interface DemoNote {
  /** The field's index in the team's field list (the demo farm's fields, by name). */
  field: number;
  category: ScoutingCategory;
  severity: ScoutingSeverity;
  text: string;
  daysAgo: number;
  /** Metres north of the field's centre, so two notes on one field do not share a pin. */
  north?: number;
  task?: { name: string; description: string };
}

export const DEMO_NOTES: readonly DemoNote[] = [
  {
    field: 0,
    category: 'pest',
    severity: 'high',
    text: 'Fall armyworm in the whorls of the young maize, worst along the east edge.',
    daysAgo: 2,
    task: { name: 'Spray for fall armyworm', description: 'Spray the east half of the field before the larvae grow. From a scouting note.' },
  },
  { field: 0, category: 'weed', severity: 'medium', text: 'Striga coming up between the rows.', daysAgo: 9, north: 60 },
  { field: 1, category: 'disease', severity: 'medium', text: 'Leaf blight spots on the lower leaves.', daysAgo: 4 },
  { field: 2, category: 'water', severity: 'high', text: 'Standing water in the low corner after the storm.', daysAgo: 1 },
  { field: 3, category: 'nutrient', severity: 'low', text: 'Pale leaves in a strip: likely short of nitrogen.', daysAgo: 12 },
];

const METRES_PER_DEGREE = 111_320;

export async function loadDemoScouting(ownerId: string, teamId: string, now = new Date()): Promise<number> {
  const { data: notes } = await db().entities.scoutingNote.query.byTeam({ teamId }).go({ limit: 1, attributes: ['noteId'] });
  if (notes.length > 0) return 0;
  const { data: fields } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId', 'name', 'centroid'] });
  const sorted = [...fields].sort((a, b) => a.name.localeCompare(b.name));
  const { data: owner } = await db().entities.profile.get({ userId: ownerId }).go();
  const author = { userId: ownerId, name: owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'Demo owner' };
  let added = 0;
  for (const demo of DEMO_NOTES) {
    const field = sorted[demo.field % Math.max(1, sorted.length)];
    if (!field) continue;
    const [lng = 0, lat = 0] = field.centroid;
    const observed = new Date(now.getTime() - demo.daysAgo * 24 * 3600 * 1000);
    const note = await createNote(
      teamId,
      author,
      {
        field: field.fieldId,
        lat: lat + (demo.north ?? 0) / METRES_PER_DEGREE,
        lng,
        source: 'tap',
        accuracy_m: null,
        text: demo.text,
        category: demo.category,
        severity: demo.severity,
        observed_at: observed.toISOString(),
      },
      undefined,
      now,
    );
    if (demo.task) await makeTask(teamId, ownerId, note.noteId, { ...demo.task, type: 'spraying', planned_cost: 0, actual_cost: 0, assignees: [] }, undefined, now);
    added++;
  }
  return added;
}
