export * from './audio-key';
export * from './orthography';
export * from './g2p';
