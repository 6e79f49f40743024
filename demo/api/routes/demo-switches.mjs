// GET /__demo/{login,logout,internal,external}: set or clear the cookies the fake user and
// traffic-type calls read, then go back to the demo home. Lets a visitor try both states
// without devtools. The redirect target is fixed: nothing from the request is reflected.
const SWITCHES = {
  '/__demo/login': 'ib_logged_in=1',
  '/__demo/logout': 'ib_logged_in=; Max-Age=0',
  '/__demo/internal': 'ib_internal=1',
  '/__demo/external': 'ib_internal=; Max-Age=0',
};

export const DEMO_SWITCH_PATHS = Object.keys(SWITCHES);

export function demoSwitchRoute({ path }) {
  return {
    status: 303,
    headers: { location: '/', 'set-cookie': `${SWITCHES[path]}; Path=/; SameSite=Lax` },
  };
}
