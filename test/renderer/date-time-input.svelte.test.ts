/**
 * Dates and times in the window's language (issue 26 §2): the browser's own fields showed mm/dd/yyyy
 * and AM/PM on Dutch and French pages. The text is read and written the language's way, on the 24-hour
 * clock; the model keeps ISO values; text that is none says so. (A `.svelte.test.ts` file, so the props
 * can be a `$state` object the field writes its bound value into.)
 */
import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import DateTimeInput from '../../src/components/DateTimeInput.svelte';
import {
  dateFormatText,
  dateShape,
  formatDateText,
  parseDateText,
  parseTimeText,
  timeFormatText,
} from '../../src/lib/date-time-text';
import { i18n, MESSAGES } from '../../src/lib/i18n.svelte';
import { LANGUAGES, localeTag } from '../../electron/common/words/languages';

afterEach(() => i18n.set('en'));

describe('dates and times as text', () => {
  it('writes a date day first in every language, with its own separator, and reads it back', () => {
    expect(LANGUAGES.map((language) => formatDateText('2026-11-08', localeTag(language)))).toEqual([
      '08/11/2026',
      '08/11/2026',
      '08.11.2026',
      '08/11/2026',
    ]);
    for (const language of LANGUAGES) {
      const locale = localeTag(language);
      expect(dateShape(locale).order).toEqual(['day', 'month', 'year']);
      expect(parseDateText(formatDateText('2026-11-08', locale), locale)).toBe('2026-11-08');
    }
    expect(formatDateText('', 'nl-BE')).toBe('');
  });

  it('shows the format in the language’s letters', () => {
    const format = (language: (typeof LANGUAGES)[number]) =>
      dateFormatText(localeTag(language), MESSAGES[language].dateInput.letters);
    expect(format('nl')).toBe('dd/mm/jjjj');
    expect(format('fr')).toBe('jj/mm/aaaa');
    expect(format('de')).toBe('TT.MM.JJJJ');
    expect(format('en')).toBe('dd/mm/yyyy');
    expect(timeFormatText(MESSAGES.nl.dateInput.letters)).toBe('uu:mm');
    expect(timeFormatText(MESSAGES.fr.dateInput.letters)).toBe('hh:mm');
  });

  it('reads a date typed the ways people type it, day first, and refuses what is no day', () => {
    const nl = (text: string) => parseDateText(text, 'nl-BE');
    expect(nl('8/11/2026')).toBe('2026-11-08');
    expect(nl(' 08-11-2026 ')).toBe('2026-11-08');
    expect(nl('8.11.26')).toBe('2026-11-08');
    expect(nl('8 11 2026')).toBe('2026-11-08');
    expect(nl('08112026')).toBe('2026-11-08');
    expect(nl('2026-11-08')).toBe('2026-11-08');
    expect(parseDateText('11/8/2026', 'en-GB')).toBe('2026-08-11');
    expect(parseDateText('29.02.2028', 'de-BE')).toBe('2028-02-29');
    for (const none of [
      '',
      '31/02/2026',
      '29/02/2027',
      '13/13/2026',
      '8/11',
      '8/11/202',
      '1/2/3/4',
      'morgen',
      '2026-13-01',
    ])
      expect(nl(none), none).toBeNull();
  });

  it('reads a time on the 24-hour clock, as people type it, and refuses what is no time', () => {
    expect(parseTimeText('7:30')).toBe('07:30');
    expect(parseTimeText('07.30')).toBe('07:30');
    expect(parseTimeText('7h30')).toBe('07:30');
    expect(parseTimeText('7 h 30')).toBe('07:30');
    expect(parseTimeText('730')).toBe('07:30');
    expect(parseTimeText('1805')).toBe('18:05');
    expect(parseTimeText('7')).toBe('07:00');
    expect(parseTimeText('18h')).toBe('18:00');
    expect(parseTimeText('00:00')).toBe('00:00');
    for (const none of ['', '24:00', '12:60', '7:3', '7:30 PM', 'tien uur', '12345'])
      expect(parseTimeText(none), none).toBeNull();
  });
});

