export * from './ai-usage.service';
