export { familyVoiceRoutes } from './family-voice.routes';
export * from './family-voice.service';
