export { audioRoutes, binaryAnswer, sendFile } from './audio.routes';
export * from './audio.service';
export * from './audio-pipeline';
export * from './audio-plays';
