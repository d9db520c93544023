import { rememberedTeamOfField } from '../core/imagery/field-shape';

/** The field a monitoring route addresses belongs to a team; callers of other teams read it as not found. */
export const ownerOfField = ({ query }: { query: { field: string } }) => rememberedTeamOfField(query.field);

