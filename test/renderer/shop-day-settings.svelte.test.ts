/**
 * Settings › Shop day & alarm: the times, the bake lists printed by themselves, the due-today slips and
 * the alarm are saved as the person set them; what cannot work is refused before saving; the sound can
 * be heard before choosing it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import type { AlarmSound } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { SoundPlayer } from '../../src/lib/alarm-sound';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import { draftFrom, newBakeListSchedule } from '../../src/lib/settings-form';
import ShopDaySection from '../../src/settings/ShopDaySection.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';

const LABELS = printerSettings({
  id: 'labels',
  name: 'Labels',
  uri: 'tcp://192.168.1.60:9100',
  role: 'label',
});
const KITCHEN = printerSettings({ id: 'kitchen', name: 'Kitchen', uri: 'tcp://192.168.1.61:9100' });

async function showSettings(api: FakeApi, save = 'Save settings', heading = 'Shop day & alarm') {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const view = render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
  await screen.findByRole('button', { name: save });
  const section = screen.getByRole('region', { name: heading });
  return { ...view, section: within(section) };
}

const saved = (api: FakeApi): SettingsUpdate[] =>
  api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

const options = (select: HTMLElement): string[] =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent?.trim() ?? '');

describe('Settings › Shop day & alarm', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        printers: [COUNTER, KITCHEN, LABELS],
        shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter'] }],
      },
    };
  });

  it('saves the times, a bake list, the due-today slips and the alarm as set', async () => {
    const { section } = await showSettings(api);
    await fireEvent.input(section.getByLabelText('Opening time'), { target: { value: '06:30' } });
    await fireEvent.input(section.getByLabelText('Closing time'), { target: { value: '18:30' } });

    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    const schedule = within(section.getByRole('listitem', { name: 'Bake list 1' }));
    // Bake lists print on receipt printers: the label printer is not offered.
    expect(options(schedule.getByLabelText('On'))).toEqual(['Counter', 'Kitchen']);
    expect(options(schedule.getByLabelText('Shop'))).toEqual(['all shops', 'Bakkerij Noëlle']);
    await fireEvent.change(schedule.getByLabelText('Of'), { target: { value: 'today' } });
    await fireEvent.input(schedule.getByLabelText('At'), { target: { value: '05:15' } });
    await fireEvent.change(schedule.getByLabelText('On'), { target: { value: 'kitchen' } });
    await fireEvent.change(schedule.getByLabelText('Shop'), { target: { value: '1042' } });

    await fireEvent.click(section.getByLabelText(/Print a short “due today” slip/));
    await fireEvent.change(section.getByLabelText('When'), { target: { value: 'before-due' } });
    await fireEvent.input(section.getByLabelText('Minutes before pick-up'), { target: { value: '45' } });

    await fireEvent.change(section.getByLabelText('Sound'), { target: { value: 'until-acknowledged' } });
    await fireEvent.change(section.getByLabelText('Which sound'), { target: { value: 'chime' } });
    await fireEvent.click(section.getByLabelText('For new orders'));

    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    const { shopDay, alarm } = saved(api)[0]!.settings;
    expect(shopDay).toEqual({
      openingTime: '06:30',
      closingTime: '18:30',
      bakeLists: [
        {
          id: expect.stringMatching(/^bake-[0-9a-z]+$/),
          day: 'today',
          time: '05:15',
          printerId: 'kitchen',
          shopId: 1042,
        },
      ],
      dueSlips: { enabled: true, printerId: null, when: 'before-due', minutesBefore: 45 },
    });
    expect(alarm).toEqual({ mode: 'until-acknowledged', sound: 'chime', newOrders: false, problems: true });
  });

  it('keeps every schedule’s id for good: one removed and another added never share it', async () => {
    const draft = draftFrom(api.settings);
    const first = newBakeListSchedule(draft, 1_000);
    draft.shopDay.bakeLists.push(first);
    draft.shopDay.bakeLists.push(newBakeListSchedule(draft, 1_000));
    expect(new Set(draft.shopDay.bakeLists.map((schedule) => schedule.id)).size).toBe(2);
    draft.shopDay.bakeLists = draft.shopDay.bakeLists.filter((schedule) => schedule.id !== first.id);
    expect(newBakeListSchedule(draft, 2_000).id).not.toBe(first.id);
    expect(first).toMatchObject({ day: 'tomorrow', printerId: 'counter', shopId: null });

    const { section } = await showSettings(api);
    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    await fireEvent.click(section.getByRole('button', { name: 'Remove: Bake list 1' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.shopDay.bakeLists).toHaveLength(1);
  });

  it('refuses a closing time before opening, and a schedule without a time, before saving', async () => {
    const { section } = await showSettings(api);
    await fireEvent.input(section.getByLabelText('Closing time'), { target: { value: '06:00' } });
    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    const schedule = within(section.getByRole('listitem', { name: 'Bake list 1' }));
    await fireEvent.input(schedule.getByLabelText('At'), { target: { value: '' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await section.findByText('The closing time must come after the opening time.')).toBeTruthy();
    expect(schedule.getByText('Enter a time such as 07:30.')).toBeTruthy();
    expect(section.getByLabelText('Closing time').getAttribute('aria-invalid')).toBe('true');
    expect(saved(api)).toHaveLength(0);
  });

  it('is worded in Dutch and French too', async () => {
    i18n.set('nl');
    const dutch = await showSettings(api, 'Instellingen opslaan', 'Winkeldag & alarm');
    expect(dutch.section.getByLabelText('Sluitingsuur')).toBeTruthy();
    dutch.unmount();
    i18n.set('fr');
    const { section } = await showSettings(api, 'Enregistrer les réglages', 'Journée du magasin et alarme');
    expect(section.getByLabelText('Heure de fermeture')).toBeTruthy();
    expect(options(section.getByLabelText('Son'))).toContain(
      'jusqu’à ce que quelqu’un appuie sur «\u202fEntendu\u202f»',
    );
  });

  it('plays the chosen sound when “Play” is pressed', async () => {
    const played: AlarmSound[] = [];
    const player: SoundPlayer = {
      play: (sound) => (played.push(sound), Promise.resolve()),
      unlock: () => Promise.resolve(),
    };
    // A $state draft, as SettingsView hands it over: the section binds its fields to it.
    const draft = $state(draftFrom(api.settings));
    draft.alarm = { ...draft.alarm, sound: 'beep' };
    render(ShopDaySection, { props: { draft, errors: {}, player } });
    await fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(played).toEqual(['beep']));
  });

  it('says so when the sound cannot play, instead of staying silent', async () => {
    const player: SoundPlayer = {
      play: () => Promise.reject(new Error('NotAllowedError')),
      unlock: () => Promise.resolve(),
    };
    const draft = $state(draftFrom(api.settings));
    render(ShopDaySection, { props: { draft, errors: {}, player } });
    await fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sound could not play. Check that this computer’s sound is on, then try again.',
    );
  });

  it('greys what the alarm sounds for while it is off', async () => {
    const { section } = await showSettings(api);
    await fireEvent.change(section.getByLabelText('Sound'), { target: { value: 'off' } });
    expect(section.getByLabelText<HTMLInputElement>('For new orders').disabled).toBe(true);
    expect(section.getByLabelText<HTMLInputElement>(/For problems/).disabled).toBe(true);
    await fireEvent.change(section.getByLabelText('Sound'), { target: { value: 'once' } });
    expect(section.getByLabelText<HTMLInputElement>('For new orders').disabled).toBe(false);
  });

  it('never adds a bake list that repeats another, and says when one does', async () => {
    const { section } = await showSettings(api);
    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    await fireEvent.click(section.getByRole('button', { name: 'Add a bake list' }));
    const second = within(section.getByRole('listitem', { name: 'Bake list 2' }));
    expect(second.getByLabelText<HTMLInputElement>('At').value).not.toBe(
      within(section.getByRole('listitem', { name: 'Bake list 1' })).getByLabelText<HTMLInputElement>('At')
        .value,
    );
    expect(second.queryByText(/would print twice/)).toBeNull();
    await fireEvent.input(second.getByLabelText('At'), { target: { value: '14:00' } });
    expect(second.getByText('Same as bake list 1: it would print twice. Change or remove one.')).toBeTruthy();
    // Not saved while it would print twice.
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(second.getByLabelText('At').getAttribute('aria-invalid')).toBe('true'));
    expect(saved(api)).toHaveLength(0);
  });

  it('says why no bake list can be added without a receipt printer', async () => {
    api.settings = { ...api.settings, settings: { ...api.settings.settings, printers: [LABELS] } };
    const { section } = await showSettings(api);
    const add = section.getByRole('button', { name: 'Add a bake list' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(section.getByText('Add a receipt printer first: a bake list prints on one.')).toBeTruthy();
  });
});
