// Asks the API once per browser whether this visitor is internal traffic, and flags every page
// view of an internal visitor (the stored answer, or the first one). Every failure (no storage,
// no API base, network, bad answer) is swallowed silently (README, "Traffic type").
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { getPageData, isSet } from '../../packages/core/page-data.ts';
import { requestJson } from '../../packages/core/request.ts';
import { safeStorage } from '../../packages/core/storage.ts';
import {
  isValidStoredTrafficType,
  readInternalFlag,
  storedTrafficType,
  TRAFFIC_TYPE_KEY,
  trafficTypeUrl,
} from './traffic-type.ts';

const pushInternalTraffic = () => pushDataLayer({ event: 'internal_traffic' });

export async function checkTrafficType(signal: AbortSignal): Promise<void> {
  const storage = safeStorage('local');
  // Without working storage the answer could not be kept: asking on every page is what "once" forbids.
  if (!storage.available) return;
  const stored = storage.get(TRAFFIC_TYPE_KEY);
  if (isValidStoredTrafficType(stored)) {
    // Tag-manager tags fire per page view: each page of an internal visitor needs the event.
    if (stored === storedTrafficType(true)) pushInternalTraffic();
    return;
  }
  const { apiBase } = getPageData();
  if (!isSet(apiBase)) return;

  const result = await requestJson(trafficTypeUrl(apiBase), { signal });
  if (!result.ok) return;
  const internal = readInternalFlag(result.data);
  if (internal === undefined) return;
  storage.set(TRAFFIC_TYPE_KEY, storedTrafficType(internal));
  if (internal) pushInternalTraffic();
}
