// The local API's routes: path, methods and handler, for the demo server's middleware
// (middleware.mjs) and Storybook's static build, which answers the same paths in the page
// (.storybook/static-api.ts).
import { contactFormRoute } from './contact-form.mjs';
import { DEMO_SWITCH_PATHS, demoSwitchRoute } from './demo-switches.mjs';
import { searchRoute } from './search.mjs';
import { trafficTypeRoute } from './traffic-type.mjs';
import { userRoute } from './user.mjs';

const ROUTES = [
  // GET too, so the endpoint can be tried in a browser address bar; the blocks POST.
  { paths: ['/wp-json/infobip2024/v1/search'], methods: ['POST', 'GET'], handler: searchRoute },
  {
    paths: ['/wp-json/infobip/v1/traffic-type', '/infobip/v1/traffic-type'],
    methods: ['GET'],
    handler: trafficTypeRoute,
  },
  { paths: ['/experience/1/user'], methods: ['GET'], handler: userRoute },
  { paths: ['/api/forms/contact'], methods: ['POST'], handler: contactFormRoute },
  { paths: DEMO_SWITCH_PATHS, methods: ['GET'], handler: demoSwitchRoute, noDelay: true },
];

/** A path without its trailing slashes (`/` stays `/`). */
export const trimPath = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The route that answers `path`, else undefined. */
export function findRoute(path) {
  const trimmed = trimPath(path);
  return ROUTES.find((route) => route.paths.includes(trimmed));
}
