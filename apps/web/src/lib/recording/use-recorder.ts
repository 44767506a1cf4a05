import { useCallback, useEffect, useRef, useState } from 'react';
import { PRONUNCIATION_MAX_AUDIO_S, PRONUNCIATION_MESSAGES } from '@hadal/domain';
import { MicrophoneDenied, startBrowserCapture, type Capture, type StartCapture } from './microphone';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing' | 'recorded' | 'failed';

export interface RecorderState {
  status: RecorderStatus;
  /** Seconds recorded so far (whole tenths). */
  elapsedS: number;
  /** Input level 0..1 while recording. */
  level: number;
  /** The WAV recording and a URL to play it, once recorded. */
  wav: Blob | null;
  url: string | null;
  error: string | null;
}

const IDLE: RecorderState = { status: 'idle', elapsedS: 0, level: 0, wav: null, url: null, error: null };
const TICK_MS = 100;

/**
 * Record → stop → recorded, with a level meter and a 30 s cap (spec 02 §4 "Recording"). The
 * microphone is released when recording stops, on reset (try again) and on unmount.
 */
export function useRecorder(startCapture: StartCapture = startBrowserCapture) {
  const [state, setState] = useState<RecorderState>(IDLE);
  const capture = useRef<Capture | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const url = useRef<string | null>(null);
  const generation = useRef(0);

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  const releaseUrl = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };

  const stop = useCallback(async () => {
    const running = capture.current;
    if (!running) return;
    capture.current = null;
    stopTimer();
    const mine = generation.current;
    setState((s) => ({ ...s, status: 'processing', level: 0 }));
    try {
      const wav = await running.finish();
      if (mine !== generation.current) return;
      releaseUrl();
      url.current = URL.createObjectURL(wav);
      setState((s) => ({ ...s, status: 'recorded', wav, url: url.current }));
    } catch (error) {
      console.warn('Preparing the recording failed', error);
      if (mine === generation.current)
        setState({ ...IDLE, status: 'failed', error: 'The recording could not be prepared. Please record again.' });
    }
  }, []);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    releaseUrl();
    setState({ ...IDLE, status: 'starting' });
    let running: Capture;
    try {
      running = await startCapture();
    } catch (error) {
      if (mine !== generation.current) return;
      const denied = error instanceof MicrophoneDenied;
      if (!denied) console.warn('Opening the microphone failed', error);
      setState({
        ...IDLE,
        status: 'failed',
        error: denied
          ? PRONUNCIATION_MESSAGES.microphoneDenied
          : 'No microphone could be opened. Check that one is connected.',
      });
      return;
    }
    if (mine !== generation.current) return running.cancel();
    capture.current = running;
    const startedAt = Date.now();
    setState({ ...IDLE, status: 'recording' });
    timer.current = setInterval(() => {
      const elapsedS = Math.min(PRONUNCIATION_MAX_AUDIO_S, Math.floor((Date.now() - startedAt) / 100) / 10);
      setState((s) => (s.status === 'recording' ? { ...s, elapsedS, level: running.level() } : s));
      if (elapsedS >= PRONUNCIATION_MAX_AUDIO_S) void stop();
    }, TICK_MS);
  }, [startCapture, stop]);

  /** Try again: drops the recording and releases the microphone. */
  const reset = useCallback(() => {
    generation.current += 1;
    stopTimer();
    capture.current?.cancel();
    capture.current = null;
    releaseUrl();
    setState(IDLE);
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      stopTimer();
      capture.current?.cancel();
      capture.current = null;
      releaseUrl();
    },
    [],
  );

  return { ...state, start, stop, reset };
}
