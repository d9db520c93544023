import { area } from '@turf/turf';
import type { PolygonGeometry } from '../../../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../../shared/domain/fields';
import { messageRef } from '../../../../shared/i18n/message-ref';

/** The area of a drawn or walked outline in hectares (holes: a drawing has none). */
export function polygonAreaHa(geometry: PolygonGeometry): number {
  return area(geometry) / 10_000;
}

/**
 * An area as people read it in their language: grouped, 2 decimals below 100 ha (a small plot's size matters to
 * the hundredth), whole hectares above (a tap-drawn square once showed '596071835.66 ha').
 */
export function formatHectares(locale: string, ha: number): string {
  const digits = ha < 100 ? 2 : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true }).format(ha);
}

/**
 * The server's refusal of an area outside a field's limits (FIELD_LIMITS), said before saving with the number in
 * the language's format: a catalogue messageRef for formatText, or null when the area is allowed.
 */
export function areaRefusal(locale: string, ha: number): string | null {
  if (ha < FIELD_LIMITS.minAreaHa) return FIELD_MESSAGES.drawRefused(messageRef('fields.tooSmall', { area: formatHectares(locale, ha) }));
  if (ha > FIELD_LIMITS.maxAreaHa) return FIELD_MESSAGES.drawRefused(messageRef('fields.tooBig', { area: formatHectares(locale, ha) }));
  return null;
}
