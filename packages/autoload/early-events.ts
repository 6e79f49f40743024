// `dist/early-events.js`: a classic script for <head> (README, "Events before the blocks load").
// An inline script may dispatch `ib-captcha-init` or `ib-consent` before the deferred autoloader
// runs; this keeps the latest of each from the start, the same way the autoloader does, and hands
// them to ib-analytics and ib-consent-gate when they start listening. Budget 0.5 KB gz.
import { keepMissedEvents } from './keep-missed-events.ts';

keepMissedEvents();
