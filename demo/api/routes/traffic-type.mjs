// GET {apiBase}/infobip/v1/traffic-type -> { internal }. Internal when the cookie or query
// `ib_internal=1` is present (the demo's stand-in for an office IP range).
export function trafficTypeRoute({ cookies, query }) {
  const internal = cookies.ib_internal === '1' || query.get('ib_internal') === '1';
  return { status: 200, body: { internal } };
}
