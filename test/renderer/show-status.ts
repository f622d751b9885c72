/** Status as the window shows it, on a fake AppApi: live (it listens for events) from the first look. */
import { render } from '@testing-library/svelte';
import { vi } from 'vitest';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import StatusView from '../../src/views/StatusView.svelte';
import type { FakeApi } from './fake-api';

export async function showStatus(api: FakeApi, onsetup = vi.fn()) {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const stop = live.listen();
  const view = render(StatusView, { props: { api, live, info: await api.getAppInfo(), onsetup } });
  return { ...view, live, stop, onsetup };
}
