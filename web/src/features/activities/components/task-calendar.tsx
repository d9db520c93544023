import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { LocaleInput } from '@fullcalendar/core';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import type { QueuedWrite } from '../../../lib/offline/queued-write';

/** Closed magenta, open green; a close waiting to be sent amber, a refused one red. */
function colourOf(task: Activity, write: QueuedWrite | undefined): string {
  if (write?.state === 'conflict' || write?.state === 'failed') return '#cf1322';
  if (write) return '#ad6800';
  return task.status === 'close' ? '#c41d7f' : '#2e7d32';
}

/**
 * The month calendar of My Tasks: each task an all-day event from its start to its end date (FullCalendar's end is
 * exclusive, hence the extra day). Loaded on demand with the page, so the other pages do not carry it.
 */
export default function TaskCalendar({ tasks, pending, onOpen }: { tasks: Activity[]; pending: ReadonlyMap<string, QueuedWrite>; onOpen: (id: string) => void }) {
  const intl = useIntl();
  // FullCalendar has no Hausa, Yoruba, Igbo or Pidgin locale: its words come from our catalogue, and its month and
  // day names from the browser's Intl under the language's code (which knows all five).
  const locale = useMemo<LocaleInput>(() => {
    const say = (id: `activities.calendar.${'today' | 'previous' | 'next' | 'todayHint' | 'previousHint' | 'nextHint'}`) => intl.formatMessage({ id });
    return {
      code: intl.locale,
      week: { dow: 1, doy: 4 },
      buttonText: { today: say('activities.calendar.today'), prev: say('activities.calendar.previous'), next: say('activities.calendar.next') },
      buttonHints: { today: say('activities.calendar.todayHint'), prev: say('activities.calendar.previousHint'), next: say('activities.calendar.nextHint') },
      allDayText: intl.formatMessage({ id: 'activities.calendar.allDay' }),
      moreLinkText: (count: number) => intl.formatMessage({ id: 'activities.calendar.more' }, { count }),
      noEventsText: intl.formatMessage({ id: 'activities.calendar.noEvents' }),
    };
  }, [intl]);
  /** A task closed on this phone and not yet sent, or refused, says so after its name. */
  const titleOf = (task: Activity, write: QueuedWrite | undefined) =>
    write ? `${task.name} · ${intl.formatMessage({ id: `field-app.sync.state.${write.state === 'sending' ? 'waiting' : write.state}` })}` : task.name;
  return (
    <FullCalendar
      locale={locale}
      plugins={[dayGridPlugin]}
      initialView="dayGridMonth"
      initialDate={tasks[0]?.start_date}
      height="auto"
      firstDay={1}
      // Accessible as it comes: text buttons instead of icon glyphs without names, no faded days of the
      // neighbouring months (their contrast is too low), and day numbers as plain text rather than links whose
      // names differ from what they show.
      buttonIcons={false}
      showNonCurrentDates={false}
      fixedWeekCount={false}
      navLinks={false}
      // A day cell is named after its full date while it shows the day number and its tasks: let its content name it.
      dayCellDidMount={(cell) => cell.el.removeAttribute('aria-labelledby')}
      events={tasks.map((task) => ({
        id: task.id,
        title: titleOf(task, pending.get(task.id)),
        start: task.start_date,
        end: dayjs(task.end_date).add(1, 'day').format('YYYY-MM-DD'),
        allDay: true,
        color: colourOf(task, pending.get(task.id)),
      }))}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        onOpen(info.event.id);
      }}
    />
  );
}
