export { voiceStudioRoutes } from './voice-studio.routes';
export * from './voice-studio.service';
