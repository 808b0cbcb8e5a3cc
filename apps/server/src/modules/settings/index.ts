// The settings module as other modules use it: read the user's settings, or merge a change, in their transaction.
export { mergeSettings, readSettings } from './settings.service.ts';
