import { useEffect } from 'react';
import { Pane, useMap } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import FieldImageryMap from './field-imagery-map';
import { FieldIndexLayer } from './field-index-layer';

export type CompareMode = 'swipe' | 'opacity';

/** One side's image: its date and, when drawn there, its index. */
export interface CompareImage {
  date: string | null;
  index: ScalarIndexId | null;
}

/** Above the tile pane (200), below the field outline in the overlay pane (400). */
const RIGHT_PANE = 'compare-right';

/**
 * Clips or fades the pane holding the right date's layers: swipe shows them right of the divider (at `value` % of
 * the map's width), opacity lays them over the left date at `value` %. The clip is in the panes' own coordinates,
 * which move with the map, so it is worked out again on every move.
 */
function RightPaneStyle({ mode, value }: { mode: CompareMode; value: number }) {
  const map = useMap();
  useEffect(() => {
    const pane = map.getPane(RIGHT_PANE);
    if (!pane) return undefined;
    const apply = () => {
      if (mode === 'opacity') {
        pane.style.clip = '';
        pane.style.opacity = String(value / 100);
        return;
      }
      const size = map.getSize();
      const nw = map.containerPointToLayerPoint([0, 0]);
      const se = map.containerPointToLayerPoint(size);
      const divider = nw.x + (size.x * value) / 100;
      pane.style.opacity = '1';
      pane.style.clip = `rect(${nw.y}px, ${se.x}px, ${se.y}px, ${divider}px)`;
    };
    apply();
    map.on('move resize zoomend', apply);
    return () => {
      map.off('move resize zoomend', apply);
    };
  }, [map, mode, value]);
  return null;
}

export interface CompareMapProps {
  field: Field;
  left: CompareImage;
  right: CompareImage;
  mode: CompareMode;
  value: number;
  label: string;
}

/** The two dates of the split view on one map: the left date below, the right date swiped or faded over it. */
export default function CompareMap({ field, left, right, mode, value, label }: CompareMapProps) {
  return (
    <div style={{ position: 'relative' }} data-compare-mode={mode} data-compare-value={value} data-right-date={right.date ?? ''} data-right-index={right.index ?? ''}>
      <FieldImageryMap label={label} field={field} date={left.date} index={left.index} showIndex={Boolean(left.index)} height="60vh" scrollWheelZoom={false} fit target={null}>
        {right.date && (
          <Pane name={RIGHT_PANE} style={{ zIndex: 350 }}>
            <FieldIndexLayer field={field.id} index="TRUE_COLOR" date={right.date} opacity={1} zIndex={1} />
            {right.index && <FieldIndexLayer field={field.id} index={right.index} date={right.date} opacity={0.9} zIndex={2} />}
          </Pane>
        )}
        <RightPaneStyle mode={mode} value={value} />
      </FieldImageryMap>
      {mode === 'swipe' && (
        <div aria-hidden style={{ position: 'absolute', top: 0, bottom: 0, left: `${value}%`, width: 3, marginLeft: -1, background: '#fff', boxShadow: '0 0 4px rgba(0,0,0,0.6)', zIndex: 1000, pointerEvents: 'none' }} />
      )}
    </div>
  );
}
