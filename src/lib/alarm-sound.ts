/**
 * The alarm's sound: the bundled sounds drawn with Web Audio (no files to ship), and when to play them —
 * once per alarm id, or again every few seconds until the alarm is acknowledged (here or in another
 * window: the alarm becomes null). Browsers refuse to play before a click in the page: that refusal is
 * reported, so the banner can ask for one click, which lets the sound play from then on.
 */
import type { AlarmView } from '../../electron/common/contract/app-api';
import type { AlarmSound } from '../../electron/common/contract/settings';

/** Plays one sound; rejects when the browser does not let it play yet. */
export interface SoundPlayer {
  play(sound: AlarmSound): Promise<void>;
  /** Called from a click: the browser allows sound from then on. */
  unlock(): Promise<void>;
}

export interface RepeatTimer {
  every(ms: number, run: () => void): () => void;
}

/** How often "until acknowledged" plays again. */
export const REPEAT_MS = 5_000;

const realTimer: RepeatTimer = {
  every(ms, run) {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

/** Follows the alarm's view and plays its sound as its mode says. */
export class AlarmSounder {
  private playedId: number | null = null;
  private stopRepeat: (() => void) | null = null;
  private current: AlarmView | null = null;

  constructor(
    private readonly player: SoundPlayer,
    /** True: the browser refused to play (a click is needed); false once a sound played. */
    private readonly onBlocked: (blocked: boolean) => void,
    private readonly timer: RepeatTimer = realTimer,
  ) {}

  update(alarm: AlarmView | null): void {
    this.current = alarm;
    if (alarm === null) {
      this.quiet();
      return;
    }
    const fresh = alarm.id !== this.playedId;
    this.playedId = alarm.id;
    if (alarm.mode === 'once') {
      this.quiet();
      if (fresh) this.play();
      return;
    }
    if (fresh) this.play();
    this.stopRepeat ??= this.timer.every(REPEAT_MS, () => this.play());
  }

  /** A click allowed sound: play what is sounding now (the one time a "once" alarm could not). */
  async unlock(): Promise<void> {
    await this.player.unlock();
    if (this.current) this.play();
  }

  stop(): void {
    this.current = null;
    this.quiet();
  }

  private quiet(): void {
    this.stopRepeat?.();
    this.stopRepeat = null;
  }

  private play(): void {
    const alarm = this.current;
    if (!alarm) return;
    this.player.play(alarm.sound).then(
      () => this.onBlocked(false),
      () => this.onBlocked(true),
    );
  }
}

interface Note {
  readonly frequency: number;
  readonly type: OscillatorType;
  /** Seconds from the start of the sound. */
  readonly at: number;
  readonly length: number;
  readonly volume: number;
}

/** Each sound as notes: a struck bell (a few inharmonic partials, long decay), a three-note chime, beeps. */
const SOUNDS: Readonly<Record<AlarmSound, readonly Note[]>> = {
  bell: [0, 1.1].flatMap((at) => [
    { frequency: 660, type: 'sine', at, length: 1.2, volume: 0.5 },
    { frequency: 660 * 2.76, type: 'sine', at, length: 0.8, volume: 0.2 },
    { frequency: 660 * 5.4, type: 'sine', at, length: 0.4, volume: 0.1 },
  ]),
  chime: [1319, 1047, 784].map((frequency, index) => ({
    frequency,
    type: 'sine',
    at: index * 0.35,
    length: 0.9,
    volume: 0.45,
  })),
  beep: [0, 0.25, 0.5].map((at) => ({ frequency: 1000, type: 'square', at, length: 0.15, volume: 0.15 })),
};

/** How long a suspended audio context is given to start before the browser is taken to refuse it. */
const RESUME_WAIT_MS = 300;

/** The real player, on one AudioContext made at first use. */
export function webAudioPlayer(): SoundPlayer {
  let context: AudioContext | null = null;
  const contextNow = (): AudioContext => (context ??= new AudioContext());
  const running = async (audio: AudioContext): Promise<boolean> => {
    if (audio.state === 'running') return true;
    // Before any click Chrome leaves resume() pending rather than refusing: wait briefly, then say so.
    await Promise.race([
      audio.resume().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
    ]);
    return (audio.state as string) === 'running';
  };
  return {
    async play(sound) {
      const audio = contextNow();
      if (!(await running(audio))) throw new Error('The browser does not let the page play sound yet.');
      const start = audio.currentTime + 0.02;
      for (const note of SOUNDS[sound]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = note.type;
        oscillator.frequency.value = note.frequency;
        gain.gain.setValueAtTime(0.0001, start + note.at);
        gain.gain.exponentialRampToValueAtTime(note.volume, start + note.at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start + note.at);
        oscillator.stop(start + note.at + note.length + 0.05);
      }
    },
    async unlock() {
      await contextNow().resume();
    },
  };
}
