import { describe, expect, it } from 'vitest';
import { trayIconPath, trayMenu } from '../../electron/main/tray';

describe('the tray menu', () => {
  const clicked: string[] = [];
  const actions = {
    open: () => clicked.push('open'),
    pauseAll: () => clicked.push('pause'),
    resumeAll: () => clicked.push('resume'),
    quit: () => clicked.push('quit'),
  };

  it('opens the window, pauses printing, quits', () => {
    const menu = trayMenu(false, actions);
    expect(menu.map((item) => item.label ?? item.type)).toEqual([
      'Open OrderSlip',
      'separator',
      'Pause printing',
      'separator',
      'Quit OrderSlip',
    ]);
    for (const item of menu) (item.click as (() => void) | undefined)?.();
    expect(clicked).toEqual(['open', 'pause', 'quit']);
  });

  it('offers to resume when everything is paused', () => {
    expect(trayMenu(true, actions).map((item) => item.label)).toContain('Resume printing');
  });

  it('shows the icon for the state', () => {
    expect(trayIconPath('/res', 'attention')).toBe('/res/tray/attention.png');
  });
});
