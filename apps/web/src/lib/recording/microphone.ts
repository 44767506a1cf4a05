import { levelOf, toMono16kWav } from './wav-recording';

/** A running microphone capture. */
export interface Capture {
  /** The input level now, 0..1 (for the meter). */
  level(): number;
  /** Stops recording and the microphone; resolves to the mono 16 kHz WAV. */
  finish(): Promise<Blob>;
  /** Stops the microphone and drops the recording. Safe to call more than once. */
  cancel(): void;
}

/** Opens the microphone and starts recording; rejects with the browser's error (NotAllowedError…). */
export type StartCapture = () => Promise<Capture>;

export class MicrophoneDenied extends Error {}

/** The browser's microphone through getUserMedia, MediaRecorder and an AnalyserNode. */
export const startBrowserCapture: StartCapture = async () => {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
  } catch (e) {
    const name = (e as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
      throw new MicrophoneDenied(name);
    }
    throw e;
  }
  const meter = new AudioContext();
  const analyser = meter.createAnalyser();
  analyser.fftSize = 1024;
  meter.createMediaStreamSource(stream).connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start();

  let stopped = false;
  const release = () => {
    if (stopped) return;
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    void meter.close();
  };

  return {
    level() {
      if (stopped) return 0;
      analyser.getFloatTimeDomainData(frame);
      return levelOf(frame);
    },
    finish() {
      return new Promise<Blob>((resolve, reject) => {
        recorder.onstop = () => {
          release();
          toMono16kWav(new Blob(chunks, { type: recorder.mimeType })).then(resolve, reject);
        };
        if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
        else recorder.stop();
      });
    },
    cancel() {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
};
