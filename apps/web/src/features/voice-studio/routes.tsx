/* The voice studio screens, loaded lazily by the router (issue 45). */
export { VoiceStudioPage } from './voice-studio-page';
export { VoiceReviewPage } from './voice-review-page';