describe('DateTimeInput', () => {
  it('shows an ISO date the Dutch way and puts what is typed back as ISO', async () => {
    i18n.set('nl');
    const props = $state({ kind: 'date' as const, label: 'Datum', value: '2026-11-28' });
    render(DateTimeInput, { props });
    const field = screen.getByPlaceholderText('dd/mm/jjjj') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.value).toBe('28/11/2026');
    await fireEvent.input(field, { target: { value: '1/12/2026' } });
    expect(props.value).toBe('2026-12-01');
    // Leaving the field writes it the language's way; what was typed is not rewritten meanwhile.
    expect(field.value).toBe('1/12/2026');
    await fireEvent.change(field, { target: { value: '1/12/2026' } });
    expect(field.value).toBe('01/12/2026');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('says, in the language, that a text is no date, and the model then holds nothing', async () => {
    i18n.set('fr');
    const props = $state({ kind: 'date' as const, label: 'Échéance du', value: '2026-11-28' });
    render(DateTimeInput, { props });
    const field = screen.getByPlaceholderText('jj/mm/aaaa') as HTMLInputElement;
    await fireEvent.input(field, { target: { value: '31/02/2026' } });
    // Still typing: nothing said yet, nothing taken.
    expect(screen.queryByText(/Date non valable/)).toBeNull();
    await fireEvent.change(field, { target: { value: '31/02/2026' } });
    const problem = screen.getByText(
      /^Date non valable\s: à écrire jj\/mm\/aaaa, par exemple \d{2}\/\d{2}\/\d{4}\.$/,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(problem.id);
    expect(props.value).toBe('');
    await fireEvent.change(field, { target: { value: '28/02/2026' } });
    expect(props.value).toBe('2026-02-28');
    expect(screen.queryByText(/Date non valable/)).toBeNull();
  });

  it('keeps the last good day where asked (the Day view), and an empty optional date is no filter', async () => {
    i18n.set('en');
    const day = $state({
      kind: 'date' as const,
      label: 'Date',
      value: '2026-11-28',
      required: true,
      keepLastValid: true,
    });
    const { unmount } = render(DateTimeInput, { props: day });
    const field = screen.getByPlaceholderText('dd/mm/yyyy') as HTMLInputElement;
    await fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('A date is needed, as dd/mm/yyyy.')).toBeTruthy();
    expect(day.value).toBe('2026-11-28');
    unmount();

    const filter = $state({ kind: 'date' as const, label: 'Due from', value: '2026-11-28' });
    render(DateTimeInput, { props: filter });
    const from = screen.getByPlaceholderText('dd/mm/yyyy') as HTMLInputElement;
    await fireEvent.input(from, { target: { value: '' } });
    await fireEvent.change(from, { target: { value: '' } });
    expect(filter.value).toBe('');
    expect(from.getAttribute('aria-invalid')).toBe('false');
  });

  it('follows a value set from outside and a change of language', async () => {
    i18n.set('nl');
    const props = $state({ kind: 'date' as const, label: 'Datum', value: '2026-11-28' });
    render(DateTimeInput, { props });
    const field = screen.getByPlaceholderText('dd/mm/jjjj') as HTMLInputElement;
    props.value = '2026-12-24';
    await expect.poll(() => field.value).toBe('24/12/2026');
    i18n.set('de');
    await expect.poll(() => field.value).toBe('24.12.2026');
    expect(field.placeholder).toBe('TT.MM.JJJJ');
    // A text that is none stays as typed, and is said to be none in the new language.
    await fireEvent.change(field, { target: { value: '32.12.2026' } });
    expect(screen.getByText(/^Kein gültiges Datum: Schreibweise TT\.MM\.JJJJ/)).toBeTruthy();
    i18n.set('fr');
    await screen.findByText(/^Date non valable\s: à écrire jj\/mm\/aaaa/);
    expect(field.value).toBe('32.12.2026');
  });

  it('takes the calendar’s pick as the date', async () => {
    i18n.set('nl');
    const props = $state({ kind: 'date' as const, label: 'Datum', value: '2026-11-28' });
    const { container } = render(DateTimeInput, { props });
    expect(screen.getByRole('button', { name: 'Datum: kiezen in de kalender' })).toBeTruthy();
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(calendar.getAttribute('aria-hidden')).toBe('true');
    await fireEvent.change(calendar, { target: { value: '2027-01-05' } });
    expect(props.value).toBe('2027-01-05');
    expect((screen.getByPlaceholderText('dd/mm/jjjj') as HTMLInputElement).value).toBe('05/01/2027');
  });

  it('shows and takes a time on the 24-hour clock, and says when a required time is missing or wrong', async () => {
    i18n.set('nl');
    const props = $state({ kind: 'time' as const, label: 'Openingsuur', value: '18:30', required: true });
    render(DateTimeInput, { props });
    const field = screen.getByPlaceholderText('uu:mm') as HTMLInputElement;
    expect(field.value).toBe('18:30');
    expect(screen.queryByRole('button')).toBeNull();
    await fireEvent.change(field, { target: { value: '6u' } });
    expect(
      screen.getByText('Geen geldig tijdstip. Schrijfwijze: uu:mm, 24 uur, bijvoorbeeld 07:30.'),
    ).toBeTruthy();
    expect(props.value).toBe('');
    await fireEvent.change(field, { target: { value: '6.05' } });
    expect(props.value).toBe('06:05');
    expect(field.value).toBe('06:05');
    await fireEvent.change(field, { target: { value: ' ' } });
    expect(screen.getByText('Hier hoort een tijdstip, als uu:mm.')).toBeTruthy();
  });
});
