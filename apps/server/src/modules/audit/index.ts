export * from './audit.service';
