export * from './content.service';
export { loadBundles, type LoadedBundle } from './bundle-loader';
export { registerBundles, activateBundle, type RegistrationResult } from './content.registry';
export { createSomaliTextLinter, type SomaliTextLinter } from './somali-text-linter';
