/** What the learner reads about pronunciation checks (spec 01 §8 "Pronunciation", spec 02 §2). */
export const PRONUNCIATION_MESSAGES = {
  checkFailed: 'Failed to check pronunciation. Please try again.',
  microphoneDenied: 'Microphone access denied. Please allow microphone access to record.',
  notConfigured: 'Pronunciation checking is not configured on this server. Use the self-check instead.',
  childConsentRequired:
    "A parent has not allowed this child's recordings to be sent to the speech-checking service. Use the self-check instead.",
  notWav: 'The recording must be a WAV file.',
  tooLong: 'The recording is longer than 30 seconds. Please record a shorter one.',
  empty: 'The recording is empty. Please record again.',
  notMultipart: 'Send the recording as multipart/form-data.',
  tooMany: 'Too many pronunciation checks. Please wait a little and try again.',
  missingAudio: 'Attach the recording as user_audio.',
  missingIds: 'Give lesson_id and exercise_id with the recording.',
  notPronunciation: 'This exercise is not a pronunciation exercise.',
  exerciseNotFound: 'Exercise not found in this lesson',
  great: 'Great pronunciation!',
  keepPracticing: 'Keep practicing!',
} as const;

/** A recording over the upload limit: names its field and the limit (e.g. 'user_audio', '5 MB'). */
export const recordingTooLarge = (field: string, limit: string) =>
  `The recording (${field}) is too large. Keep it under ${limit}.`;
