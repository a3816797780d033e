import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { PublicationCalendarView } from '~/domain/delivery/calendar-view';
import { isPublicationDay } from '~/domain/delivery/calendar';
import { WEEKDAYS } from '~/domain/shared/weekdays';
import {
  type DateRange,
  type PickMode,
  calendarFromView,
  dayAfterKey,
  dayLabel,
  monthOf,
  monthTitle,
  monthWeeks,
  pickDate,
  rangePlace,
  shiftMonth,
} from '~/domain/delivery/month-calendar';
import { nextIcon, previousIcon } from '~/components/icons/icons';
import { Icon } from '~/components/icons/icon';
import './month-calendar.css';

const HINTS: Record<PickMode, string> = {
  range: 'Valitse ensin alkupäivä ja sitten loppupäivä.',
  end: 'Valitse loppupäivä.',
  single: 'Valitse päivä.',
};

interface Props {
  /** Names the calendar for screen readers, e.g. 'Keskeytyksen päivät kalenterissa'. */
  label: string;
  calendar: PublicationCalendarView;
  range: DateRange;
  /** A range (the default), only its end (a running change) or a single day. */
  mode?: PickMode;
  onPick: (range: DateRange) => void;
}

/**
 * A month of days (issue 34 item 5) beside the dialog's date fields, which stay: the paper's
 * publication days are marked, the chosen range shown, and a tap or Enter on a day fills the
 * start, then the end. The keys of the grid pattern move within it (arrows, Home, End, Page Up,
 * Page Down); only one day is in the tab order. Days outside the calendar's span are disabled.
 */
export default function MonthCalendar({ label, calendar, range, mode = 'range', onPick }: Props) {
  const rules = useMemo(() => calendarFromView(calendar), [calendar]);
  const inSpan = (d: string) => calendar.from <= d && d <= calendar.to;
  const initial = [range.end, range.start, calendar.from].find((d) => d !== '' && inSpan(d));
  const [focusDay, setFocusDay] = useState(initial ?? calendar.from);
  const [month, setMonth] = useState(monthOf(focusDay));
  const grid = useRef<HTMLTableElement>(null);
  // A date typed in a field shows its month (state adjusted while rendering, not in an effect).
  const shown = range.end || range.start;
  const [followed, setFollowed] = useState(shown);
  if (shown !== followed) {
    setFollowed(shown);
    if (shown !== '' && inSpan(shown)) {
      setFocusDay(shown);
      setMonth(monthOf(shown));
    }
  }
  const first = monthOf(calendar.from);
  const last = monthOf(calendar.to);

  const moveTo = (day: string) => {
    const clamped = day < calendar.from ? calendar.from : day > calendar.to ? calendar.to : day;
    setFocusDay(clamped);
    setMonth(monthOf(clamped));
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-day="${clamped}"]`)?.focus(),
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayAfterKey(day, e.key);
    if (next === null) return;
    e.preventDefault();
    moveTo(next);
  };
  const showMonth = (m: string) => {
    setMonth(m);
    // The tab stop follows into the month shown.
    const firstDay = `${m}-01` < calendar.from ? calendar.from : `${m}-01`;
    setFocusDay(monthOf(focusDay) === m ? focusDay : firstDay);
  };

  return (
    <div className="month-calendar" role="group" aria-label={label}>
      <div className="month-calendar-top">
        <button
          type="button"
          className="button button-secondary month-calendar-move"
          disabled={month <= first}
          onClick={() => showMonth(shiftMonth(month, -1))}
          aria-label="Edellinen kuukausi"
        >
          <Icon svg={previousIcon} />
        </button>
        <p className="month-calendar-title" aria-live="polite">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          className="button button-secondary month-calendar-move"
          disabled={month >= last}
          onClick={() => showMonth(shiftMonth(month, 1))}
          aria-label="Seuraava kuukausi"
        >
          <Icon svg={nextIcon} />
        </button>
      </div>
      <table ref={grid} className="month-calendar-grid">
        <caption className="visually-hidden">{monthTitle(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w.short} scope="col" abbr={w.name}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((d) => d !== null) ?? ''}>
              {week.map((day, i) => {
                if (day === null) return <td key={`pad-${i}`} />;
                const place = rangePlace(day, range);
                const published = isPublicationDay(day, rules);
                const usable = inSpan(day);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={[
                        'month-day',
                        published ? 'is-published' : '',
                        place ? `is-${place}` : '',
                      ].join(' ')}
                      aria-label={dayLabel(day, rules, range)}
                      aria-pressed={place === 'start' || place === 'end'}
                      disabled={!usable}
                      tabIndex={day === focusDay ? 0 : -1}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      onClick={() => {
                        setFocusDay(day);
                        onPick(pickDate(range, day, mode));
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        <span className="month-day-key is-published" aria-hidden="true" /> Lehti ilmestyy.{' '}
        {HINTS[mode]}
      </p>
    </div>
  );
}
