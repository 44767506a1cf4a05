/**
 * Business constants of pronunciation practice (spec 01 §4 "Matching, pronunciation, phrase
 * quiz", §9; spec 02 §4 Recording, §9). Units are in the names.
 */

/** Largest recording the server accepts. */
export const PRONUNCIATION_MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** Longest recording: the recorder stops itself here and the server refuses longer ones. */
export const PRONUNCIATION_MAX_AUDIO_S = 30;
/** The browser records mono WAV at this rate (speech recognisers work at 16 kHz). */
export const PRONUNCIATION_SAMPLE_RATE_HZ = 16_000;
/** The file name the browser gives the recording (spec 02 §4 "Recording"). */
export const PRONUNCIATION_UPLOAD_FILENAME = 'response.wav';

/** Overall similarity at or above which the reading is a match ('Great pronunciation!'). */
export const PRONUNCIATION_MATCH_MIN_SIMILARITY = 0.85;
/** Overall similarity at or above which the reading is close (still counted correct). */
export const PRONUNCIATION_CLOSE_MIN_SIMILARITY = 0.6;
/**
 * A recognised word at least this similar, letter by letter, to the expected word counts as that
 * word said (a near-miss such as "mahadsanit" for "mahadsanid"); below it the expected word is
 * missing and the recognised one extra.
 */
export const PRONUNCIATION_WORD_MIN_SIMILARITY = 0.75;

/** Checks one learner may ask for per hour (each one costs a provider call). */
export const PRONUNCIATION_CHECKS_PER_HOUR = 120;
